package dev.berth.model.simt.ir;

/**
 * Whom the representative passes to after a jump: the next thread after it, round-robin, among
 * <ul>
 *   <li>{@link #LIVE} ({@code npc.jmp}): every thread that has not exited;</li>
 *   <li>{@link #MASK} ({@code npc.jmp.mask}): the current mask, a literal reading of "round-robin among the active
 *       threads", which livelocks a spin-lock (the spinners keep the role, the lock holder is masked off);</li>
 *   <li>{@link #OTHERS} ({@code npc.jmp.others}): the threads that have not exited and are not in the current
 *       mask, or every thread that has not exited when the mask holds them all. The threads that just ran a
 *       block step aside for the others, as per-thread scheduling takes the groups of a warp in turn: under
 *       {@link #LIVE} a group of thirty spinning threads would run thirty times for each turn of the lock
 *       holder.</li>
 * </ul>
 */
public enum RepresentativeScope {
    LIVE, MASK, OTHERS;

    /** The suffix of the terminators that pass the role this way: "", ".mask" or ".others". */
    public String suffix() {
        return switch (this) {
            case LIVE -> "";
            case MASK -> ".mask";
            case OTHERS -> ".others";
        };
    }
}
