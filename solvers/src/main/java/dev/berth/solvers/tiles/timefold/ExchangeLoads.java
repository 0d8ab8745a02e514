package dev.berth.solvers.tiles.timefold;

import dev.berth.model.tiles.analysis.ExchangeSchedule;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.TileProblem;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The exchange cycles of {@link ExchangeSchedule}, kept up to date decision by decision: per exchange phase
 * each tile's bytes sent and received, and how many tiles are at each load, so that one structure's change
 * costs its users, not the chip.
 */
final class ExchangeLoads {
    private final TileProblem problem;
    private final long perCycle;
    private final Map<Integer, Phase> phases = new HashMap<>();
    private long total;

    private final class Phase {
        /** Tile → {bytes sent, bytes received}, for the tiles that move something in this phase. */
        final Map<Integer, long[]> io = new HashMap<>();
        /** Tile loads (max of sent and received) above zero → how many tiles carry them. */
        final TreeMap<Long, Integer> loads = new TreeMap<>();
        long cycles;

        void change(int tile, long sentDelta, long receivedDelta) {
            long[] l = io.computeIfAbsent(tile, k -> new long[2]);
            long before = Math.max(l[0], l[1]);
            l[0] += sentDelta;
            l[1] += receivedDelta;
            long after = Math.max(l[0], l[1]);
            if (l[0] == 0 && l[1] == 0) {
                io.remove(tile);
            }
            if (before != after) {
                if (before > 0) {
                    loads.merge(before, -1, (a, b) -> a + b == 0 ? null : a + b);
                }
                if (after > 0) {
                    loads.merge(after, 1, Integer::sum);
                }
            }
        }

        void recount() {
            long busiest = loads.isEmpty() ? 0 : loads.lastKey();
            long c = (busiest + perCycle - 1) / perCycle;
            total += c - cycles;
            cycles = c;
        }
    }

    ExchangeLoads(TileProblem problem) {
        this.problem = problem;
        this.perCycle = problem.machine().exchangeBytesPerCycle();
    }

    /** Adds ({@code sign} 1) or removes (-1) the traffic of structure {@code s} shared from {@code master}. */
    void apply(int s, int master, int sign) {
        ReadOnlyStructure r = problem.structure(s);
        if (master < 0 || !TileBlocks.hasReceivers(r, master)) {
            return;
        }
        long bytes = sign * r.size();
        for (int i = 0; i < r.use().intervals(); i++) {
            Phase phase = phases.computeIfAbsent(r.use().start(i), k -> new Phase());
            phase.change(master, bytes, 0);
            for (int u : r.users()) {
                if (u != master) {
                    phase.change(u, 0, bytes);
                }
            }
            phase.recount();
        }
    }

    long totalCycles() {
        return total;
    }
}
