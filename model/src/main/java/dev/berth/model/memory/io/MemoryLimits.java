package dev.berth.model.memory.io;

import dev.berth.model.TooLarge;
import dev.berth.model.io.Numbers;
import dev.berth.model.memory.Buffer;

import java.util.List;

/**
 * The memory family's size limits (docs/memory.md, "Limits"): what Berth builds for one instance at most. The
 * parsers check them before they build buffers from a file, and every {@code MemoryProblem} checks them when
 * built, so an instance made in Java is held to them too.
 */
public final class MemoryLimits {
    /**
     * Buffers of one instance: twice the largest trace measured (a million buffers, 2.2 GB resident for the
     * portfolio, bench/MEMORY-LARGE.md); a default heap of a quarter of 16 GB holds no more.
     */
    public static final long BUFFERS = 2_000_000;
    /** Gaps of all buffers together: each one cuts its buffer into more segments, which every analysis keeps. */
    public static final long GAPS = 2_000_000;
    /**
     * Members of one co-location group: in-place chains have a few; the checker and the simulator split what a
     * group holds stretch by stretch, a cost that grows with the cube of the members in the worst case.
     */
    public static final long GROUP_MEMBERS = 1_024;
    /**
     * What stacking every buffer on the next could need: the sum of sizes plus alignment − 1 each. At most
     * 2^53, the largest offset the formats allow: then no sum of sizes, stacking or offset a strategy computes
     * can leave a {@code long}.
     */
    public static final long BYTES = Numbers.MAX_VALUE;

    private MemoryLimits() {
    }

    /** Refuses {@code count} buffers; {@code where} names the file or field. */
    public static void checkBuffers(String where, long count) {
        if (count > BUFFERS) {
            throw new TooLarge(where, "buffers", count, BUFFERS, "memory.buffers");
        }
    }

    /** Refuses {@code count} gaps of all buffers together. */
    public static void checkGaps(String where, long count) {
        if (count > GAPS) {
            throw new TooLarge(where, "gaps", count, GAPS, "memory.gaps");
        }
    }

    /** Refuses a co-location group of {@code members}. */
    public static void checkGroup(String where, long members) {
        if (members > GROUP_MEMBERS) {
            throw new TooLarge(where, "members of one co-location group", members, GROUP_MEMBERS, "memory.group");
        }
    }

    /** Every limit the buffers of one instance are held to; {@code where} names the instance. */
    public static void check(String where, List<Buffer> buffers) {
        checkBuffers(where, buffers.size());
        long gaps = 0;
        long bytes = 0;
        for (Buffer b : buffers) {
            gaps += b.gaps().size();
            // each term is at most 2^54, so the sum cannot wrap before it passes the limit
            bytes += b.size() + b.alignment() - 1;
            if (bytes > BYTES) {
                throw new TooLarge(where, "bytes when every buffer is stacked on the next (sizes plus alignment - 1 "
                        + "each)", saturatedBytes(buffers), BYTES, "memory.bytes");
            }
        }
        checkGaps(where, gaps);
    }

    private static long saturatedBytes(List<Buffer> buffers) {
        long sum = 0;
        for (Buffer b : buffers) {
            long term = b.size() + b.alignment() - 1;
            sum = sum > Long.MAX_VALUE - term ? Long.MAX_VALUE : sum + term;
        }
        return sum;
    }
}
