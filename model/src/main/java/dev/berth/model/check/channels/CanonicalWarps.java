package dev.berth.model.check.channels;

import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.Warp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The checker's own construction of the code docs/channels.md specifies, for certificates about the problem
 * itself (no solution at hand): every cross-warp conflict no other path of program order and conflicts
 * implies gets a wait just before its later instance and a signal just after its earlier one. It needs every
 * buffer's offset.
 *
 * <p>The conflicts are taken as {@link Program#links}: program order and the links order exactly what
 * program order and every conflict order, and a conflict no other path implies is an edge of the transitive
 * reduction of that order, which every graph with the same order contains — so it is a link, and the links
 * no other path implies are exactly those conflicts.
 */
final class CanonicalWarps {
    private static final int NONE = Integer.MAX_VALUE;

    private CanonicalWarps() {
    }

    /** Null when a buffer has no offset. */
    static List<Warp> of(ChannelsProblem p) {
        Map<String, Long> offsets = new HashMap<>();
        for (ChannelBuffer b : p.buffers()) {
            if (!b.placed()) {
                return null;
            }
            offsets.put(b.id(), b.offset());
        }
        Program program = new Program(p, offsets);
        int n = program.size();
        long[] links = links(program);
        // warps by index, each instance's index in its warp, and the next instance of its warp
        int[] numbers = Arrays.stream(program.warps).sorted().distinct().toArray();
        Map<Integer, Integer> warpIndex = new HashMap<>();
        for (int w = 0; w < numbers.length; w++) {
            warpIndex.put(numbers[w], w);
        }
        int warps = numbers.length;
        int[] warpOf = new int[n];
        int[] indexInWarp = new int[n];
        int[] nextInWarp = new int[n];
        int[] count = new int[warps];
        int[] last = new int[warps];
        Arrays.fill(last, -1);
        Arrays.fill(nextInWarp, -1);
        for (int k = 0; k < n; k++) {
            int w = warpIndex.get(program.warps[k]);
            warpOf[k] = w;
            indexInWarp[k] = count[w]++;
            if (last[w] >= 0) {
                nextInWarp[last[w]] = k;
            }
            last[w] = k;
        }
        // links are sorted by source: the edges out of u are links[from[u]..from[u + 1])
        int[] from = new int[n + 1];
        for (long l : links) {
            from[(int) (l >>> 32) + 1]++;
        }
        for (int u = 0; u < n; u++) {
            from[u + 1] += from[u];
        }
        // per instance and warp, the first index reached by one or more edges; positions are a topological order
        int[] first = new int[n * warps];
        Arrays.fill(first, NONE);
        int[] beyond = new int[warps];
        List<Integer> synced = new ArrayList<>();
        for (int u = n - 1; u >= 0; u--) {
            if ((u & 0x3ff) == 0) {
                CurrentBudget.check("building the code a certificate is about");
            }
            Arrays.fill(beyond, NONE);
            if (nextInWarp[u] >= 0) {
                reachedFrom(first, warps, nextInWarp[u], beyond);
            }
            for (int e = from[u]; e < from[u + 1]; e++) {
                reachedFrom(first, warps, (int) links[e], beyond);
            }
            // a link no path of two or more edges implies: the successors' own reach misses its target
            for (int e = from[u]; e < from[u + 1]; e++) {
                int v = (int) links[e];
                if (beyond[warpOf[v]] > indexInWarp[v]) {
                    synced.add(e);
                }
            }
            System.arraycopy(beyond, 0, first, u * warps, warps);
            if (nextInWarp[u] >= 0) {
                reach(first, warps, u, warpOf[nextInWarp[u]], indexInWarp[nextInWarp[u]]);
            }
            for (int e = from[u]; e < from[u + 1]; e++) {
                int v = (int) links[e];
                reach(first, warps, u, warpOf[v], indexInWarp[v]);
            }
        }
        synced.sort(null);
        Map<Integer, List<String>> before = new HashMap<>();
        Map<Integer, List<String>> after = new HashMap<>();
        int id = 0;
        for (int e : synced) {
            String x = String.valueOf(++id);
            after.computeIfAbsent((int) (links[e] >>> 32), k -> new ArrayList<>()).add(x);
            before.computeIfAbsent((int) links[e], k -> new ArrayList<>()).add(x);
        }
        TreeMap<Integer, List<SyncOp>> code = new TreeMap<>();
        for (int k = 0; k < n; k++) {
            List<SyncOp> ops = code.computeIfAbsent(program.warps[k], w -> new ArrayList<>());
            before.getOrDefault(k, List.of()).forEach(x -> ops.add(SyncOp.consume(x)));
            ops.add(SyncOp.parse(program.names.get(k)));
            after.getOrDefault(k, List.of()).forEach(x -> ops.add(SyncOp.produce(x)));
        }
        List<Warp> out = new ArrayList<>();
        code.forEach((w, ops) -> out.add(new Warp("w" + w, ops)));
        return out;
    }

    /** The program's cross-warp links as {@code first << 32 | second}, sorted, each once. */
    private static long[] links(Program program) {
        long[][] buffer = {new long[1024]};
        int[] size = {0};
        program.links((a, b) -> {
            if (size[0] == buffer[0].length) {
                buffer[0] = Arrays.copyOf(buffer[0], 2 * size[0]);
            }
            buffer[0][size[0]++] = (long) a << 32 | b;
            return true;
        });
        return Arrays.stream(buffer[0], 0, size[0]).sorted().distinct().toArray();
    }

    /** Folds what {@code s} reaches by one or more edges into {@code into}. */
    private static void reachedFrom(int[] first, int warps, int s, int[] into) {
        int sb = s * warps;
        for (int w = 0; w < warps; w++) {
            into[w] = Math.min(into[w], first[sb + w]);
        }
    }

    /** {@code u} reaches index {@code i} of warp {@code w}. */
    private static void reach(int[] first, int warps, int u, int w, int i) {
        if (i < first[u * warps + w]) {
            first[u * warps + w] = i;
        }
    }
}
