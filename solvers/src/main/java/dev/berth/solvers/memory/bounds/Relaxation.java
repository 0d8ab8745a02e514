package dev.berth.solvers.memory.bounds;

import dev.berth.model.memory.MemoryProblem;

/**
 * A relaxation of an instance whose least peak is at most the instance's: {@code rest} to search, plus
 * {@code bandBytes} of bands taken out (buffers that every other buffer must lie above or below), so the
 * instance's least peak is at least {@code bandBytes + least peak(rest)}.
 *
 * @param what      which relaxation, in words ("window [a, b) of the instance")
 * @param rest      the buffers left to search, unbounded capacity
 * @param bandBytes the summed sizes of the bands taken out
 * @param bands     how many bands were taken out
 */
public record Relaxation(String what, MemoryProblem rest, long bandBytes, int bands) {

    /** The window {@code [from, to)} of {@code problem}, bands taken out. */
    public static Relaxation window(MemoryProblem problem, long from, long to, String what) {
        WindowRestriction w = WindowRestriction.of(problem, from, to);
        return new Relaxation(what, w.rest(), w.bandBytes(), w.bands());
    }

    /** {@code problem} seen only at {@code times}, bands of that view taken out. */
    public static Relaxation sampled(MemoryProblem problem, long[] times, String what) {
        MemoryProblem s = SampledRestriction.of(problem, times, "@" + times.length);
        WindowRestriction w = WindowRestriction.of(s, 0, times.length);
        return new Relaxation(what, w.rest(), w.bandBytes(), w.bands());
    }

    /** One line: what it is and what the search sees. */
    public String describe() {
        return what + ": " + rest.size() + " buffers searched" + (bands == 0 ? ""
                : ", " + bands + " bands of " + bandBytes + " bytes taken out");
    }
}
