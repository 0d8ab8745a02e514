package dev.berth.simulator.tiles;

import dev.berth.model.tiles.ReadOnlyStructure;

import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The bytes each exchange phase moves: a shared structure is multicast from its master to every other user
 * when a use interval opens (the master sends it once, each receiver takes it in). A phase lasts as long as
 * its busiest tile, sending or receiving, needs at the machine's bytes per cycle.
 */
final class ExchangeTraffic {
    private ExchangeTraffic() {
    }

    /** Superstep → cycles of its exchange phase, for the supersteps that move something. */
    static SortedMap<Integer, Long> cyclesByStep(TileProgram program) {
        int tiles = program.problem.tiles();
        TreeMap<Integer, long[][]> traffic = new TreeMap<>();
        for (int s = 0; s < program.plans.length; s++) {
            if (!program.plans[s].shared() || !program.runnable(s) || !program.hasReceivers(s)) {
                continue;
            }
            ReadOnlyStructure r = program.structure(s);
            int master = program.plans[s].master();
            for (int i = 0; i < r.use().intervals(); i++) {
                long[][] io = traffic.computeIfAbsent(r.use().start(i), k -> new long[2][tiles]);
                io[0][master] += r.size();
                for (int u : r.users()) {
                    if (u != master) {
                        io[1][u] += r.size();
                    }
                }
            }
        }
        long rate = program.problem.machine().exchangeBytesPerCycle();
        SortedMap<Integer, Long> cycles = new TreeMap<>();
        traffic.forEach((step, io) -> {
            long busiest = 0;
            for (int t = 0; t < tiles; t++) {
                busiest = Math.max(busiest, Math.max(io[0][t], io[1][t]));
            }
            cycles.put(step, (busiest + rate - 1) / rate);
        });
        return cycles;
    }
}
