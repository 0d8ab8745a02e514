package dev.berth.model.check.channels;

import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The checker's own reading of the sequential program (formats.md): instances in order with their warps and
 * absolute ranges, and every pair of them that conflicts on an address — every pair, not only the last
 * writer's, so that nothing a strategy's smarter analysis leaves out goes unchecked.
 */
final class Program {
    final List<String> names = new ArrayList<>();
    final List<Integer> warps = new ArrayList<>();
    final Map<String, Integer> position = new HashMap<>();
    private final List<long[]> reads = new ArrayList<>();   // per instance: start, end, start, end, ...
    private final List<long[]> writes = new ArrayList<>();

    Program(ChannelsProblem p, Map<String, Long> offsets) {
        for (Stage st : p.stages()) {
            for (int i = 0; i < st.repeat(); i++) {
                for (Intrinsic x : st.body()) {
                    position.put(st.id() + ":" + x.id() + ":" + i, names.size());
                    names.add(st.id() + ":" + x.id() + ":" + i);
                    warps.add(x.warp());
                    reads.add(flat(x.reads(), offsets, i));
                    writes.add(flat(x.writes(), offsets, i));
                }
            }
        }
    }

    private static long[] flat(List<Access> accesses, Map<String, Long> offsets, int i) {
        long[] r = new long[2 * accesses.size()];
        for (int k = 0; k < accesses.size(); k++) {
            Access a = accesses.get(k);
            long base = offsets.get(a.buffer());
            r[2 * k] = base + a.at() + i * a.step();
            r[2 * k + 1] = r[2 * k] + a.size();
        }
        return r;
    }

    int size() {
        return names.size();
    }

    /** Every conflicting pair across warps (one warp runs its instances in order anyway). */
    List<Conflict> crossWarpConflicts() {
        List<Conflict> out = new ArrayList<>();
        for (int a = 0; a < size(); a++) {
            for (int b = a + 1; b < size(); b++) {
                if (!warps.get(a).equals(warps.get(b))) {
                    String what = conflict(a, b);
                    if (what != null) {
                        out.add(new Conflict(a, b, what));
                    }
                }
            }
        }
        return out;
    }

    private String conflict(int a, int b) {
        String w = overlap(writes.get(a), reads.get(b), "read after write");
        w = w != null ? w : overlap(reads.get(a), writes.get(b), "write after read");
        return w != null ? w : overlap(writes.get(a), writes.get(b), "write after write");
    }

    private static String overlap(long[] x, long[] y, String kind) {
        for (int i = 0; i < x.length; i += 2) {
            for (int j = 0; j < y.length; j += 2) {
                long from = Math.max(x[i], y[j]);
                long to = Math.min(x[i + 1], y[j + 1]);
                if (from < to) {
                    return kind + " on [" + from + ", " + to + ")";
                }
            }
        }
        return null;
    }
}
