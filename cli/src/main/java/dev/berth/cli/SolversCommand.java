package dev.berth.cli;

import dev.berth.model.memory.MemoryAllocator;
import dev.berth.model.sync.SyncAllocator;
import dev.berth.solvers.sync.SyncStrategies;
import dev.berth.solvers.memory.MemoryStrategies;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.solvers.tiles.TileStrategies;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;

/** {@code berth solvers}: the strategies of each family. */
@Command(name = "solvers", mixinStandardHelpOptions = true, description = "List the strategies of each problem family.")
final class SolversCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        out.println("memory (default: " + MemoryStrategies.DEFAULT + ")");
        for (MemoryAllocator a : MemoryStrategies.all()) {
            out.printf("  %-10s %s%n", a.name(), a.description());
        }
        out.println("sync (default: " + SyncStrategies.DEFAULT + ")");
        for (SyncAllocator a : SyncStrategies.all()) {
            out.printf("  %-10s %s%n", a.name(), a.description());
        }
        out.println("tiles (default: " + TileStrategies.DEFAULT + ")");
        for (TileAllocator a : TileStrategies.all()) {
            out.printf("  %-10s %s%n", a.name(), a.description());
        }
    }
}
