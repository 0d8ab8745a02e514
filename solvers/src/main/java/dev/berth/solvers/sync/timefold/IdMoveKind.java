package dev.berth.solvers.sync.timefold;

/** The neighbourhoods of {@link IdMoves}, chosen by the {@code timefold.moves} parameter. */
enum IdMoveKind {
    /** A slot (a conflicting one when there are) to an id where it conflicts with nobody, a used one if any. */
    RELOCATE,
    /** A slot to any other id of its class. */
    CHANGE,
    /** Two slots of one class trade ids. */
    SWAP,
    /** Every holder of one id moves to other used ids where it conflicts with nobody: one id fewer. */
    EMPTY
}
