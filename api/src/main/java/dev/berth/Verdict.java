package dev.berth;

/**
 * The independent checker's answer on a solution.
 *
 * @param violation the first violation, in one sentence; null when valid
 * @param summary   the score and the lower bound ("peak 1024, lower bound 1024") when valid, else null
 */
public record Verdict(boolean valid, String violation, String summary) {
}
