package dev.berth.algorithms.channels;

import dev.berth.model.channels.analysis.Edge;
import dev.berth.model.channels.analysis.Unrolled;

import java.util.List;

/**
 * The text's removal of redundant dependences (step 161): a dependence is dropped when its target "is
 * expected to have obtained it already" — the text drops c1→p7 because "when p7 is reached, c1 has basically
 * finished". The text gives no rule beyond that sentence and its one example. The reading taken here: a
 * dependence whose source's stage is at least two stages before its target's (a whole stage runs in between)
 * is taken as satisfied — on the worked example exactly c1→p7. A reading by cycles (drop it when the source
 * ends before the target could start without it, as soon as possible with the example's cycles) would also
 * drop c4→p7 and c5→p7, which the text keeps. The text allows it for data and resource dependences alike; so does this.
 *
 * <p><strong>This is not sound.</strong> It is a timing argument: nothing makes the earlier stage finish first
 * (a slow consumer, or a stage in between that another warp runs, leaves the addresses still in use). It is
 * harmless on the worked example only because c1→p7 happens to be implied (c1→c2→…→c6→p7). The {@code exact}
 * strategy never uses it: it drops a dependence only when another path of program order and enforced
 * dependences implies it (transitivity, {@code TransitiveReduction}). The reference strategy reports any
 * dependence this removal leaves unordered instead of returning the program.
 */
public final class TimingRemoval {
    /** How many stages apart source and target must be for the text to take the dependence as obtained. */
    public static final int STAGE_GAP = 2;

    private TimingRemoval() {
    }

    /** Whether the text's rule drops {@code e}. */
    public static boolean removes(Unrolled program, Edge e) {
        return program.get(e.to()).stage() - program.get(e.from()).stage() >= STAGE_GAP;
    }

    /** The dependences of {@code dependences} the rule drops, in their order. */
    public static List<Edge> removed(Unrolled program, List<Edge> dependences) {
        return dependences.stream().filter(e -> removes(program, e)).toList();
    }
}
