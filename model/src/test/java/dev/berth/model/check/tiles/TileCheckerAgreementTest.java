package dev.berth.model.check.tiles;

import dev.berth.model.Score;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.analysis.TileValidator;
import dev.berth.model.tiles.testing.StackedTileLayout;
import dev.berth.model.tiles.testing.TileExamples;
import dev.berth.model.tiles.testing.TileLayoutEdits;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static dev.berth.model.tiles.testing.TileLayoutEdits.groupOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The checker and the strategies' validator answer the same question by separate code: on random problems
 * and layouts — stacked ones, then edited to overlap, misalign, overflow, clash in a bank, break an
 * equal-address set, lose or gain a block, or change a decision — they must agree on validity, and on valid
 * layouts the checker's score must be the objective.
 */
class TileCheckerAgreementTest {
    private final TileChecker checker = new TileChecker();

    enum Edit { MOVE, MOVE_ALONE, MISALIGN, PAST_END, SAME_BANK, ONTO, MOVE_ENTRY, DROP, EXTRA, REPLAN, NEGATIVE }

    @Test
    void stackedLayoutsAreValidWithTheObjectivesScore() {
        Random r = new Random(11);
        for (int round = 0; round < 300; round++) {
            TileProblem p = Variants.consistent(r);
            for (StructurePlan[] plans : List.of(StructurePlan.allReplicated(p), TileExamples.someShared(p, r))) {
                TileLayout l = StackedTileLayout.of(p, plans);
                assertNull(checker.violation(p, l), p::toString);
                assertAgrees(p, l);
            }
        }
    }

    @Test
    void agreesWithTheValidatorOnEditedLayouts() {
        Random r = new Random(2026);
        Map<Edit, int[]> seen = new EnumMap<>(Edit.class);
        int valid = 0;
        int invalid = 0;
        for (int round = 0; round < 3000; round++) {
            TileProblem p = Variants.consistent(r);
            StructurePlan[] plans = TileExamples.someShared(p, r);
            List<int[]> groups = EqualAddressGroups.of(p, plans).groups();
            TileLayout l = StackedTileLayout.of(p, plans);
            boolean guided = r.nextInt(3) == 0;
            Edit last = null;
            for (int k = 1 + r.nextInt(3); k > 0; k--) {
                Edit e = Edit.values()[r.nextInt(Edit.values().length)];
                TileLayout next = edit(e, p, groups, l, r);
                for (int tries = 0; guided && tries < 20 && TileValidator.firstViolation(p, next) != null; tries++) {
                    next = edit(e, p, groups, l, r);
                }
                l = next;
                last = e;
                assertAgrees(p, l);
            }
            boolean ok = TileValidator.firstViolation(p, l) == null;
            seen.computeIfAbsent(last, x -> new int[2])[ok ? 0 : 1]++;
            if (ok) {
                valid++;
            } else {
                invalid++;
            }
        }
        assertTrue(valid > 600 && invalid > 600, valid + " valid, " + invalid + " invalid");
        for (Edit e : Edit.values()) {
            int[] c = seen.getOrDefault(e, new int[2]);
            assertTrue(c[1] > 10, e + " made only " + c[1] + " invalid layouts");
        }
    }

    @Test
    void agreesOnIllegalDecisions() {
        Random r = new Random(77);
        int invalid = 0;
        for (int round = 0; round < 400; round++) {
            TileProblem p = Variants.withPinnedStructures(Variants.consistent(r), r);
            if (p.structureCount() == 0) {
                continue;
            }
            TileLayout l = StackedTileLayout.of(p, TileExamples.someShared(p, r));
            int s = r.nextInt(p.structureCount());
            int master = r.nextInt(4) == 0 ? p.tiles() + r.nextInt(3) : r.nextInt(p.tiles());
            TileLayout next = TileLayoutEdits.replan(p, l, s, StructurePlan.sharedOn(Math.min(master, p.tiles() - 1)));
            if (master >= p.tiles()) {
                List<StructureLayout> out = new ArrayList<>(next.structures());
                StructureLayout sl = out.get(s);
                out.set(s, new StructureLayout(StructurePlan.sharedOn(master), sl.copies(), sl.code()));
                next = new TileLayout(next.variableOffsets(), out);
            }
            assertAgrees(p, next);
            invalid += TileValidator.firstViolation(p, next) == null ? 0 : 1;
        }
        assertTrue(invalid > 100, invalid + " invalid");
    }

    private void assertAgrees(TileProblem p, TileLayout l) {
        String theirs = TileValidator.firstViolation(p, l);
        String mine = checker.violation(p, l);
        assertEquals(theirs == null, mine == null, () -> p + "\n  validator: " + theirs + "\n  checker:   " + mine);
        if (mine == null) {
            TileObjective o = TileObjective.of(p, l);
            assertEquals(Score.of(o.maxPeak(), o.totalMemory(), o.exchangeCycles()), checker.score(p, l), p::toString);
        }
    }

    private static TileLayout edit(Edit e, TileProblem p, List<int[]> groups, TileLayout l, Random r) {
        int v = r.nextInt(p.variableCount());
        TileVariable x = p.variable(v);
        long top = TileLayoutEdits.top(p, l, x.tile());
        return switch (e) {
            case MOVE -> TileLayoutEdits.variables(l, groupOf(groups, v), somewhere(r, top, x.alignment()));
            case MOVE_ALONE -> {
                List<Integer> grouped = new ArrayList<>();
                groups.forEach(g -> {
                    for (int y : g) {
                        grouped.add(y);
                    }
                });
                int w = grouped.isEmpty() ? v : grouped.get(r.nextInt(grouped.size()));
                yield TileLayoutEdits.variable(l, w,
                        somewhere(r, TileLayoutEdits.top(p, l, p.variable(w).tile()), p.variable(w).alignment()));
            }
            case MISALIGN -> x.alignment() > 1 ? TileLayoutEdits.variables(l, groupOf(groups, v), l.variableOffsets()[v] + 1)
                    : structureEntry(p, l, r, (s, tile, code) -> code ? -2 : l.structures().get(s).copies().get(tile) + 1);
            case PAST_END -> {
                long end = p.machine().bytesPerTile() - r.nextInt(64);
                yield r.nextBoolean() ? TileLayoutEdits.variables(l, groupOf(groups, v), end / x.alignment() * x.alignment())
                        : structureEntry(p, l, r, (s, tile, code) -> end / (code ? 1 : p.structure(s).alignment())
                        * (code ? 1 : p.structure(s).alignment()));
            }
            case SAME_BANK -> sameBank(p, groups, l, r);
            case ONTO -> {
                int[] mates = p.variablesOf(x.tile());
                int w = mates[r.nextInt(mates.length)];
                yield TileLayoutEdits.variables(l, groupOf(groups, v), l.variableOffsets()[w]);
            }
            case MOVE_ENTRY -> structureEntry(p, l, r, (s, tile, code) ->
                    somewhere(r, TileLayoutEdits.top(p, l, tile), code ? 1 : p.structure(s).alignment()));
            case DROP -> structureEntry(p, l, r, (s, tile, code) -> -1);
            case EXTRA -> extra(p, l, r);
            case REPLAN -> {
                if (p.structureCount() == 0) {
                    yield l;
                }
                int s = r.nextInt(p.structureCount());
                StructurePlan plan = r.nextInt(3) == 0 ? StructurePlan.REPLICATED : StructurePlan.sharedOn(r.nextInt(p.tiles()));
                yield TileLayoutEdits.replan(p, l, s, plan);
            }
            case NEGATIVE -> TileLayoutEdits.variable(l, v, -1 - r.nextInt(3));
        };
    }

    interface Where {
        long offset(int structure, int tile, boolean code);
    }

    /** One copy or code entry of a random structure set to {@code where}'s offset (negative: dropped). */
    private static TileLayout structureEntry(TileProblem p, TileLayout l, Random r, Where where) {
        if (p.structureCount() == 0) {
            return l;
        }
        int s = r.nextInt(p.structureCount());
        StructureLayout sl = l.structures().get(s);
        boolean code = !sl.code().isEmpty() && r.nextInt(3) == 0;
        List<Integer> tiles = new ArrayList<>((code ? sl.code() : sl.copies()).keySet());
        if (tiles.isEmpty()) {
            return l;
        }
        int tile = tiles.get(r.nextInt(tiles.size()));
        long at = where.offset(s, tile, code);
        return at == -2 ? l : TileLayoutEdits.entry(l, s, tile, code, at);
    }

    /** A copy on a tile that needs none, or code on a tile without code (sometimes a needed entry instead). */
    private static TileLayout extra(TileProblem p, TileLayout l, Random r) {
        if (p.structureCount() == 0) {
            return l;
        }
        int s = r.nextInt(p.structureCount());
        int tile = r.nextInt(p.tiles());
        boolean code = r.nextBoolean();
        long at = TileLayoutEdits.up(TileLayoutEdits.top(p, l, tile), code ? 1 : p.structure(s).alignment());
        return TileLayoutEdits.entry(l, s, tile, code, at);
    }

    /** A banked variable moved next to (not onto) another banked one of its tile, inside that one's last bank. */
    private static TileLayout sameBank(TileProblem p, List<int[]> groups, TileLayout l, Random r) {
        List<int[]> pairs = new ArrayList<>();
        for (int t = 0; t < p.tiles(); t++) {
            for (int a : p.variablesOf(t)) {
                for (int b : p.variablesOf(t)) {
                    if (a != b && p.variable(a).banked() && p.variable(b).banked()) {
                        pairs.add(new int[] {a, b});
                    }
                }
            }
        }
        if (pairs.isEmpty()) {
            return l;
        }
        int[] ab = pairs.get(r.nextInt(pairs.size()));
        TileVariable a = p.variable(ab[0]);
        long at = TileLayoutEdits.up(l.variableOffsets()[ab[1]] + p.variable(ab[1]).size(), a.alignment());
        return TileLayoutEdits.variables(l, groupOf(groups, ab[0]), at);
    }

    private static long somewhere(Random r, long top, long alignment) {
        long at = (long) r.nextInt((int) top + 1);
        return r.nextInt(10) == 0 ? at : at / alignment * alignment;
    }
}
