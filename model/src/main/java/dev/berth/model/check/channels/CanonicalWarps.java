package dev.berth.model.check.channels;

import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.Warp;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The checker's own construction of the code docs/channels.md specifies, for certificates about the problem
 * itself (no solution at hand): every cross-warp conflict no other path of program order and conflicts
 * implies gets a wait just before its later instance and a signal just after its earlier one. It needs every
 * buffer's offset.
 */
final class CanonicalWarps {
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
        List<List<Integer>> next = new ArrayList<>();
        Map<Integer, Integer> lastOfWarp = new HashMap<>();
        for (int k = 0; k < n; k++) {
            next.add(new ArrayList<>());
            Integer before = lastOfWarp.put(program.warps.get(k), k);
            if (before != null) {
                next.get(before).add(k);
            }
        }
        List<Conflict> conflicts = program.crossWarpConflicts();
        conflicts.forEach(c -> next.get(c.first()).add(c.second()));
        BitSet[] reach = new BitSet[n];
        for (int u = n - 1; u >= 0; u--) {
            reach[u] = new BitSet(n);
            for (int v : next.get(u)) {
                reach[u].set(v);
                reach[u].or(reach[v]);
            }
        }
        Map<Integer, List<String>> before = new HashMap<>();
        Map<Integer, List<String>> after = new HashMap<>();
        int id = 0;
        for (Conflict c : conflicts) {
            boolean implied = next.get(c.first()).stream().anyMatch(s -> s != c.second() && reach[s].get(c.second()));
            if (!implied) {
                String x = String.valueOf(++id);
                after.computeIfAbsent(c.first(), k -> new ArrayList<>()).add(x);
                before.computeIfAbsent(c.second(), k -> new ArrayList<>()).add(x);
            }
        }
        TreeMap<Integer, List<SyncOp>> warps = new TreeMap<>();
        for (int k = 0; k < n; k++) {
            List<SyncOp> ops = warps.computeIfAbsent(program.warps.get(k), w -> new ArrayList<>());
            before.getOrDefault(k, List.of()).forEach(x -> ops.add(SyncOp.consume(x)));
            ops.add(SyncOp.parse(program.names.get(k)));
            after.getOrDefault(k, List.of()).forEach(x -> ops.add(SyncOp.produce(x)));
        }
        List<Warp> out = new ArrayList<>();
        warps.forEach((w, ops) -> out.add(new Warp("w" + w, ops)));
        return out;
    }
}
