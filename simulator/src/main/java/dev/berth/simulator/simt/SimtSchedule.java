package dev.berth.simulator.simt;

/** Which warp issues next among those that can. */
public enum SimtSchedule {
    /** Round-robin from the warp after the last one that issued: runs repeat exactly, so repeats prove livelocks. */
    DETERMINISTIC,
    /** Uniformly at random, from a seed. */
    RANDOM
}
