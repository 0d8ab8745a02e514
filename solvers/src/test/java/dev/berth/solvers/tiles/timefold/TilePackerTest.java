package dev.berth.solvers.tiles.timefold;

import dev.berth.heuristics.tiles.TileMemoryMap;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.TileBlock;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TilePackerTest {

    private static Steps live(Random r, int steps) {
        List<int[]> parts = new ArrayList<>();
        for (int k = r.nextInt(3); k >= 0; k--) {
            int a = r.nextInt(steps);
            parts.add(new int[] {a, a + r.nextInt(steps - a + 1)});
        }
        return Steps.of(parts);
    }

    /** Random blocks (some empty, banked, gapped, dead) placed one by one, each at its first fit by both. */
    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void firstFitMatchesTileMemoryMap(long seed) {
        Random r = new Random(seed);
        long bank = new long[] {16, 64, 256}[r.nextInt(3)];
        TileMemoryMap reference = new TileMemoryMap(bank);
        TilePacker packer = new TilePacker(bank);
        int steps = 2 + r.nextInt(8);
        for (int i = 0; i < 80; i++) {
            TileBlock b = new TileBlock(BlockKind.VARIABLE, 0, i, r.nextInt(8) == 0 ? 0 : 1 + r.nextInt(200),
                    new long[] {1, 2, 4, 8, 32}[r.nextInt(5)], live(r, steps), r.nextInt(3) == 0);
            long expected = reference.firstFit(b);
            assertEquals(expected, packer.firstFit(b), "block " + i);
            // now and then a block away from its first fit, as grouped variables are
            long at = r.nextInt(6) == 0 ? expected + b.alignment() * r.nextInt(20) : expected;
            reference.place(b, at);
            packer.place(b, at);
            assertEquals(reference.peak(), packer.peak());
        }
    }
}
