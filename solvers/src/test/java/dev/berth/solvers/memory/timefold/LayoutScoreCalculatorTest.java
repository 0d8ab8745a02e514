package dev.berth.solvers.memory.timefold;

import ai.timefold.solver.core.api.score.HardMediumSoftScore;
import ai.timefold.solver.core.api.solver.SolutionManager;
import ai.timefold.solver.core.api.solver.SolverFactory;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.Window;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The score of hand-made layouts, computed from scratch by {@link LayoutScoreCalculator} through Timefold. */
class LayoutScoreCalculatorTest {
    private static SolutionManager<LayoutSolution, HardMediumSoftScore> scores;

    @BeforeAll
    static void scoreManager() {
        TimefoldSettings settings = new TimefoldSettings(List.of(MoveKind.DROP),
                TimefoldSettings.Acceptor.LATE_ACCEPTANCE, 400, 0, false);
        scores = SolutionManager.create(SolverFactory.create(LayoutSolverConfig.build(settings, 1, 10, 1, 1)));
    }

    private static HardMediumSoftScore score(List<Buffer> buffers, long... offsets) {
        List<OffsetSlot> slots = new ArrayList<>();
        for (int i = 0; i < buffers.size(); i++) {
            Buffer b = buffers.get(i);
            slots.add(new OffsetSlot(i, b.size(), b.alignment(), 1000, false, offsets[i]));
        }
        return scores.update(new LayoutSolution(slots, Interference.of(buffers), List.of(MoveKind.DROP)));
    }

    @Test
    void overlappingBytesOfLiveBuffersArePenalisedHard() {
        List<Buffer> bs = List.of(Buffer.of("a", 0, 4, 5), Buffer.of("b", 2, 6, 4));
        assertEquals(HardMediumSoftScore.of(-3, -6, -11), score(bs, 0, 2));
        assertEquals(HardMediumSoftScore.of(0, -9, -14), score(bs, 0, 5));
    }

    @Test
    void buffersLiveAtDifferentTimesMayShareBytes() {
        List<Buffer> bs = List.of(Buffer.of("a", 0, 4, 5), Buffer.of("b", 4, 6, 4), Buffer.of("c", 5, 9, 1));
        assertEquals(HardMediumSoftScore.of(-1, -5, -13), score(bs, 0, 0, 3));
    }

    @Test
    void gapsFreeBytesExactlyAsTheirWindowsSay() {
        Buffer a = Buffer.of("a", 0, 10, 8).withGaps(List.of(new Gap(3, 6, new Window(0, 2))));
        Buffer b = Buffer.of("b", 3, 6, 6);
        assertEquals(0, score(List.of(a, b), 0, 2).hardScore());
        assertEquals(-1, score(List.of(a, b), 0, 1).hardScore());
        Buffer empty = Buffer.of("a", 0, 10, 8).withGaps(List.of(new Gap(3, 6)));
        assertEquals(0, score(List.of(empty, b), 0, 0).hardScore());
    }
}
