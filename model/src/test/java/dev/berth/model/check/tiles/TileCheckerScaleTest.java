package dev.berth.model.check.tiles;

import dev.berth.model.Score;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.analysis.TileValidator;
import dev.berth.model.tiles.testing.TileLayoutEdits;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * A chip of 256 tiles × 200 variables (more with {@code -Dberth.checker.tiles=1472}) with a valid layout
 * that reuses memory: the checker must pass it with the objective's score and catch what breaks it. The
 * time is printed, never asserted.
 */
class TileCheckerScaleTest {
    private final TileChecker checker = new TileChecker();

    @Test
    void aLargeChipChecksAndAgrees() {
        int tiles = Integer.getInteger("berth.checker.tiles", 256);
        LaneChip chip = LaneChip.build(tiles, 200, Math.max(200, tiles * 2 / 3), Math.max(40, tiles / 11), 40, 3);
        TileProblem p = chip.problem();
        TileLayout l = chip.layout();
        long t0 = System.nanoTime();
        String mine = checker.violation(p, l);
        Score score = checker.score(p, l);
        long t1 = System.nanoTime();
        assertNull(mine);
        assertNull(TileValidator.firstViolation(p, l));
        long t2 = System.nanoTime();
        TileObjective o = TileObjective.of(p, l);
        assertEquals(Score.of(o.maxPeak(), o.totalMemory(), o.exchangeCycles()), score);
        System.out.printf("%s: checker %.2f s (violation + score), validator %.2f s%n", p,
                (t1 - t0) / 1e9, (t2 - t1) / 1e9);

        // Two variables of one tile live together, one moved onto the other; then one banked variable
        // moved next to another live with it, in the same bank.
        int[] pair = livePair(p, l, false);
        TileLayout onto = TileLayoutEdits.variable(l, pair[0], l.variableOffsets()[pair[1]]);
        assertNotNull(checker.violation(p, onto));
        assertNotNull(TileValidator.firstViolation(p, onto));
        int[] banked = livePair(p, l, true);
        TileLayout sameBank = TileLayoutEdits.variable(l, banked[0],
                l.variableOffsets()[banked[1]] + p.variable(banked[1]).size());
        assertNotNull(checker.violation(p, sameBank));
        assertNotNull(TileValidator.firstViolation(p, sameBank));
    }

    /** Two variables of the last tile live at a common step, in no equal-address set, both banked if asked. */
    private static int[] livePair(TileProblem p, TileLayout l, boolean banked) {
        int[] vs = p.variablesOf(p.tiles() - 1);
        java.util.Set<Integer> grouped = new java.util.HashSet<>();
        p.equalAddress().forEach(s -> {
            for (int v : s) {
                grouped.add(v);
            }
        });
        for (int a : vs) {
            for (int b : vs) {
                TileVariable x = p.variable(a);
                TileVariable y = p.variable(b);
                if (a != b && x.banked() == banked && y.banked() == banked && !grouped.contains(a)
                        && x.live().intersects(y.live()) && x.alignment() == 1
                        && (!banked || y.size() % p.machine().bankBytes() != 0)) {
                    return new int[] {a, b};
                }
            }
        }
        throw new AssertionError("no live pair on the last tile");
    }
}
