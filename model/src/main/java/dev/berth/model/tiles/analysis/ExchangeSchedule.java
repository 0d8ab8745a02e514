package dev.berth.model.tiles.analysis;

import dev.berth.model.tiles.Machine;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileProblem;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The exchange traffic the sharing decisions add. A shared structure is multicast from its master at the
 * start of every {@code use} interval (one send, every receiver listens in the same exchange phase). An
 * exchange phase lasts as long as its busiest tile needs: ceil(max over tiles of bytes sent or received /
 * bytes per cycle). The sum over phases is the objective's third term.
 */
public final class ExchangeSchedule {
    /** Step → tile → {bytes sent, bytes received}, for the tiles that move something then. */
    private final Map<Integer, Map<Integer, long[]>> phases = new TreeMap<>();
    private final Machine machine;

    private ExchangeSchedule(Machine machine) {
        this.machine = machine;
    }

    public static ExchangeSchedule of(TileProblem p, StructurePlan[] plans) {
        ExchangeSchedule x = new ExchangeSchedule(p.machine());
        for (int s = 0; s < p.structureCount(); s++) {
            if (plans[s].shared()) {
                x.add(p.structure(s), plans[s].master());
            }
        }
        return x;
    }

    private void add(ReadOnlyStructure r, int master) {
        if (!TileBlocks.hasReceivers(r, master)) {
            return;
        }
        for (int i = 0; i < r.use().intervals(); i++) {
            Map<Integer, long[]> io = phases.computeIfAbsent(r.use().start(i), k -> new HashMap<>());
            io.computeIfAbsent(master, k -> new long[2])[0] += r.size();
            for (int u : r.users()) {
                if (u != master) {
                    io.computeIfAbsent(u, k -> new long[2])[1] += r.size();
                }
            }
        }
    }

    /** Steps whose exchange phase delivers something, ascending. */
    public Iterable<Integer> steps() {
        return phases.keySet();
    }

    public long sentBytes(int step, int tile) {
        return load(step, tile, 0);
    }

    public long receivedBytes(int step, int tile) {
        return load(step, tile, 1);
    }

    private long load(int step, int tile, int which) {
        Map<Integer, long[]> io = phases.get(step);
        long[] l = io == null ? null : io.get(tile);
        return l == null ? 0 : l[which];
    }

    /** Cycles the exchange phase before the compute phase of {@code step} spends on shared structures. */
    public long cycles(int step) {
        Map<Integer, long[]> io = phases.get(step);
        if (io == null) {
            return 0;
        }
        long busiest = 0;
        for (long[] l : io.values()) {
            busiest = Math.max(busiest, Math.max(l[0], l[1]));
        }
        return (busiest + machine.exchangeBytesPerCycle() - 1) / machine.exchangeBytesPerCycle();
    }

    public long totalCycles() {
        long c = 0;
        for (int step : phases.keySet()) {
            c += cycles(step);
        }
        return c;
    }
}
