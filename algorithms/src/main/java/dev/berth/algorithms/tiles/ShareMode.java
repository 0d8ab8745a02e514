package dev.berth.algorithms.tiles;

/** Which shareable structures the allocator shares (parameter {@code share}: rule, none, all). */
enum ShareMode {
    /** Those whose size outweighs their exchange code (the published rule). */
    RULE,
    /** None: every structure replicated, the baseline sharing is measured against. */
    NONE,
    /** Every shareable structure whose pointers keep the equal-address groups consistent. */
    ALL
}
