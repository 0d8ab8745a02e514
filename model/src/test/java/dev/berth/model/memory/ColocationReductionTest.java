package dev.berth.model.memory;

import dev.berth.model.families.MemoryFamily;

import dev.berth.model.memory.analysis.ColocationReduction;
import dev.berth.model.memory.analysis.MemoryLowerBound;
import dev.berth.model.memory.testing.ColocatedInstances;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The reduction every strategy solves: one buffer per group, holding exactly what the group holds. */
class ColocationReductionTest {

    @Test
    void aGroupBecomesItsHullWithWindowsWhereItHoldsLess() {
        ColocationReduction r = ColocationReduction.of(ColocatedInstances.inPlaceChain());
        MemoryProblem reduced = r.reduced();
        assertEquals(2, reduced.size());
        Buffer act = reduced.buffer(0);
        assertEquals("x", act.id(), "named after its largest member (the first of equals)");
        assertEquals(0, act.start());
        assertEquals(8, act.end());
        assertEquals(8, act.size());
        assertEquals(List.of(new Gap(6, 8, new Window(0, 4))), act.gaps());
        assertTrue(r.exact());
        assertTrue(r.windowed());
        assertArrayEquals(new long[] {3, 3, 3, 9}, r.expand(new long[] {3, 9}));
        assertEquals(MemoryLowerBound.of(ColocatedInstances.inPlaceChain()), MemoryLowerBound.of(reduced));
    }

    @Test
    void alignmentIsTheLcmAndAPinCarriesOver() {
        MemoryProblem p = new MemoryProblem("p", List.of(Buffer.of("a", 0, 2, 4).withAlignment(4).withColocate("g"),
                Buffer.of("b", 4, 6, 2).withAlignment(6).withFixedOffset(12L).withColocate("g")), MemoryProblem.UNBOUNDED);
        Buffer merged = ColocationReduction.of(p).reduced().buffer(0);
        assertEquals(12, merged.alignment());
        assertEquals(12L, merged.fixedOffset());
        assertEquals(List.of(new Gap(2, 4), new Gap(4, 6, new Window(0, 2))), merged.gaps());
    }

    @Test
    void membersWindowsThatLeaveAHoleMakeItInexact() {
        MemoryProblem p = new MemoryProblem("p", List.of(
                Buffer.of("a", 0, 4, 8).withGaps(List.of(new Gap(1, 3, new Window(0, 2)))).withColocate("g"),
                Buffer.of("b", 1, 3, 8).withGaps(List.of(new Gap(1, 3, new Window(6, 8)))).withColocate("g")),
                MemoryProblem.UNBOUNDED);
        ColocationReduction r = ColocationReduction.of(p);
        assertFalse(r.exact());
        assertArrayEquals(new long[] {1, 4}, MemoryLowerBound.profile(p)[1], "the union of [0, 2) and [6, 8) is 4 bytes");
    }

    @Test
    void aCertificateAboutTheMergedBufferNamesTheMemberThatHoldsTheBytes() {
        // the merged buffer is named after a (the largest), but at time 3 only b is live, in c's bytes
        MemoryProblem p = new MemoryProblem("p", List.of(Buffer.of("a", 0, 2, 8).withFixedOffset(0L).withColocate("g"),
                Buffer.of("b", 1, 5, 4).withColocate("g"), Buffer.of("c", 3, 5, 2).withFixedOffset(2L)), MemoryProblem.UNBOUNDED);
        ColocationReduction r = ColocationReduction.of(p);
        assertEquals("a", r.reduced().buffer(0).id());
        assertEquals(new PinnedOverlap("b", "c", 3), r.restate(new PinnedOverlap("a", "c", 3)));
        assertEquals(null, MemoryFamily.INSTANCE.checker().infeasibilityViolation(p, new PinnedOverlap("b", "c", 3)));
        assertEquals(null, r.restate(new PinnedOverlap("a", "c", 0)), "nothing of the group meets c at time 0");
    }
}
