package dev.berth.solvers.timefold;

import java.util.random.RandomGenerator;

/**
 * Draws moves against the solution at the start of a step (Timefold undoes every move it evaluates, so that
 * solution holds all step long). A draw may not apply, and then a step still needs a move.
 */
public interface MoveDraws<M> {
    /** Draws per move before a move that changes nothing is handed out instead (every draw inapplicable). */
    int DRAWS = 64;

    /** A move of a random enabled kind, or null when the draw does not apply. */
    M next(RandomGenerator random);

    /** A move that changes nothing, for when no draw applies or the search is being stopped. */
    M unchanged(RandomGenerator random);

    /** The first of {@value #DRAWS} draws that applies, else {@link #unchanged}. */
    default M firstApplicable(RandomGenerator random) {
        for (int k = 0; k < DRAWS; k++) {
            M m = next(random);
            if (m != null) {
                return m;
            }
        }
        return unchanged(random);
    }
}
