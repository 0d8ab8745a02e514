package dev.berth.algorithms.tiles;

import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

class TileClassesTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void blocksShareAClassExactlyWhenTheyInterfereWithTheSameOtherBlocks(long seed) {
        TileProblem p = TileExamples.random(seed, 2, 40, 0, 6);
        StructurePlan[] plans = StructurePlan.allReplicated(p);
        plans[0] = StructurePlan.sharedOn(0);
        for (List<TileBlock> blocks : TileBlocks.of(p, plans)) {
            TileClasses c = TileClasses.of(blocks);
            int n = blocks.size();
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    assertEquals(blocks.get(a).interferes(blocks.get(b)), c.interfere(a, b));
                    assertEquals(twins(blocks, a, b), c.classOf(a) == c.classOf(b), a + " " + b);
                }
            }
        }
    }

    /** N(a) \ {b} = N(b) \ {a}, by definition. */
    private static boolean twins(List<TileBlock> blocks, int a, int b) {
        for (int x = 0; x < blocks.size(); x++) {
            if (x != a && x != b && blocks.get(a).interferes(blocks.get(x)) != blocks.get(b).interferes(blocks.get(x))) {
                return false;
            }
        }
        return true;
    }

    @Test
    void theTextsExampleGroupsAAndBAgainstCDE() {
        // a and b both interfere with c, d and e, not with each other; c, d, e live together with a and b
        TileProblem p = TileExamples.parse("classes", """
                {"family": "tiles", "machine": {"tiles": 1, "bytesPerTile": 4096, "bankBytes": 1024}, "steps": 4,
                 "variables": [ {"id": "a", "tile": 0, "size": 8, "live": [[0, 2]]},
                                {"id": "b", "tile": 0, "size": 16, "live": [[2, 4]]},
                                {"id": "c", "tile": 0, "size": 8, "live": [[0, 4]]},
                                {"id": "d", "tile": 0, "size": 8, "live": [[0, 4]]},
                                {"id": "e", "tile": 0, "size": 4, "live": [[0, 4]]} ] }""");
        List<TileBlock> blocks = TileBlocks.of(p, StructurePlan.allReplicated(p)).get(0);
        TileClasses c = TileClasses.of(blocks);
        assertEquals(2, c.count());
        assertEquals(c.classOf(0), c.classOf(1));
        assertEquals(c.classOf(2), c.classOf(4));
        assertNotEquals(c.classOf(0), c.classOf(2));
        assertEquals(1, c.degree(c.classOf(0)));
    }

    @Test
    void zeroSizeNeverLiveAndGappedBlocksFollowTheDefinition() {
        TileProblem p = TileExamples.parse("corners", """
                {"family": "tiles", "machine": {"tiles": 1, "bytesPerTile": 4096, "bankBytes": 64}, "steps": 6,
                 "variables": [ {"id": "zero", "tile": 0, "size": 0, "live": [[0, 6]]},
                                {"id": "never", "tile": 0, "size": 8, "live": []},
                                {"id": "alone", "tile": 0, "size": 8, "live": [[5, 6]]},
                                {"id": "gap", "tile": 0, "size": 8, "live": [[0, 1], [3, 4]]},
                                {"id": "mid", "tile": 0, "size": 8, "live": [[1, 3]]},
                                {"id": "early", "tile": 0, "size": 8, "live": [[0, 2]]},
                                {"id": "late", "tile": 0, "size": 8, "live": [[2, 4]]} ] }""");
        List<TileBlock> blocks = TileBlocks.of(p, StructurePlan.allReplicated(p)).get(0);
        TileClasses c = TileClasses.of(blocks);
        for (int a = 0; a < blocks.size(); a++) {
            for (int b = a + 1; b < blocks.size(); b++) {
                assertEquals(blocks.get(a).interferes(blocks.get(b)), c.interfere(a, b));
                assertEquals(twins(blocks, a, b), c.classOf(a) == c.classOf(b), a + " " + b);
            }
        }
        // zero, never and alone interfere with nothing: one class
        assertEquals(c.classOf(0), c.classOf(1));
        assertEquals(c.classOf(0), c.classOf(2));
        assertEquals(0, c.degree(c.classOf(0)));
    }
}
