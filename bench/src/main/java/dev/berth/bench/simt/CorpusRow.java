package dev.berth.bench.simt;

import java.util.List;
import java.util.Locale;

/**
 * One kernel × launch of the corpus report: the original under {@code its} and {@code ipdom}, what the
 * {@code nextpc} strategy answered, and how the answer ran on its hardware on the deterministic schedule and
 * the seeded random ones, each against {@code its} on the same schedule.
 *
 * @param kernel        the kernel's name
 * @param file          its file in the corpus
 * @param waits         the header's class is {@code lock}
 * @param warps         launch warps
 * @param lanes         launch threads per warp
 * @param its           the original under {@code its}, deterministic: outcome ({@code completed}, ...)
 * @param itsSteps      its warp instructions
 * @param itsSimd       its SIMD efficiency
 * @param itsStable     the random schedules under {@code its} end with the deterministic one's memory (the
 *                      kernel's result does not depend on the schedule, so comparing against it is fair)
 * @param ipdom         the original under {@code ipdom}, deterministic: outcome, {@code ?} when suspected
 * @param status        the strategy's status ({@code FEASIBLE}, {@code OPTIMAL}, {@code UNKNOWN}, or
 *                      {@code ERROR} when it threw)
 * @param pass          {@code compiled}, {@code unchanged} or {@code none}
 * @param size          the answer's instructions and terminators (0 without an answer)
 * @param originalSize  the original's
 * @param checker       the independent checker's complaint, or null
 * @param target        the hardware the answer is for ({@code nextpc}, {@code ipdom}) or {@code -}
 * @param answer        the answer's deterministic run: outcome, {@code ?} when suspected, {@code -} without one
 * @param answerSteps   its warp instructions (0 without one)
 * @param answerSimd    its SIMD efficiency
 * @param schedules     schedules run (deterministic + random)
 * @param agreeing      schedules where the answer completed with {@code its}' memory on that schedule
 * @param verdict       {@code completes} (every schedule agreed) or the first failing schedule's kind:
 *                      {@code livelock}, {@code deadlock}, {@code fault}, {@code wrong memory}, {@code not compiled},
 *                      {@code its fails}
 * @param reason        the first failing schedule and the simulator's message; empty when it completes
 * @param seconds       wall time of this row
 */
public record CorpusRow(String kernel, String file, boolean waits, int warps, int lanes, String its, long itsSteps,
                        double itsSimd, boolean itsStable, String ipdom, String status, String pass, long size,
                        long originalSize, String checker, String target, String answer, long answerSteps,
                        double answerSimd, int schedules, int agreeing, String verdict, String reason,
                        double seconds) {
    public static final String COMPLETES = "completes";

    public String launch() {
        return warps + "x" + lanes;
    }

    public boolean completes() {
        return verdict.equals(COMPLETES);
    }

    /** The answer's warp instructions over {@code its}', deterministic schedule; NaN unless both completed. */
    public double ratio() {
        return itsSteps > 0 && answerSteps > 0 && answer.equals("completed") ? (double) answerSteps / itsSteps
                : Double.NaN;
    }

    static final List<String> CSV_HEADER = List.of("kernel", "file", "class", "warps", "lanes", "its", "its_steps",
            "its_simd", "its_stable", "ipdom", "status", "pass", "size", "original_size", "checker", "target",
            "answer", "answer_steps", "answer_simd", "ratio_vs_its", "schedules", "agreeing", "verdict", "reason",
            "seconds");

    List<String> csv() {
        return List.of(kernel, file, waits ? "lock" : "lock-free", String.valueOf(warps), String.valueOf(lanes), its,
                String.valueOf(itsSteps), fixed(itsSimd), String.valueOf(itsStable), ipdom, status, pass,
                String.valueOf(size), String.valueOf(originalSize), checker == null ? "" : checker, target, answer,
                String.valueOf(answerSteps), fixed(answerSimd), Double.isNaN(ratio()) ? "" : fixed(ratio()),
                String.valueOf(schedules), String.valueOf(agreeing), verdict, reason, fixed(seconds));
    }

    private static String fixed(double x) {
        return String.format(Locale.ROOT, "%.4f", x);
    }
}
