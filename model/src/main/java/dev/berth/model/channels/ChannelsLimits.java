package dev.berth.model.channels;

import dev.berth.model.TooLarge;
import dev.berth.model.io.Numbers;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The sizes Berth builds for one channels instance (docs/channels.md, "Limits"), checked from the instance's
 * fields before anything is unrolled: a few bytes of JSON ({@code repeat}: 1048576) can ask for millions of
 * instances, and the analyses, the checker and the simulator grow with them. Every estimate is exact and
 * saturates at {@link Long#MAX_VALUE} instead of overflowing.
 *
 * <p>An interface of constants and static checks, like the records' own bounds ({@link Stage#MAX_REPEAT}): the
 * limits are part of what a channels instance is, so the independent checker and the simulator, which see
 * only the records, refuse by the same ones.
 */
public interface ChannelsLimits {
    /**
     * Op instances after unrolling, Σ repeat × body size (an iteration of an empty body counts as one: the
     * unrolling still walks it). Every analysis, the checker and the simulator grow with them; a program right
     * at the limit is parsed and analysed in a few seconds on 2 cores, and the bench's largest (10,280) is well
     * inside.
     */
    long INSTANCES = 25_000;
    /**
     * Ranges read or written after unrolling, Σ repeat × (reads + writes): the address analyses, the checker
     * and the simulator walk each. Four per instance at the limit of instances (the bench's programs have two
     * or three).
     */
    long ACCESSES = 100_000;
    /**
     * Distinct warps: the analyses keep, per instance and per warp, the first instance of that warp it reaches.
     * Twice the warps of the largest CTA (1,024 threads of 32), whose named barriers the channels are.
     */
    long WARPS = 64;
    /**
     * The sequential program's cycles, Σ repeat × cycles: every schedule's makespan is at most that, so sums
     * of durations (the simulator's clock, the makespans) stay exact.
     */
    long CYCLES = Numbers.MAX_VALUE;
    /**
     * Buffers: every placement (first fit, the joint model, each of timefold's valuations) keeps an offset per
     * buffer. As many as the accesses allowed, so that every buffer can be touched; the bench's have ten.
     */
    long BUFFERS = 100_000;
    /** The buffers' sizes together: the pool a placement may spread them over, and every address in it. */
    long BYTES = Numbers.MAX_VALUE;

    /**
     * Pieces of ranges: every range cut at every range end in the pool, counted once per piece it covers. The
     * address analyses, the checker and the simulator walk each piece, and the dependences found are at most as
     * many. No field bounds it (one range over every other writer's bytes is as many pieces as there are
     * writers), so it is counted from the unrolled ranges at the offsets in question, before the dependences:
     * twenty per access at the limit of accesses (the bench's programs have one to three).
     */
    long PIECES = 2_000_000;

    /**
     * Instances on the paths that imply the dependences dropped ({@code implied_by}, instance by instance): a
     * dependence across a long run of program order names the whole run, and with many such dependences the
     * paths outgrow the program (every reader of every writer's byte: dependences × instances). Counted as the
     * paths are found; the bench's programs have at most 82,000 (attention, 5,020 instances).
     */
    long PATHS = 2_000_000;

    String INSTANCES_NAME = "channels.instances";
    String PATHS_NAME = "channels.paths";
    String PIECES_NAME = "channels.pieces";
    String ACCESSES_NAME = "channels.accesses";
    String WARPS_NAME = "channels.warps";
    String CYCLES_NAME = "channels.cycles";
    String BYTES_NAME = "channels.bytes";
    String BUFFERS_NAME = "channels.buffers";

    /**
     * Refuses a program beyond a limit with {@link TooLarge}, naming the field where the total crosses it.
     *
     * @param prefix what the fields' paths start with ("file.json: "), possibly empty
     */
    static void check(String prefix, List<ChannelBuffer> buffers, List<Stage> stages) {
        if (buffers.size() > BUFFERS) {
            throw new TooLarge(prefix + "buffers", "buffers", buffers.size(), BUFFERS, BUFFERS_NAME);
        }
        long bytes = 0;
        for (int b = 0; b < buffers.size(); b++) {
            bytes = add(bytes, buffers.get(b).size());
            if (bytes > BYTES) {
                throw new TooLarge(prefix + "buffers[" + b + "].size", "bytes of buffers", total(buffers), BYTES, BYTES_NAME);
            }
        }
        long instances = 0;
        long accesses = 0;
        long cycles = 0;
        Set<Integer> warps = new HashSet<>();
        for (int s = 0; s < stages.size(); s++) {
            Stage st = stages.get(s);
            instances = add(instances, times(st.repeat(), Math.max(1, st.body().size())));
            if (instances > INSTANCES) {
                String field = st.repeat() > 1 ? ".repeat" : ".body";
                throw new TooLarge(prefix + "stages[" + s + "]" + field, "op instances", instances(stages), INSTANCES,
                        INSTANCES_NAME);
            }
            for (int k = 0; k < st.body().size(); k++) {
                Intrinsic x = st.body().get(k);
                String where = prefix + "stages[" + s + "].body[" + k + "]";
                accesses = add(accesses, times(st.repeat(), x.reads().size()));
                if (accesses > ACCESSES) {
                    throw new TooLarge(where + ".reads", "accesses", accesses(stages), ACCESSES, ACCESSES_NAME);
                }
                accesses = add(accesses, times(st.repeat(), x.writes().size()));
                if (accesses > ACCESSES) {
                    throw new TooLarge(where + ".writes", "accesses", accesses(stages), ACCESSES, ACCESSES_NAME);
                }
                cycles = add(cycles, times(st.repeat(), x.cycles()));
                if (cycles > CYCLES) {
                    throw new TooLarge(where + ".cycles", "sequential cycles", cycles(stages), CYCLES, CYCLES_NAME);
                }
                if (warps.add(x.warp()) && warps.size() > WARPS) {
                    throw new TooLarge(where + ".warp", "warps", warps(stages), WARPS, WARPS_NAME);
                }
            }
        }
    }

    /**
     * Refuses ranges that cut into more than {@link #PIECES} pieces.
     *
     * @param where  the field or offsets the pieces come from ("file.json: stages")
     * @param bounds every range end, sorted and distinct
     * @param ranges start, end, start, end, ... of every range
     */
    static void checkPieces(String where, long[] bounds, long[] ranges) {
        long pieces = 0;
        for (int k = 0; k < ranges.length; k += 2) {
            pieces += java.util.Arrays.binarySearch(bounds, ranges[k + 1]) - java.util.Arrays.binarySearch(bounds, ranges[k]);
        }
        if (pieces > PIECES) {
            throw new TooLarge(where, "range pieces", pieces, PIECES, PIECES_NAME);
        }
    }

    /**
     * Refuses paths of more than {@link #PATHS} instances together, as soon as they are that many.
     *
     * @param where what a refusal names ("file.json: stages")
     * @param total the paths' instances found so far
     */
    static void checkPaths(String where, long total) {
        if (total > PATHS) {
            throw new TooLarge(where, "instances on the paths that imply dependences (counted up to the limit)", total,
                    PATHS, PATHS_NAME);
        }
    }

    /** Op instances after unrolling, as {@link #INSTANCES} counts them (saturated). */
    static long instances(List<Stage> stages) {
        long n = 0;
        for (Stage st : stages) {
            n = add(n, times(st.repeat(), Math.max(1, st.body().size())));
        }
        return n;
    }

    private static long accesses(List<Stage> stages) {
        long n = 0;
        for (Stage st : stages) {
            for (Intrinsic x : st.body()) {
                n = add(n, times(st.repeat(), add(x.reads().size(), x.writes().size())));
            }
        }
        return n;
    }

    private static long cycles(List<Stage> stages) {
        long n = 0;
        for (Stage st : stages) {
            for (Intrinsic x : st.body()) {
                n = add(n, times(st.repeat(), x.cycles()));
            }
        }
        return n;
    }

    private static long warps(List<Stage> stages) {
        return stages.stream().flatMap(st -> st.body().stream()).map(Intrinsic::warp).distinct().count();
    }

    private static long total(List<ChannelBuffer> buffers) {
        long n = 0;
        for (ChannelBuffer b : buffers) {
            n = add(n, b.size());
        }
        return n;
    }

    /** {@code a + b} for non-negative values, {@link Long#MAX_VALUE} where it would overflow. */
    static long add(long a, long b) {
        long s = a + b;
        return s < 0 ? Long.MAX_VALUE : s;
    }

    /** {@code a × b} for non-negative values, {@link Long#MAX_VALUE} where it would overflow. */
    static long times(long a, long b) {
        return Math.multiplyHigh(a, b) != 0 || a * b < 0 ? Long.MAX_VALUE : a * b;
    }
}
