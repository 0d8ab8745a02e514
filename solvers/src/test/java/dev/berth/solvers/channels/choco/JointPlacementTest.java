package dev.berth.solvers.channels.choco;

import dev.berth.model.Budget;
import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.analysis.CodeMakespan;
import dev.berth.model.channels.testing.ChannelsExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The joint search against brute force over every placement of small random programs: its makespan is the
 * least of all integer placements (not only the grid's), and its channels the fewest among the grid's
 * placements of that makespan, both proven.
 */
class JointPlacementTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24})
    void leastMakespanThenFewestChannelsAsBruteForceFinds(long seed) {
        ChannelsProblem p = randomProgram(seed);
        long[] start = new long[p.buffers().size()];
        JointPlacement.Outcome o = JointPlacement.of(p, start, true, 0, 0, Budget.unlimited());
        assertTrue(o.makespanProven() && o.channelsProven(), "seed " + seed);

        long grid = o.grid();
        long bestMakespan = Long.MAX_VALUE;
        int bestWidthOnGrid = Integer.MAX_VALUE;
        long bestMakespanOnGrid = Long.MAX_VALUE;
        List<long[]> all = placements(p);
        for (long[] offsets : all) {
            ChannelsPlan plan = ChannelsPlan.of(p, offsets, true);
            long m = makespan(plan);
            bestMakespan = Math.min(bestMakespan, m);
            if (onGrid(offsets, grid)) {
                if (m < bestMakespanOnGrid) {
                    bestMakespanOnGrid = m;
                    bestWidthOnGrid = plan.width().width();
                } else if (m == bestMakespanOnGrid) {
                    bestWidthOnGrid = Math.min(bestWidthOnGrid, plan.width().width());
                }
            }
        }
        assertEquals(bestMakespan, bestMakespanOnGrid, "seed " + seed + ": the least makespan is on the grid");
        assertEquals(bestMakespan, o.makespan(), "seed " + seed);
        assertEquals(makespan(o.plan()), o.makespan());
        assertEquals(bestWidthOnGrid, o.plan().width().width(), "seed " + seed);
        for (int b = 0; b < p.buffers().size(); b++) {
            assertTrue(o.offsets()[b] >= 0 && o.offsets()[b] + p.buffers().get(b).size() <= p.capacity());
        }
    }

    /**
     * The seeds above are no easy cases: placement changes the makespan on 15 of them, the channels among the
     * placements of least makespan on 2 (the ones that need phase 2), and 13 have a grid above one byte.
     */
    @Test
    void theRandomProgramsAreOnesWherePlacementMatters() {
        int makespanVaries = 0;
        int channelsVaryAtLeastMakespan = 0;
        int gridAboveOne = 0;
        for (long seed = 1; seed <= 24; seed++) {
            ChannelsProblem p = randomProgram(seed);
            long least = Long.MAX_VALUE;
            long most = 0;
            for (long[] offsets : placements(p)) {
                long m = makespan(ChannelsPlan.of(p, offsets, true));
                least = Math.min(least, m);
                most = Math.max(most, m);
            }
            java.util.Set<Integer> widths = new java.util.HashSet<>();
            for (long[] offsets : placements(p)) {
                ChannelsPlan plan = ChannelsPlan.of(p, offsets, true);
                if (makespan(plan) == least) {
                    widths.add(plan.width().width());
                }
            }
            makespanVaries += most > least ? 1 : 0;
            channelsVaryAtLeastMakespan += widths.size() > 1 ? 1 : 0;
            gridAboveOne += JointPlacement.of(p, new long[p.buffers().size()], true, 0, 0, Budget.unlimited()).grid() > 1
                    ? 1 : 0;
        }
        assertTrue(makespanVaries >= 12, "makespan varies on " + makespanVaries);
        assertTrue(channelsVaryAtLeastMakespan >= 2, "channels vary on " + channelsVaryAtLeastMakespan);
        assertTrue(gridAboveOne >= 8, "grid above 1 on " + gridAboveOne);
    }

    @Test
    void aNodeLimitStopsTheSearchWithAValidPlacementAndNoProof() {
        ChannelsProblem p = randomProgram(7);
        JointPlacement.Outcome o = JointPlacement.of(p, new long[p.buffers().size()], true, 1, 0, Budget.unlimited());
        assertTrue(!o.makespanProven() || !o.channelsProven());
        assertEquals(makespan(ChannelsPlan.of(p, o.offsets(), true)), o.makespan());
    }

    @Test
    void theWorkedExampleUnplacedKeepsItsPoolAndTheTextsMakespan() {
        ChannelsProblem p = ChannelsExamples.read("worked-example-unplaced.json");
        JointPlacement.Outcome o = JointPlacement.of(p, new long[p.buffers().size()], true, 0, 0, Budget.unlimited());
        assertEquals(200, o.makespan());
        assertEquals(3, o.plan().width().width());
        assertTrue(o.makespanProven() && o.channelsProven());
    }

    private static long makespan(ChannelsPlan plan) {
        return CodeMakespan.of(plan.code().reduced().program(), plan.code().sync().warps());
    }

    private static boolean onGrid(long[] offsets, long grid) {
        for (long o : offsets) {
            if (o % grid != 0) {
                return false;
            }
        }
        return true;
    }

    /** Every integer placement of the unplaced buffers inside the capacity. */
    private static List<long[]> placements(ChannelsProblem p) {
        List<long[]> out = new ArrayList<>();
        place(p, 0, new long[p.buffers().size()], out);
        return out;
    }

    private static void place(ChannelsProblem p, int b, long[] offsets, List<long[]> out) {
        if (b == offsets.length) {
            out.add(offsets.clone());
            return;
        }
        ChannelBuffer x = p.buffers().get(b);
        long lo = x.placed() ? x.offset() : 0;
        long hi = x.placed() ? x.offset() : p.capacity() - x.size();
        for (long o = lo; o <= hi; o++) {
            offsets[b] = o;
            place(p, b + 1, offsets, out);
        }
    }

    /**
     * Three buffers (one of them sometimes given an offset), sizes even or not, a capacity that forces some
     * sharing, two or three stages of producers and consumers in up to three warps.
     */
    static ChannelsProblem randomProgram(long seed) {
        Random r = new Random(seed * 0x9E3779B97F4A7C15L); // small consecutive seeds start alike otherwise
        boolean even = r.nextBoolean();
        long unit = even ? 2 : 1;
        List<ChannelBuffer> buffers = new ArrayList<>();
        long total = 0;
        long largest = 0;
        for (int b = 0; b < 3; b++) {
            long size = unit * (1 + r.nextInt(3));
            total += size;
            largest = Math.max(largest, size);
            buffers.add(ChannelBuffer.unplaced("b" + b, size));
        }
        long capacity = largest + unit * r.nextInt((int) ((total - largest) / unit) + 1);
        if (r.nextInt(4) == 0) {
            ChannelBuffer x = buffers.get(0);
            buffers.set(0, new ChannelBuffer(x.id(), x.size(), capacity - x.size()));
        }
        List<Stage> stages = new ArrayList<>();
        int count = 2 + r.nextInt(2);
        for (int s = 0; s < count; s++) {
            int repeat = 1 + r.nextInt(2);
            List<Intrinsic> body = new ArrayList<>();
            int intrinsics = 1 + r.nextInt(2);
            for (int k = 0; k < intrinsics; k++) {
                List<Access> reads = new ArrayList<>();
                List<Access> writes = new ArrayList<>();
                int accesses = 1 + r.nextInt(2);
                for (int a = 0; a < accesses; a++) {
                    ChannelBuffer x = buffers.get(r.nextInt(buffers.size()));
                    long size = unit * (1 + r.nextInt((int) (x.size() / unit)));
                    long room = x.size() - size;
                    long step = repeat > 1 && room >= unit ? unit * r.nextInt((int) (room / unit) + 1) : 0;
                    long at = unit * r.nextInt((int) ((room - step * (repeat - 1)) / unit) + 1);
                    (r.nextInt(5) < 2 ? reads : writes).add(new Access(x.id(), at, step, size));
                }
                body.add(new Intrinsic("x" + k, r.nextInt(3), 1 + r.nextInt(5), reads, writes));
            }
            stages.add(new Stage("s" + s, repeat, body));
        }
        return new ChannelsProblem("random", ChannelsExamples.workedExample().sync(), capacity, buffers, stages);
    }
}
