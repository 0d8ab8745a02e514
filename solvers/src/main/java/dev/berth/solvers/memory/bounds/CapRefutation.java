package dev.berth.solvers.memory.bounds;

/**
 * One proven step: a complete search found no layout of a relaxation's buffers within {@code cap} bytes, so
 * the instance's least peak is above {@code bandBytes + cap}.
 *
 * @param relaxation what was searched
 * @param cap        the capacity the search refuted (bytes, for the relaxation's rest)
 * @param proves     the lower bound of the whole this step proves (after rounding to the granule)
 * @param solver     the complete strategy that searched
 * @param proof      "search" (a complete search, trusted as such) or "certificate" (checker-verified)
 * @param nodes      search nodes of that proof
 */
public record CapRefutation(Relaxation relaxation, long cap, long proves, String solver, String proof, long nodes) {

    /** One sentence a reader can re-run. */
    public String describe() {
        return "no layout of " + relaxation.describe() + " peaks at or below " + cap + " (" + solver + ", " + proof
                + (nodes > 0 ? ", " + nodes + " nodes" : "") + "), so the least peak is at least "
                + (relaxation.bandBytes() > 0 ? relaxation.bandBytes() + " + " : "") + (cap + 1) + ", rounded up to "
                + proves;
    }
}
