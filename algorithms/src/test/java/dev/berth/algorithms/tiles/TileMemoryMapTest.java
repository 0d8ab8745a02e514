package dev.berth.algorithms.tiles;

import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.analysis.TileValidator;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class TileMemoryMapTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void firstFitOfEveryBlockIsValidAndNeverAboveTheSumOfSizes(long seed) {
        TileProblem p = TileExamples.random(seed, 3, 8, 0, 3);
        StructurePlan[] plans = StructurePlan.allReplicated(p);
        TileLayoutBuilder out = new TileLayoutBuilder(p, plans);
        List<List<TileBlock>> blocks = TileBlocks.of(p, plans);
        for (int t = 0; t < p.tiles(); t++) {
            TileMemoryMap map = new TileMemoryMap(p.machine().bankBytes());
            long sum = 0;
            for (TileBlock b : blocks.get(t)) {
                long at = map.firstFit(b);
                map.place(b, at);
                out.set(b, at);
                long bank = p.machine().bankBytes();
                sum += b.banked() ? ((b.size() + b.alignment() + bank - 1) / bank + 1) * bank : b.size() + b.alignment();
            }
            assertTrue(map.peak() <= sum, "first fit never leaves a hole it could have used: " + map.peak() + " > " + sum);
        }
        assertNull(TileValidator.firstViolation(p, out.build()));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void lowestFromAgreesWithTheSortedForbiddenRanges(long seed) {
        TileProblem p = TileExamples.random(seed, 1, 30, 0, 4);
        List<TileBlock> blocks = TileBlocks.of(p, StructurePlan.allReplicated(p)).get(0);
        Random r = new Random(seed);
        TileMemoryMap map = seed % 2 == 0 ? new TileMemoryMap(p.machine().bankBytes())
                : new TileMemoryMap(p.machine().bankBytes(), p.always());
        for (TileBlock b : blocks) {
            long from = r.nextInt(200);
            long align = new long[] {1, 4, 8, 24}[r.nextInt(4)];
            List<long[]> forbidden = new ArrayList<>();
            map.forbiddenStarts(b, forbidden);
            forbidden.add(new long[] {0, from});
            assertEquals(TileMemoryMap.lowestStart(forbidden, align), map.lowestFrom(b, from, align));
            long at = map.firstFit(b);
            List<long[]> again = new ArrayList<>();
            map.forbiddenStarts(b, again);
            assertEquals(TileMemoryMap.lowestStart(again, b.alignment()), at);
            // a random placement (not first fit) keeps the map's lists unlike first-fit order
            map.place(b, r.nextBoolean() ? at : r.nextInt(400));
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4})
    void aClearedMapAnswersAsAFreshOne(long seed) {
        TileProblem p = TileExamples.random(seed, 1, 30, 0, 4);
        List<TileBlock> blocks = TileBlocks.of(p, StructurePlan.allReplicated(p)).get(0);
        TileMemoryMap reused = new TileMemoryMap(p.machine().bankBytes(), p.always());
        Random r = new Random(seed);
        for (TileBlock b : blocks) {
            reused.place(b, r.nextInt(400));
        }
        reused.clear();
        assertEquals(0, reused.peak());
        assertEquals(0, reused.size());
        TileMemoryMap fresh = new TileMemoryMap(p.machine().bankBytes(), p.always());
        for (TileBlock b : blocks) {
            long at = fresh.firstFit(b);
            assertEquals(at, reused.firstFit(b));
            fresh.place(b, at);
            reused.place(b, at);
        }
        assertEquals(fresh.peak(), reused.peak());
    }
}
