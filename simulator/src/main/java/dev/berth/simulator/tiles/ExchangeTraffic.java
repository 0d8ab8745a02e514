package dev.berth.simulator.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.tiles.ReadOnlyStructure;

import java.util.HashMap;
import java.util.Map;
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
        // per phase, only the tiles that send or receive: a program may exchange at thousands of steps
        TreeMap<Integer, Map<Integer, long[]>> traffic = new TreeMap<>();
        for (int s = 0; s < program.plans.length; s++) {
            if (!program.plans[s].shared() || !program.runnable(s) || !program.hasReceivers(s)) {
                continue;
            }
            CurrentBudget.check("simulating the exchange");
            ReadOnlyStructure r = program.structure(s);
            int master = program.plans[s].master();
            for (int i = 0; i < r.use().intervals(); i++) {
                Map<Integer, long[]> io = traffic.computeIfAbsent(r.use().start(i), k -> new HashMap<>());
                io.computeIfAbsent(master, k -> new long[2])[0] += r.size();
                for (int u : r.users()) {
                    if (u != master) {
                        io.computeIfAbsent(u, k -> new long[2])[1] += r.size();
                    }
                }
            }
        }
        long rate = program.problem.machine().exchangeBytesPerCycle();
        SortedMap<Integer, Long> cycles = new TreeMap<>();
        traffic.forEach((step, io) -> {
            long busiest = 0;
            for (long[] load : io.values()) {
                busiest = Math.max(busiest, Math.max(load[0], load[1]));
            }
            cycles.put(step, (busiest + rate - 1) / rate);
        });
        return cycles;
    }
}
