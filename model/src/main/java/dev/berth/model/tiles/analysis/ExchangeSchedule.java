package dev.berth.model.tiles.analysis;

import dev.berth.model.tiles.Machine;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileProblem;
import java.util.Map;
import java.util.TreeMap;

/**
 * The exchange traffic the sharing decisions add. A shared structure is multicast from its master at the
 * start of every {@code use} interval (one send, every receiver listens in the same exchange phase). An
 * exchange phase lasts as long as its busiest tile needs: ceil(max over tiles of bytes sent or received /
 * bytes per cycle). The sum over phases is the objective's third term.
 */
public final class ExchangeSchedule {
    private final Map<Integer, long[]> sent = new TreeMap<>();
    private final Map<Integer, long[]> received = new TreeMap<>();
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
            int step = r.use().start(i);
            sent.computeIfAbsent(step, k -> new long[machine.tiles()])[master] += r.size();
            long[] in = received.computeIfAbsent(step, k -> new long[machine.tiles()]);
            for (int u : r.users()) {
                if (u != master) {
                    in[u] += r.size();
                }
            }
        }
    }

    /** Steps whose exchange phase delivers something, ascending. */
    public Iterable<Integer> steps() {
        return sent.keySet();
    }

    public long sentBytes(int step, int tile) {
        long[] a = sent.get(step);
        return a == null ? 0 : a[tile];
    }

    public long receivedBytes(int step, int tile) {
        long[] a = received.get(step);
        return a == null ? 0 : a[tile];
    }

    /** Cycles the exchange phase before the compute phase of {@code step} spends on shared structures. */
    public long cycles(int step) {
        long[] out = sent.get(step);
        if (out == null) {
            return 0;
        }
        long[] in = received.get(step);
        long busiest = 0;
        for (int t = 0; t < out.length; t++) {
            busiest = Math.max(busiest, Math.max(out[t], in[t]));
        }
        return (busiest + machine.exchangeBytesPerCycle() - 1) / machine.exchangeBytesPerCycle();
    }

    public long totalCycles() {
        long c = 0;
        for (int step : sent.keySet()) {
            c += cycles(step);
        }
        return c;
    }
}
