package dev.berth.model;

/**
 * The evidence behind a lower bound or an infeasibility, small enough to check independently: a time at
 * which too many bytes are live, resources no two of which may share, two linked equal-address sets...
 * Each family defines its own as records; its {@link Checker} verifies them without trusting whoever made
 * them.
 */
public interface Certificate {
    /** One sentence a user can check by hand. */
    String describe();
}
