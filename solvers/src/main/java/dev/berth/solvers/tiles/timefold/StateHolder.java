package dev.berth.solvers.tiles.timefold;

/**
 * Hands the moves the running state of the working solution's score calculator (peaks, groups, decisions).
 * The first calculator to score the solution claims it: that is the solver's own; the ones Timefold's assert
 * modes create later to score the same solution from scratch are thrown away after one score and must not
 * take it over.
 */
final class StateHolder {
    private Object owner;
    private SearchState state;

    void offer(Object calculator, SearchState s) {
        if (owner == null || owner == calculator) {
            owner = calculator;
            state = s;
        }
    }

    SearchState state() {
        return state;
    }
}
