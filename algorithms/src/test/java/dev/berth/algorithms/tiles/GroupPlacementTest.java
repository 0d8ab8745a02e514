package dev.berth.algorithms.tiles;

import dev.berth.model.Budget;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class GroupPlacementTest {

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void eachGroupTakesTheLowestAddressFreeOnAllItsTiles(long seed) {
        // the first consistent program from this seed on (random sets often link two live variables of a tile)
        TileProblem p = TileExamples.random(seed * 1000, 8, 30, 6, 0);
        for (long s = seed * 1000 + 1; !EqualAddressGroups.of(p, null).consistent(); s++) {
            p = TileExamples.random(s, 8, 30, 6, 0);
        }
        EqualAddressGroups groups = EqualAddressGroups.of(p, null);
        TileMemoryMap[] maps = new TileMemoryMap[p.tiles()];
        TileMemoryMap[] mirror = new TileMemoryMap[p.tiles()];
        for (int t = 0; t < p.tiles(); t++) {
            maps[t] = new TileMemoryMap(p.machine().bankBytes(), p.always());
            mirror[t] = new TileMemoryMap(p.machine().bankBytes());
        }
        List<Long> expected = new ArrayList<>();
        for (int[] g : groups.groups()) {
            long align = EqualAddressGroups.alignment(p, g);
            TileBlock[] blocks = new TileBlock[g.length];
            List<long[]> forbidden = new ArrayList<>();
            for (int i = 0; i < g.length; i++) {
                blocks[i] = TileBlocks.variableBlock(p, g[i]);
                mirror[blocks[i].tile()].forbiddenStarts(blocks[i], forbidden);
            }
            long at = GroupPlacement.commonStart(blocks, maps, align);
            assertEquals(TileMemoryMap.lowestStart(forbidden, align), at);
            expected.add(at);
            for (TileBlock b : blocks) {
                maps[b.tile()].place(b, at);
                mirror[b.tile()].place(b, at);
            }
        }
        // step s0 in input order places the groups exactly there
        long[] offsets = new long[p.variableCount()];
        TileMemoryMap[] fresh = new TileMemoryMap[p.tiles()];
        GroupPlacement.place(p, groups.groups(), GroupOrder.INPUT, 0, fresh, offsets, Budget.unlimited());
        for (int k = 0; k < groups.groups().size(); k++) {
            for (int v : groups.groups().get(k)) {
                assertEquals(expected.get(k), offsets[v]);
            }
        }
    }
}
