package dev.berth.engine;

/**
 * The completion word of a task register: bit {@code j} is set by core {@code j} when every part it ran succeeded.
 * {@code width} is how many cores got a part (fewer than the unit's cores when the task has fewer parts), so only
 * those bits count: the task succeeded when all of them are ones.
 */
public record CompletionWord(long bits, int width) {

    public static final int MAX_WIDTH = Long.SIZE;

    public CompletionWord {
        if (width < 1 || width > MAX_WIDTH) {
            throw new IllegalArgumentException("completion word width must be in 1.." + MAX_WIDTH + ", was " + width);
        }
        if ((bits & ~mask(width)) != 0) {
            throw new IllegalArgumentException("bits beyond the width " + width + ": " + Long.toBinaryString(bits));
        }
    }

    /** All ones over the width: every core that got a part succeeded. */
    public boolean succeeded() {
        return bits == mask(width);
    }

    /** How many cores reported success. */
    public int successes() {
        return Long.bitCount(bits);
    }

    /** The ranks of the cores whose bit is 0. */
    public int[] failedCores() {
        return java.util.stream.IntStream.range(0, width).filter(j -> (bits & (1L << j)) == 0).toArray();
    }

    static long mask(int width) {
        return width == MAX_WIDTH ? -1L : (1L << width) - 1;
    }
}
