package dev.berth.bench.simt;

import java.util.List;
import java.util.Locale;

/**
 * One lock kernel under one launch, on hardware without next-PC support: the original under {@code its}, its
 * hand-restructured version and the compiler-only strategy's answer under {@code ipdom} (deterministic schedule),
 * each held to the original's memory under {@code its}.
 *
 * @param strategy    the strategy's status, or "absent" when the registry has no such strategy
 * @param answer      the strategy's answer under ipdom: "completed", the failure, or "-" without one
 * @param answerSteps its warp instructions, 0 without a completed run
 * @param reason      why the strategy gave no kernel, or why its kernel did not complete with its's memory
 */
public record IpdomRow(String kernel, String file, int warps, int lanes, long itsSteps, String hand, long handSteps,
                       String strategy, String answer, long answerSteps, String reason) {
    static final List<String> CSV_HEADER = List.of("kernel", "file", "warps", "lanes", "its_steps", "hand",
            "hand_steps", "strategy", "answer", "answer_steps", "answer_vs_hand", "hand_vs_its", "reason");

    String launch() {
        return warps + "x" + lanes;
    }

    boolean handCompletes() {
        return hand.equals("completed");
    }

    boolean answerCompletes() {
        return answer.equals("completed");
    }

    /** The strategy's warp instructions over the hand version's; NaN unless both completed. */
    double answerVsHand() {
        return handCompletes() && answerCompletes() ? (double) answerSteps / handSteps : Double.NaN;
    }

    /** The hand version's warp instructions over the original's under its; NaN unless it completed. */
    double handVsIts() {
        return handCompletes() ? (double) handSteps / itsSteps : Double.NaN;
    }

    List<String> csv() {
        return List.of(kernel, file, Integer.toString(warps), Integer.toString(lanes), Long.toString(itsSteps), hand,
                Long.toString(handSteps), strategy, answer, Long.toString(answerSteps), ratio(answerVsHand()),
                ratio(handVsIts()), reason);
    }

    static String ratio(double r) {
        return Double.isNaN(r) ? "" : String.format(Locale.ROOT, "%.3f", r);
    }
}
