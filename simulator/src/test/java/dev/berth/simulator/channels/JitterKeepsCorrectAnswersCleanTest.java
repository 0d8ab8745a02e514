package dev.berth.simulator.channels;

import dev.berth.model.InputException;
import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.testing.ChannelsExamples;
import dev.berth.model.check.channels.ChannelsChecker;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.util.List;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Jitter never makes a correct answer fail: an answer the checker accepts orders every dependence through its
 * sync pairs, so no duration can let a read or a write overtake what it depends on. Each answer here is first
 * confirmed by the checker, then run under many seeds with a wide spread; the makespans must vary (the jitter
 * is really there) and every run must be clean.
 */
class JitterKeepsCorrectAnswersCleanTest {
    static final int SEEDS = 500;
    /** Wider than the default: if a correct answer could fail under some durations, a wide spread finds them sooner. */
    static final Jitter WIDE = new Jitter(16);

    @ParameterizedTest
    @EnumSource(Semantics.class)
    void exactsAnswerOnTheWorkedExample(Semantics semantics) {
        staysClean(ChannelsExamples.workedExample(semantics), ChannelsSimulatorTest.exact(semantics));
    }

    @ParameterizedTest
    @EnumSource(Semantics.class)
    void theTextsSixChannelAllocation(Semantics semantics) {
        ChannelsProblem p = ChannelsExamples.workedExample(semantics);
        staysClean(p, ChannelsSimulatorTest.texts(p));
    }

    /** Every dependence synced (no reduction), one channel each. */
    @ParameterizedTest
    @EnumSource(Semantics.class)
    void theUnreducedCodeOnTheUnplacedExampleAtOffsetZero(Semantics semantics) {
        ChannelsProblem p = ChannelsExamples.read("worked-example-unplaced.json").withSync(wide(semantics));
        staysClean(p, oneChannelEach(ChannelsPlan.of(p, ChannelsSimulatorTest.AT_ZERO, false)));
    }

    /**
     * Three warps with unequal cycles: the worked example's producer and consumer, plus a fast second consumer
     * (warp 2) of every slot, so that each producer of stage 2 waits on two consumers of stage 1.
     */
    @ParameterizedTest
    @EnumSource(Semantics.class)
    void threeWarpsWithTwoConsumersOfEverySlot(Semantics semantics) {
        ChannelsProblem p = new ChannelsProblem("two-consumers", wide(semantics), 60, List.of(new ChannelBuffer("pool", 60, 0)),
                List.of(stage("s1", 3, new Access("pool", 0, 10, 10), 10, 7), stage("s2", 3, new Access("pool", 15, 15, 15), 20, 3),
                        stage("s3", 1, new Access("pool", 0, 0, 50), 50, 40)));
        staysClean(p, oneChannelEach(ChannelsPlan.of(p, ChannelsSimulatorTest.AT_ZERO, true)));
    }

    /** RacesTest's writers a, b and reader r, now with a → b and b → r synced: the last writer is b, always. */
    @Test
    void twoWritersAndAReaderOnceOrdered() {
        ChannelsProblem p = RacesTest.program(RacesTest.writer("a", 2, 15), RacesTest.writer("b", 0, 5),
                new Intrinsic("r", 1, 20, List.of(RacesTest.ALL), List.of()));
        staysClean(p, oneChannelEach(ChannelsPlan.of(p, new long[] {0}, true)));
    }

    @Test
    void aSpreadBelowOneIsRefused() {
        assertThrows(InputException.class, () -> new Jitter(0.5));
        assertThrows(InputException.class, () -> new Jitter(Double.NaN));
        assertThrows(InputException.class, () -> new Jitter(Double.POSITIVE_INFINITY));
    }

    /** p writes the slot (warp 0), c reads it as slowly as p writes (warp 1), d reads it in fastCycles (warp 2). */
    private static Stage stage(String id, int repeat, Access slot, long producerCycles, long fastCycles) {
        return new Stage(id, repeat, List.of(new Intrinsic("p", 0, producerCycles, List.of(), List.of(slot)),
                new Intrinsic("c", 1, producerCycles, List.of(slot), List.of()),
                new Intrinsic("d", 2, fastCycles, List.of(slot), List.of())));
    }

    /** Room for one channel per sync pair, id 0 reserved as in the examples. */
    private static ResourceClass wide(Semantics semantics) {
        return new ResourceClass(ResourceClass.DEFAULT, 64, List.of(0), semantics);
    }

    private static ChannelsSolution oneChannelEach(ChannelsPlan plan) {
        int[] mapping = new int[plan.code().sync().size()];
        for (int r = 0; r < mapping.length; r++) {
            mapping[r] = r + 1;
        }
        return plan.solution(mapping);
    }

    private static void staysClean(ChannelsProblem p, ChannelsSolution s) {
        assertNull(new ChannelsChecker().violation(p, s), "not a correct answer to begin with");
        ChannelsSimulationReport fixed = ChannelsSimulator.run(p, s);
        assertTrue(fixed.clean(), fixed.violations().toString());
        TreeSet<Long> makespans = new TreeSet<>();
        for (long seed = 1; seed <= SEEDS; seed++) {
            for (Jitter j : List.of(Jitter.defaults(), WIDE)) {
                ChannelsSimulationReport r = ChannelsSimulator.run(p, s, seed, j);
                assertTrue(r.clean(), "seed " + seed + ", " + j + ": " + r.violations() + " " + r.trace());
                assertTrue(r.completed(), "seed " + seed);
                assertEquals(fixed.intrinsicsRun(), r.intrinsicsRun());
                makespans.add(r.makespan());
            }
        }
        assertTrue(makespans.size() > SEEDS / 10, "the durations hardly vary: " + makespans);
    }
}
