package dev.berth.algorithms.channels;

import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.DependenceKind;
import dev.berth.model.channels.analysis.Edge;
import dev.berth.model.channels.analysis.GeneratedCode;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.analysis.HappensBefore;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.EnumMap;
import java.util.TreeMap;

/**
 * The text's channel allocation (step 162), as its worked example shows it: data channels for data
 * dependences and resource channels for resource dependences, with one numbering; dependences in the order
 * the text lists them (by target, then source, in program order); each takes the lowest channel of its own
 * kind whose previous use is over — that use's wait has completed before this use's signal, in the
 * happens-before order of the code — else the next unused id.
 *
 * <p>Keeping the kinds apart is read off the example: c2→p4 could reuse data channel 1 (c1 waited on it before
 * c2 runs) and the text gives it a new channel 4; p4→c4 gets 1 again, c4→p7 gets 4 again. With that reading
 * the example's allocation comes out exactly: 1,2,3 / 4,5 / 1,2,3 / 4,5,6 / 1 — six channels where three
 * suffice. "Over" by happens-before is what the text's "reused once its previous use is over" can only mean
 * in a program of parallel warps; whether the semantics (parity, flag) accept every such hand-over is not the
 * text's concern, and the strategy checks it afterwards.
 */
public final class TextsChannelReuse {
    private TextsChannelReuse() {
    }

    /** One step: the dependence, its sync id in the code, its kind's pool, and the channel it got. */
    public record Step(Edge dependence, String sync, DependenceKind pool, int channel, boolean reused) {
    }

    /**
     * The steps, one per synced dependence of {@code code}, in the text's order. A kind other than data and
     * resource (which the text's graph does not produce) keeps a pool of its own.
     */
    public static List<Step> allocate(GeneratedCode code, ResourceClass channels) {
        SyncProblem sync = code.sync();
        HappensBefore hb = HappensBefore.of(sync);
        Map<String, Integer> index = sync.indexById();
        List<Map.Entry<String, Edge>> order = new ArrayList<>(code.bySync().entrySet());
        order.sort(Comparator.comparing((Map.Entry<String, Edge> e) -> e.getValue().to())
                .thenComparing(e -> e.getValue().from()));
        Map<DependenceKind, TreeMap<Integer, Integer>> lastUse = new EnumMap<>(DependenceKind.class); // channel → its last resource
        int fresh = 0;
        long tried = 0;
        List<Step> steps = new ArrayList<>();
        for (Map.Entry<String, Edge> e : order) {
            CurrentBudget.check("reusing channels as the text does");
            int r = index.get(e.getKey());
            DependenceKind pool = e.getValue().kind();
            TreeMap<Integer, Integer> uses = lastUse.computeIfAbsent(pool, k -> new TreeMap<>());
            Integer channel = null;
            for (Map.Entry<Integer, Integer> u : uses.entrySet()) {
                if ((++tried & 0x3ff) == 0) {
                    CurrentBudget.check("reusing channels as the text does");
                }
                if (hb.hb(hb.completionEvent(u.getValue()), hb.producerEvent(r))) {
                    channel = u.getKey();
                    break;
                }
            }
            boolean reused = channel != null;
            if (!reused) {
                channel = channels.usableId(fresh++);
            }
            uses.put(channel, r);
            steps.add(new Step(e.getValue(), e.getKey(), pool, channel, reused));
        }
        return steps;
    }

    /** The steps as a sync mapping of {@code code}'s program (physical id per resource). */
    public static int[] mapping(GeneratedCode code, List<Step> steps) {
        Map<String, Integer> index = code.sync().indexById();
        int[] m = new int[code.sync().size()];
        for (Step s : steps) {
            m[index.get(s.sync())] = s.channel();
        }
        return m;
    }
}
