package dev.berth.model.check.tiles;

import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.Machine;
import dev.berth.model.tiles.PointerFormat;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.StructureKind;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.StructurePointer;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A large chip and a valid layout for it, built together so no allocator is needed (the model cannot use
 * the bench's generator). Every tile's variables go into lanes of one fixed width: variables of a lane are
 * never live together, so they reuse its bytes, and lane k sits at one address on every tile — which is
 * where the input's equal-address sets are drawn from. Banked variables get bank-wide lanes of their own.
 * Structures sit below the lanes; a shared structure's pointers reach dedicated variables at an address
 * common to all its users.
 */
record LaneChip(TileProblem problem, TileLayout layout) {
    private static final long WIDTH = 2048;
    private static final long BANK = 16_384;

    static LaneChip build(int tiles, int perTile, int sets, int structures, int steps, long seed) {
        Random r = new Random(seed);
        List<TileVariable> vars = new ArrayList<>();
        List<Long> offsets = new ArrayList<>();
        List<int[]> laneOf = new ArrayList<>();
        // Structures first: their sizes decide where the pointer targets and lanes may start.
        List<ReadOnlyStructure> rs = new ArrayList<>();
        StructurePlan[] plans = new StructurePlan[structures];
        long[] cursor = new long[tiles];
        List<Integer> pointerVars = new ArrayList<>();
        List<long[]> pointerSlots = new ArrayList<>();
        long pointerTop = 0;
        String[] formats = {"vector", "vector2d", "vectorList"};
        for (int s = 0; s < structures; s++) {
            int width = Math.min(tiles, 2 + r.nextInt(Math.max(1, tiles / 6)));
            int from = r.nextInt(tiles - width + 1);
            int[] users = new int[width];
            for (int i = 0; i < width; i++) {
                users[i] = from + i;
            }
            int start = r.nextInt(steps);
            Steps use = Steps.of(start, start + 1 + r.nextInt(Math.min(6, steps - start)));
            boolean share = r.nextInt(3) != 0;
            List<StructurePointer> ptrs = new ArrayList<>();
            for (int k = share ? r.nextInt(3) : 0; k > 0; k--) {
                PointerFormat f = PointerFormat.byLabel(formats[r.nextInt(3)]);
                SortedMap<Integer, Integer> targets = new TreeMap<>();
                SortedMap<Integer, Integer> base = new TreeMap<>();
                for (SortedMap<Integer, Integer> slot : f == PointerFormat.VECTOR_LIST ? List.of(targets, base) : List.of(targets)) {
                    long size = 8 + 8 * r.nextInt(32);
                    for (int u : users) {
                        slot.put(u, vars.size());
                        vars.add(new TileVariable("p" + s + "_" + vars.size(), u, size, 8, use, false));
                        offsets.add(-1L);
                        pointerVars.add(vars.size() - 1);
                        pointerSlots.add(new long[] {pointerTop});
                    }
                    pointerTop += size;
                }
                ptrs.add(new StructurePointer(f, targets, base));
            }
            rs.add(new ReadOnlyStructure("s" + s, StructureKind.values()[r.nextInt(4)], 64 + 8 * r.nextInt(256), 8,
                    users, use, ptrs, r.nextInt(4) == 0 ? 0 : 8 * r.nextInt(12), r.nextInt(4) == 0 ? 0 : 8 * r.nextInt(8), true));
            plans[s] = share ? StructurePlan.sharedOn(r.nextInt(tiles)) : StructurePlan.REPLICATED;
        }
        Machine machine = new Machine(tiles, 1 << 24, BANK, 4);
        TileProblem draft = new TileProblem("lanes", machine, steps, vars, List.of(), rs);
        List<SortedMap<Integer, Long>> copies = new ArrayList<>();
        List<SortedMap<Integer, Long>> code = new ArrayList<>();
        for (int s = 0; s < structures; s++) {
            copies.add(new TreeMap<>());
            code.add(new TreeMap<>());
            for (TileBlock b : TileBlocks.structureBlocks(draft, s, plans[s])) {
                long at = (cursor[b.tile()] + 7) / 8 * 8;
                cursor[b.tile()] = at + b.size();
                (b.kind() == BlockKind.COPY ? copies.get(s) : code.get(s)).put(b.tile(), at);
            }
        }
        long structureTop = 0;
        for (long c : cursor) {
            structureTop = Math.max(structureTop, c);
        }
        long pointerBase = (structureTop + 63) / 64 * 64;
        for (int i = 0; i < pointerVars.size(); i++) {
            offsets.set(pointerVars.get(i), pointerBase + pointerSlots.get(i)[0]);
        }
        long laneBase = (pointerBase + pointerTop + BANK - 1) / BANK * BANK;
        // Lanes: plain ones from laneBase up in WIDTH steps; banked ones, a bank each, from bankBase up.
        long bankBase = laneBase + 64 * WIDTH;
        Map<Long, List<Integer>> byOffset = new HashMap<>();
        for (int t = 0; t < tiles; t++) {
            List<Integer> laneEnd = new ArrayList<>();
            List<Integer> bankLaneEnd = new ArrayList<>();
            List<int[]> drawn = new ArrayList<>();
            for (int i = 0; i < perTile; i++) {
                int a = r.nextInt(steps);
                drawn.add(new int[] {a, a + 1 + r.nextInt(Math.min(5, steps - a))});
            }
            drawn.sort((x, y) -> Integer.compare(x[0], y[0]));
            for (int[] live : drawn) {
                boolean banked = r.nextInt(5) == 0;
                List<Integer> ends = banked ? bankLaneEnd : laneEnd;
                int lane = 0;
                while (lane < ends.size() && ends.get(lane) > live[0]) {
                    lane++;
                }
                if (lane == ends.size()) {
                    ends.add(live[1]);
                } else {
                    ends.set(lane, live[1]);
                }
                long align = new long[] {1, 4, 8, 16}[r.nextInt(4)];
                long size = banked ? 1 + r.nextInt((int) BANK) : 1 + r.nextInt((int) WIDTH);
                long at = banked ? bankBase + lane * BANK : laneBase + lane * WIDTH;
                if (!banked && lane >= 64) {
                    throw new IllegalStateException("too many plain lanes on tile " + t);
                }
                byOffset.computeIfAbsent(at, x -> new ArrayList<>()).add(vars.size());
                vars.add(new TileVariable("v" + t + "_" + vars.size(), t, size, align, Steps.of(live[0], live[1]), banked));
                offsets.add(at);
            }
        }
        List<int[]> equal = new ArrayList<>();
        List<Long> keys = new ArrayList<>(byOffset.keySet());
        keys.sort(null);
        for (int k = 0; k < sets; k++) {
            List<Integer> atOffset = byOffset.get(keys.get(r.nextInt(keys.size())));
            Map<Integer, Integer> oneOfTile = new TreeMap<>();
            for (int tries = 0; tries < 12; tries++) {
                int v = atOffset.get(r.nextInt(atOffset.size()));
                oneOfTile.putIfAbsent(vars.get(v).tile(), v);
            }
            if (oneOfTile.size() > 1) {
                equal.add(oneOfTile.values().stream().mapToInt(Integer::intValue).toArray());
            }
        }
        TileProblem p = new TileProblem("lanes-t" + tiles + "-v" + perTile, machine, steps, vars, equal, rs);
        List<StructureLayout> sl = new ArrayList<>();
        for (int s = 0; s < structures; s++) {
            sl.add(new StructureLayout(plans[s], copies.get(s), code.get(s)));
        }
        return new LaneChip(p, new TileLayout(offsets.stream().mapToLong(Long::longValue).toArray(), sl));
    }
}
