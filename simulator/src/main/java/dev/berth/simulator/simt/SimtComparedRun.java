package dev.berth.simulator.simt;

/**
 * One schedule of a {@link SimtComparison}: both runs and whether they agree.
 *
 * @param schedule  "deterministic" or "random seed 7"
 * @param reference the reference kernel's run
 * @param candidate the candidate kernel's run
 * @param identical both completed with the same final memory
 */
public record SimtComparedRun(String schedule, SimtRunReport reference, SimtRunReport candidate, boolean identical) {
}
