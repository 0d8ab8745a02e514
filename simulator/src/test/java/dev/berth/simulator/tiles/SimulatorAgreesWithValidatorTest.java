package dev.berth.simulator.tiles;

import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.analysis.ExchangeSchedule;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.StructurePointer;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.TileValidator;
import dev.berth.model.tiles.testing.StackedTileLayout;
import dev.berth.model.tiles.testing.TileExamples;
import dev.berth.model.tiles.testing.TileLayoutEdits;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.Random;
import java.util.SortedMap;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The machine run and the model's validator answer one question by different methods. A layout the
 * validator accepts must run clean without bank conflicts, with the objective's peaks and the schedule's
 * exchange cycles; the converse need not hold (the machine does not check alignment, and overlapping a dead
 * variable is harmless to it).
 */
class SimulatorAgreesWithValidatorTest {
    static LongStream seeds() {
        return LongStream.rangeClosed(1, 60);
    }

    /** The first random program from {@code seed} on whose input sets are consistent. */
    private static TileProblem instance(long seed) {
        for (long k = seed * 1000; ; k++) {
            TileProblem p = TileExamples.random(k, 2 + (int) (seed % 4), 2 + (int) (seed % 5), (int) (seed % 3),
                    1 + (int) (seed % 4));
            if (EqualAddressGroups.of(p, null).consistent()) {
                return p;
            }
        }
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void stackedLayoutsRunCleanWithTheObjectivesPeaksAndTheSchedulesCycles(long seed) {
        TileProblem p = instance(seed);
        for (StructurePlan[] plans : List.of(StructurePlan.allReplicated(p), TileExamples.someShared(p, new Random(seed)))) {
            TileLayout l = StackedTileLayout.of(p, plans);
            assertNull(TileValidator.firstViolation(p, l));
            assertAgrees(p, l);
        }
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void sharedPointerTargetMovedOnOneUserIsAWrongTargetThere(long seed) {
        for (long k = seed * 1000; ; k++) {
            TileProblem p = TileExamples.random(k, 2 + (int) (seed % 4), 2 + (int) (seed % 5), (int) (seed % 3), 3);
            if (!EqualAddressGroups.of(p, null).consistent()) {
                continue;
            }
            StructurePlan[] plans = TileExamples.someShared(p, new Random(k));
            int[] pick = targetUsedWhileLive(p, plans);
            if (pick != null) {
                assertWrongTargetWhenMoved(p, plans, pick[0], pick[1], pick[2]);
                return;
            }
        }
    }

    private static void assertWrongTargetWhenMoved(TileProblem p, StructurePlan[] plans, int s, int tile, int v) {
        TileLayout valid = StackedTileLayout.of(p, plans);
        long away = (TileLayoutEdits.top(p, valid, tile) / 64 + 2) * 64;
        TileSimulationReport r = TileSimulator.run(p, TileLayoutEdits.variable(valid, v, away));
        String id = p.structure(s).id();
        String target = "variable " + p.variable(v).id();
        assertTrue(r.violations().stream().anyMatch(x -> x.kind() == TileViolation.Kind.WRONG_TARGET && x.tile() == tile
                        && x.message().contains(id) && x.expected().contains(target)),
                () -> "moved " + target + " on tile " + tile + " (" + id + "): " + r.violations());
    }

    /** {structure, tile, variable}: a shared pointer's target on a user other than the first, live during use. */
    private static int[] targetUsedWhileLive(TileProblem p, StructurePlan[] plans) {
        for (int s = 0; s < p.structureCount(); s++) {
            ReadOnlyStructure r = p.structure(s);
            if (!plans[s].shared()) {
                continue;
            }
            for (StructurePointer ptr : r.pointers()) {
                for (SortedMap<Integer, Integer> slot : List.of(ptr.targets(), ptr.base())) {
                    for (var e : slot.entrySet()) {
                        int v = e.getValue();
                        if (e.getKey() != r.users()[0] && p.variable(v).size() > 0 && p.variable(v).live().intersects(r.use())) {
                            return new int[] {s, e.getKey(), v};
                        }
                    }
                }
            }
        }
        return null;
    }

    /**
     * Stacked layouts with a block or two moved at random, half of the time to the first of a few random places
     * the validator accepts (so valid layouts reuse memory in many ways): every valid one must run clean.
     */
    @Test
    void everyLayoutTheValidatorAcceptsRunsClean() {
        Random r = new Random(4_2026);
        int valid = 0;
        int invalid = 0;
        int caught = 0;
        for (int round = 0; round < 1000; round++) {
            TileProblem p = TileExamples.random(r.nextLong(), 2 + r.nextInt(3), 2 + r.nextInt(4), r.nextInt(3), r.nextInt(4));
            if (!EqualAddressGroups.of(p, null).consistent()) {
                continue;
            }
            StructurePlan[] plans = TileExamples.someShared(p, r);
            List<int[]> groups = EqualAddressGroups.of(p, plans).groups();
            TileLayout l = StackedTileLayout.of(p, plans);
            boolean guided = r.nextBoolean();
            for (int k = 1 + r.nextInt(2); k > 0; k--) {
                TileLayout next = mutate(p, groups, l, r);
                for (int tries = 0; guided && tries < 20 && TileValidator.firstViolation(p, next) != null; tries++) {
                    next = mutate(p, groups, l, r);
                }
                l = next;
            }
            if (TileValidator.firstViolation(p, l) == null) {
                valid++;
                assertAgrees(p, l);
            } else {
                invalid++;
                caught += TileSimulator.run(p, l).clean() ? 0 : 1;
            }
        }
        assertTrue(valid > 350 && invalid > 250, valid + " valid, " + invalid + " invalid");
        assertTrue(caught > invalid / 2, "the machine caught " + caught + " of " + invalid + " invalid layouts");
    }

    private static void assertAgrees(TileProblem p, TileLayout l) {
        TileSimulationReport run = TileSimulator.run(p, l);
        assertTrue(run.clean(), () -> p + ": " + run.summary());
        assertEquals(0, run.bankConflicts(), () -> p + ": " + run.bankConflictExamples());
        assertArrayEquals(TileObjective.peaks(p, l), run.peaks(), p::toString);
        ExchangeSchedule x = ExchangeSchedule.of(p, l.plans());
        assertEquals(x.totalCycles(), run.exchangeCycles());
        for (int step : x.steps()) {
            assertEquals(x.cycles(step), run.exchangeCyclesByStep().getOrDefault(step, 0L));
        }
    }

    /** Moves one variable (with its whole equal-address group), copy or code block somewhere below the top. */
    private static TileLayout mutate(TileProblem p, List<int[]> groups, TileLayout l, Random r) {
        int pick = r.nextInt(10);
        if (pick < 6 || p.structureCount() == 0) {
            int v = r.nextInt(p.variableCount());
            int tile = p.variable(v).tile();
            long at = address(r, TileLayoutEdits.top(p, l, tile), p.variable(v).alignment());
            return TileLayoutEdits.variables(l, TileLayoutEdits.groupOf(groups, v), at);
        }
        int s = r.nextInt(p.structureCount());
        StructureLayout sl = l.structures().get(s);
        boolean code = pick == 9 && !sl.code().isEmpty();
        SortedMap<Integer, Long> entries = code ? sl.code() : sl.copies();
        if (entries.isEmpty()) {
            return l;
        }
        int tile = List.copyOf(entries.keySet()).get(r.nextInt(entries.size()));
        long at = address(r, TileLayoutEdits.top(p, l, tile), code ? 1 : p.structure(s).alignment());
        return TileLayoutEdits.entry(l, s, tile, code, r.nextInt(40) == 0 ? -1 : at);
    }

    private static long address(Random r, long top, long alignment) {
        if (r.nextInt(40) == 0) {
            return 100_000 - r.nextInt(8);
        }
        long at = (long) r.nextInt((int) top + 1);
        return r.nextInt(10) == 0 ? at : at / alignment * alignment;
    }
}
