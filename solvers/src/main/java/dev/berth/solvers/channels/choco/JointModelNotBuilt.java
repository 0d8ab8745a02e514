package dev.berth.solvers.channels.choco;

/** The program does not fit the joint model (its numbers exceed Choco's int domains); the caller falls back. */
final class JointModelNotBuilt extends RuntimeException {
    JointModelNotBuilt(String message) {
        super(message, null, false, false);
    }
}
