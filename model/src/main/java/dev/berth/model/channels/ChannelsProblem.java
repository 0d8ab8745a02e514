package dev.berth.model.channels;

import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.io.Numbers;
import dev.berth.model.sync.ResourceClass;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A sequential program of stages whose intrinsics read and write ranges of buffers in one pool, each
 * annotated with a cooperative warp; Berth turns it into warps that run in parallel with sync channels
 * (formats.md's {@code channels} section).
 *
 * <p>Built, it holds the reader's guarantees whatever built it: unique buffer and stage ids, every access
 * naming a buffer and staying inside it in every iteration, placed buffers inside the capacity.
 *
 * @param sync     the physical channels: the sync family's {@code physical} class (limit, reserved ids, semantics)
 * @param capacity the pool's size in bytes ({@code memory.capacity}), or {@link #UNBOUNDED}
 */
public record ChannelsProblem(String name, ResourceClass sync, long capacity, List<ChannelBuffer> buffers,
                              List<Stage> stages) implements Problem {
    public static final long UNBOUNDED = Long.MAX_VALUE;

    public ChannelsProblem {
        String prefix = name == null || name.isEmpty() ? "" : name + ": ";
        if (sync == null) {
            throw new InputException(prefix + "sync", "missing");
        }
        if (capacity != UNBOUNDED) {
            Numbers.check(prefix + "memory", "capacity", capacity, 1);
        }
        buffers = InputException.copyOfPresent(prefix + "buffers", buffers);
        stages = InputException.copyOfPresent(prefix + "stages", stages);
        ChannelsLimits.check(prefix, buffers, stages);
        Map<String, ChannelBuffer> byId = new HashMap<>();
        for (int b = 0; b < buffers.size(); b++) {
            ChannelBuffer x = buffers.get(b);
            if (byId.put(x.id(), x) != null) {
                throw new InputException(prefix + "buffers[" + b + "].id", "buffer '" + Numbers.abbreviate(x.id())
                        + "' appears twice");
            }
            if (x.placed() && x.offset() + x.size() > capacity) {
                throw new InputException(prefix + "buffers[" + b + "]", "ends at " + (x.offset() + x.size())
                        + ", beyond memory.capacity " + capacity);
            }
            if (x.size() > capacity) {
                throw new InputException(prefix + "buffers[" + b + "].size", x.size() + " is larger than memory.capacity "
                        + capacity);
            }
        }
        Map<String, Integer> stageIds = new HashMap<>();
        for (int s = 0; s < stages.size(); s++) {
            Stage st = stages.get(s);
            if (stageIds.put(st.id(), s) != null) {
                throw new InputException(prefix + "stages[" + s + "].id", "stage '" + Numbers.abbreviate(st.id())
                        + "' appears twice");
            }
            for (int k = 0; k < st.body().size(); k++) {
                Intrinsic x = st.body().get(k);
                String where = prefix + "stages[" + s + "].body[" + k + "]";
                checkAccesses(where + ".reads", x.reads(), byId, st.repeat());
                checkAccesses(where + ".writes", x.writes(), byId, st.repeat());
            }
        }
    }

    private static void checkAccesses(String where, List<Access> accesses, Map<String, ChannelBuffer> buffers, int repeat) {
        for (int a = 0; a < accesses.size(); a++) {
            Access x = accesses.get(a);
            ChannelBuffer b = buffers.get(x.buffer());
            if (b == null) {
                throw new InputException(where + "[" + a + "].buffer", "unknown buffer '" + Numbers.abbreviate(x.buffer()) + "'");
            }
            // at, step and size are at most 2^53 each, but (repeat - 1) × step is not: saturate, never wrap
            long last = ChannelsLimits.add(ChannelsLimits.times(repeat - 1, x.step()), x.at() + x.size());
            if (last > b.size()) {
                throw new InputException(where + "[" + a + "]", "iteration " + (repeat - 1) + " ends at "
                        + (last == Long.MAX_VALUE ? "more than 9.2e18" : String.valueOf(last))
                        + ", beyond buffer '" + Numbers.abbreviate(b.id()) + "' of size " + b.size());
            }
        }
    }


    @Override
    public String family() {
        return "channels";
    }

    /** Each buffer's index by id, for the loops that look up every access's buffer. */
    public Map<String, Integer> bufferIndexes() {
        Map<String, Integer> out = new HashMap<>();
        for (int b = 0; b < buffers.size(); b++) {
            out.put(buffers.get(b).id(), b);
        }
        return out;
    }

    /** Index of the buffer named {@code id}, or -1 (a scan: loops over accesses use {@link #bufferIndexes()}). */
    public int bufferIndex(String id) {
        for (int b = 0; b < buffers.size(); b++) {
            if (buffers.get(b).id().equals(id)) {
                return b;
            }
        }
        return -1;
    }

    /** Whether every buffer has its offset. */
    public boolean placed() {
        return buffers.stream().allMatch(ChannelBuffer::placed);
    }

    /** The same program with the buffers' offsets replaced (indexed like {@link #buffers()}). */
    public ChannelsProblem withOffsets(long[] offsets) {
        List<ChannelBuffer> bs = new java.util.ArrayList<>();
        for (int b = 0; b < buffers.size(); b++) {
            bs.add(new ChannelBuffer(buffers.get(b).id(), buffers.get(b).size(), offsets[b]));
        }
        return new ChannelsProblem(name, sync, capacity, bs, stages);
    }

    public ChannelsProblem withCapacity(long c) {
        return new ChannelsProblem(name, sync, c, buffers, stages);
    }

    public ChannelsProblem withSync(ResourceClass s) {
        return new ChannelsProblem(name, s, capacity, buffers, stages);
    }

    @Override
    public ChannelsProblem withName(String n) {
        return new ChannelsProblem(n, sync, capacity, buffers, stages);
    }
}
