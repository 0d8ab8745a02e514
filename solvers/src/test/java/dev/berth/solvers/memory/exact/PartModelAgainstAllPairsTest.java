package dev.berth.solvers.memory.exact;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;
import dev.berth.model.memory.Window;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The part's sparse structures (sweeps, compressed rows) hold exactly what the plain all-pairs definitions say,
 * in the order the search reads them: the search's layouts and node counts depend on that order.
 */
class PartModelAgainstAllPairsTest {

    @Test
    void sweepsMatchTheAllPairsDefinitions() {
        int withPins = 0;
        int withNeighbours = 0;
        for (int seed = 0; seed < 300; seed++) {
            MemoryProblem p = random(seed);
            int[] members = new int[p.size()];
            for (int i = 0; i < members.length; i++) {
                members[i] = i;
            }
            // a part need not be the whole problem, nor in any particular order of starts
            if (seed % 3 == 0) {
                members = Arrays.stream(members).filter(i -> i % 4 != 1).toArray();
            }
            PartModel m = new PartModel(p, members);
            String at = "seed " + seed;
            List<Integer> pinned = new ArrayList<>();
            for (int g : members) {
                if (p.buffer(g).isFixed()) {
                    pinned.add(g);
                }
            }
            assertEquals(members.length - pinned.size(), m.n, at);
            // neighbours: every other free buffer whose segments meet in time, ascending local index
            for (int i = 0; i < m.n; i++) {
                List<Long> want = new ArrayList<>();
                for (int j = 0; j < m.n; j++) {
                    long e = j == i ? 0 : PartModel.clearance(segs(p, m, i), segs(p, m, j));
                    if (e > 0) {
                        want.add((long) j);
                        want.add(e);
                    }
                }
                List<Long> got = new ArrayList<>();
                for (int k = m.nbrStart[i]; k < m.nbrStart[i + 1]; k++) {
                    got.add((long) m.nbr[k]);
                    got.add(m.nbrEff[k]);
                }
                assertEquals(want, got, at + ", neighbours of " + i);
                assertEquals(want.size() / 2, m.degree(i), at);
                withNeighbours += want.isEmpty() ? 0 : 1;
            }
            // pinned obstacles: every pin live with the buffer, by offset, ties in the part's order
            for (int i = 0; i < m.n; i++) {
                List<long[]> want = new ArrayList<>();
                for (int g : pinned) {
                    Buffer pin = p.buffer(g);
                    long e = PartModel.clearance(pin.segments(), segs(p, m, i));
                    if (e > 0) {
                        want.add(new long[] {pin.fixedOffset(), e, PartModel.clearance(segs(p, m, i), pin.segments())});
                    }
                }
                want.sort((u, v) -> Long.compare(u[0], v[0]));
                assertArrayEquals(want.stream().mapToLong(o -> o[0]).toArray(), m.pinOffset[i], at);
                assertArrayEquals(want.stream().mapToLong(o -> o[1]).toArray(), m.pinEff[i], at);
                assertArrayEquals(want.stream().mapToLong(o -> o[2]).toArray(), m.pinBelow[i], at);
                withPins += want.isEmpty() ? 0 : 1;
            }
            // sections: the free segments' distinct ends cut the timeline; a section's members ascending
            TreeSet<Long> times = new TreeSet<>();
            for (int i = 0; i < m.n; i++) {
                for (Segment x : segs(p, m, i)) {
                    times.add(x.start());
                    times.add(x.end());
                }
            }
            long[] cuts = times.stream().mapToLong(Long::longValue).toArray();
            assertEquals(Math.max(0, cuts.length - 1), m.sections, at);
            for (int t = 0; t < m.sections; t++) {
                long bytes = 0;
                List<Long> want = new ArrayList<>();
                for (int i = 0; i < m.n; i++) {
                    for (Segment x : segs(p, m, i)) {
                        if (x.start() <= cuts[t] && cuts[t + 1] <= x.end()) {
                            bytes += x.upper() - x.lower();
                            want.add((long) i);
                            want.add(x.lower());
                        }
                    }
                }
                List<Long> got = new ArrayList<>();
                for (int k = m.memberStart[t]; k < m.memberStart[t + 1]; k++) {
                    got.add((long) m.sectionMember[k]);
                    got.add(m.memberBottom[k]);
                }
                assertEquals(bytes, m.initialTotal[t], at + ", bytes of section " + t);
                assertEquals(want, got, at + ", members of section " + t);
            }
        }
        // the instances exercise what they are meant to
        assertTrue(withPins > 100, "buffers with pinned obstacles: " + withPins);
        assertTrue(withNeighbours > 1000, "buffers with neighbours: " + withNeighbours);
    }

    @Test
    void buildingStopsWhenTheBudgetEnds() {
        MemoryProblem p = random(7);
        int[] members = new int[p.size()];
        for (int i = 0; i < members.length; i++) {
            members[i] = i;
        }
        assertThrows(PartModel.Stopped.class, () -> new PartModel(p, members, () -> true));
    }

    private static List<Segment> segs(MemoryProblem p, PartModel m, int i) {
        return p.buffer(m.global[i]).segments();
    }

    /**
     * Up to 40 buffers over a short horizon (many equal starts and ends), some aligned, some with gaps with or
     * without windows (windows from 0 and from higher up), several pinned.
     */
    private static MemoryProblem random(long seed) {
        Random r = new Random(seed);
        int n = 2 + r.nextInt(39);
        int horizon = 3 + r.nextInt(20);
        List<Buffer> bs = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int s = r.nextInt(horizon);
            int e = s + 1 + r.nextInt(horizon - s);
            long size = 1 + r.nextInt(16);
            Buffer b = Buffer.of("b" + i, s, e, size);
            if (r.nextInt(4) == 0) {
                b = b.withAlignment(new long[] {2, 4, 8}[r.nextInt(3)]);
            }
            if (e - s >= 3 && r.nextInt(3) == 0) {
                int gs = s + 1 + r.nextInt(e - s - 2);
                int ge = gs + 1 + r.nextInt(e - gs - 1);
                long lower = r.nextBoolean() ? 0 : r.nextInt((int) size);
                long upper = lower + 1 + r.nextInt((int) (size - lower));
                Window w = r.nextBoolean() ? null : new Window(lower, upper);
                b = b.withGaps(List.of(new Gap(gs, ge, w)));
            }
            if (r.nextInt(6) == 0) {
                b = b.withFixedOffset(b.alignment() * r.nextInt(5));
            }
            bs.add(b);
        }
        return new MemoryProblem("sweep-" + seed, bs, MemoryProblem.UNBOUNDED);
    }
}
