package dev.berth.solvers.channels;

import dev.berth.model.io.Numbers;
import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;

/**
 * The offsets the searches give an unplaced buffer (timefold's moves, the joint Choco model's domains): the
 * multiples of one step {@code g} in
 * {@code [0, top − size]}. {@code g} is the gcd of every buffer's size, every given offset and every access's
 * {@code at}, {@code step} and {@code size}. Then two access ranges meet exactly when the difference of their
 * buffers' offsets lies strictly between two multiples of {@code g}, and rounding every offset of any placement
 * down to the grid (which keeps it in the pool) moves each difference to a multiple of {@code g} on the same side
 * of both: the rounded placement keeps only overlaps the other had. Its conflicting pairs are a subset, so is its
 * happens-before (program order and the pairs, which every sound set of dependences orders), and its makespan is
 * no longer: the grid loses nothing on the first objective. It holds 0 and every end of a buffer on it, the
 * offsets the moves favour.
 *
 * @param step  {@code g}
 * @param top   the end of the pool: {@code memory.capacity}, or for an unbounded pool the sum of the sizes past
 *              the last given buffer (every buffer apart; further out changes nothing)
 */
public record OffsetGrid(long step, long top) {

    public static OffsetGrid of(ChannelsProblem p) {
        long g = 0;
        long placedEnd = 0;
        long sizes = 0;
        for (ChannelBuffer b : p.buffers()) {
            g = Numbers.gcd(g, b.size());
            sizes += b.size();
            if (b.placed()) {
                g = Numbers.gcd(g, b.offset());
                placedEnd = Math.max(placedEnd, b.offset() + b.size());
            }
        }
        for (Stage st : p.stages()) {
            for (Intrinsic x : st.body()) {
                for (Access a : x.reads()) {
                    g = Numbers.gcd(Numbers.gcd(Numbers.gcd(g, a.at()), a.step()), a.size());
                }
                for (Access a : x.writes()) {
                    g = Numbers.gcd(Numbers.gcd(Numbers.gcd(g, a.at()), a.step()), a.size());
                }
            }
        }
        long top = p.capacity() == ChannelsProblem.UNBOUNDED ? placedEnd + sizes : p.capacity();
        return new OffsetGrid(Math.max(1, g), top);
    }

    /**
     * The same grid with its step also dividing the pool's end (a multiple of it already without a capacity):
     * still a grid every placement rounds down to, so the arguments above hold on it.
     */
    public OffsetGrid dividingTop() {
        return new OffsetGrid(Math.max(1, Numbers.gcd(step, top)), top);
    }

    /** The highest offset of the grid where a buffer of {@code size} still ends inside the pool. */
    public long maxOffset(long size) {
        return (top - size) / step * step;
    }

    /** {@code offset} rounded down to the grid and clamped into {@code [0, maxOffset(size)]}. */
    public long snap(long offset, long size) {
        return Math.max(0, Math.min(offset / step * step, maxOffset(size)));
    }
}
