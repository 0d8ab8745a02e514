package dev.berth.model.check.simt;

import dev.berth.model.CurrentBudget;
import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Kernel;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds each input block's body in the compiled kernel, docs/simt.md's convention: block {@code B} keeps its
 * label, and its body runs, unchanged and contiguous, either in {@code B} itself or in {@code B.run} (the pass
 * emits {@code B}, then optionally {@code B.catchup} and {@code B.run}); or, split at its first vote or
 * sync.warp, its first part so and the rest in {@code B.sync} or {@code B.sync.run}. Each compiled block hosts
 * one body or part at most, so the compiled kernel is at least as long as the input: the family's lower bound
 * rests on this. For a restructuring (docs/simt.md), a body may also be split into consecutive pieces held, in
 * order, by {@code B}, {@code B.after}, {@code B.after.after}, ...: the blocks split right after a release.
 */
final class BodyPlacement {
    /** The runs by host label, or the first violation. */
    record Found(Map<String, Run> byHost, String violation) {
    }

    private BodyPlacement() {
    }

    static Found of(Kernel original, Kernel compiled) {
        Map<String, Run> byHost = new LinkedHashMap<>();
        Map<String, Block> hosts = new HashMap<>(); // Kernel.block searches: once per block, quadratic
        for (Block h : compiled.blocks()) {
            hosts.putIfAbsent(h.label(), h);
        }
        for (Block b : original.blocks()) {
            CurrentBudget.check("finding the input's blocks in the compiled kernel");
            if (!hosts.containsKey(b.label())) {
                return new Found(byHost, "block " + b.label() + " of the input is missing from the compiled kernel");
            }
            Run run = null;
            String near = null;
            for (String host : List.of(b.label() + ".run", b.label())) {
                Block h = hosts.get(host);
                if (h == null || byHost.containsKey(host)) {
                    continue;
                }
                int at = indexOf(h.body(), b.body());
                if (at >= 0) {
                    run = new Run(b.label(), host, at, b.body().size());
                    break;
                }
                near = near == null ? mismatch(b, h) : near;
            }
            if (run == null) {
                List<Run> split = split(b, hosts, byHost);
                if (split == null) {
                    split = pieces(b, hosts, byHost);
                }
                if (split != null) {
                    split.forEach(r -> byHost.put(r.host(), r));
                    continue;
                }
                return new Found(byHost, near != null ? near : "block " + b.label() + ": no compiled block left to hold its"
                        + " body (" + b.label() + " and " + b.label() + ".run already hold another block's)");
            }
            byHost.put(run.host(), run);
        }
        return new Found(byHost, null);
    }

    /**
     * A synchronising block's body split at its first vote or sync.warp (docs/simt.md): what comes before in
     * {@code B} or {@code B.run}, the rest, from the sync on, in {@code B.sync} or {@code B.sync.run}; null when
     * the block does not synchronise after other code or the halves are not there.
     */
    private static List<Run> split(Block b, Map<String, Block> hosts, Map<String, Run> byHost) {
        int at = firstSync(b.body());
        if (at <= 0) {
            return null;
        }
        List<Instruction> head = b.body().subList(0, at);
        List<Instruction> tail = b.body().subList(at, b.body().size());
        Run first = find(b.label(), head, List.of(b.label() + ".run", b.label()), hosts, byHost);
        Run rest = find(b.label(), tail, List.of(b.label() + ".sync.run", b.label() + ".sync"), hosts, byHost);
        return first == null || rest == null || first.host().equals(rest.host()) ? null : List.of(first, rest);
    }

    /**
     * The body as consecutive non-empty pieces in {@code B}, {@code B.after}, {@code B.after.after}, ... (each
     * one contiguous run of its host, the first starting at the body's first instruction); null when the chain
     * runs out before the body does or a host does not continue it.
     */
    private static List<Run> pieces(Block b, Map<String, Block> hosts, Map<String, Run> byHost) {
        List<Instruction> body = b.body();
        List<Run> out = new java.util.ArrayList<>();
        int pos = 0;
        String host = b.label();
        while (pos < body.size()) {
            Block h = hosts.get(host);
            if (h == null || byHost.containsKey(host)) {
                return null;
            }
            int at = h.body().indexOf(body.get(pos));
            if (at < 0) {
                return null;
            }
            int n = 0;
            while (at + n < h.body().size() && pos + n < body.size() && h.body().get(at + n).equals(body.get(pos + n))) {
                n++;
            }
            out.add(new Run(b.label(), host, at, n));
            pos += n;
            host = host + AFTER;
        }
        return out.size() < 2 ? null : out;
    }

    /** The suffix of the block holding the rest of a body split after a release. */
    static final String AFTER = ".after";

    private static Run find(String label, List<Instruction> body, List<String> candidates, Map<String, Block> hosts,
                            Map<String, Run> byHost) {
        for (String host : candidates) {
            Block h = hosts.get(host);
            if (h != null && !byHost.containsKey(host)) {
                int at = indexOf(h.body(), body);
                if (at >= 0) {
                    return new Run(label, host, at, body.size());
                }
            }
        }
        return null;
    }

    private static int firstSync(List<Instruction> body) {
        for (int i = 0; i < body.size(); i++) {
            if (body.get(i) instanceof Instruction.Vote || body.get(i) instanceof Instruction.WarpSync) {
                return i;
            }
        }
        return -1;
    }

    private static int indexOf(List<Instruction> in, List<Instruction> run) {
        for (int i = 0; i + run.size() <= in.size(); i++) {
            if ((i & 255) == 0) {
                CurrentBudget.check("finding a block's body in the compiled kernel");
            }
            if (in.subList(i, i + run.size()).equals(run)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Why {@code host} does not hold {@code b}'s body: the first of its instructions missing, or the first one
     * out of order, or (all there, in order) the run is broken by inserted code.
     */
    private static String mismatch(Block b, Block host) {
        List<Instruction> want = b.body();
        List<Instruction> have = host.body();
        int from = 0;
        for (int k = 0; k < want.size(); k++) {
            if ((k & 255) == 0) {
                CurrentBudget.check("comparing a block's body with the compiled kernel");
            }
            int at = indexFrom(have, want.get(k), from);
            if (at < 0) {
                boolean earlier = indexFrom(have, want.get(k), 0) >= 0;
                return "block " + b.label() + ": instruction " + k + " '" + want.get(k) + "' " + (earlier
                        ? "comes before the instructions it follows in the input" : "is missing") + " in compiled block "
                        + host.label();
            }
            if (k > 0 && at != from) {
                return "block " + b.label() + ": in compiled block " + host.label() + " '" + have.get(from) + "' is"
                        + " inserted between instructions " + (k - 1) + " and " + k + " ('" + want.get(k - 1) + "', '"
                        + want.get(k) + "'); the body must stay one contiguous run";
            }
            from = at + 1;
        }
        return "block " + b.label() + ": its body is not in compiled block " + host.label();
    }

    private static int indexFrom(List<Instruction> in, Instruction x, int from) {
        for (int i = from; i < in.size(); i++) {
            if (in.get(i).equals(x)) {
                return i;
            }
        }
        return -1;
    }
}
