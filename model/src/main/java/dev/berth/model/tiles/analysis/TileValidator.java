package dev.berth.model.tiles.analysis;

import dev.berth.model.CurrentBudget;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks a layout against the problem from scratch, sharing nothing with the strategies: decisions are
 * legal, every block a decision implies is placed (and nothing else), offsets are aligned and within the
 * tile's memory, equal-address groups — the input's and those the shared structures' pointers add — sit at
 * one address, blocks of one tile live at a common step do not overlap, and banked variables live at a
 * common step use different banks.
 */
public final class TileValidator {
    private TileValidator() {
    }

    /** The first problem found, in words, or null if the layout is valid. */
    public static String firstViolation(TileProblem p, TileLayout layout) {
        if (layout.variableOffsets().length != p.variableCount()) {
            return "layout has " + layout.variableOffsets().length + " variable offsets for " + p.variableCount() + " variables";
        }
        if (layout.structures().size() != p.structureCount()) {
            return "layout has " + layout.structures().size() + " structure entries for " + p.structureCount() + " structures";
        }
        StructurePlan[] plans = layout.plans();
        for (int s = 0; s < plans.length; s++) {
            CurrentBudget.check("validating the sharing decisions");
            ReadOnlyStructure r = p.structure(s);
            if (plans[s].shared() && !r.shareable()) {
                return "structure " + r.id() + " is not shareable but the layout shares it";
            }
            if (plans[s].shared() && plans[s].master() >= p.tiles()) {
                return "structure " + r.id() + ": master tile " + plans[s].master() + " is not on the machine";
            }
            String placed = placedWhereExpected(p, s, layout.structures().get(s));
            if (placed != null) {
                return placed;
            }
        }
        List<List<TileBlock>> blocks = TileBlocks.of(p, plans);
        long cap = p.machine().bytesPerTile();
        for (List<TileBlock> tile : blocks) {
            CurrentBudget.check("validating the blocks' ranges");
            for (TileBlock b : tile) {
                long off = TileBlocks.offsetOf(layout, b);
                if (off < 0) {
                    return b.describe(p) + " has no offset";
                }
                if (off % b.alignment() != 0) {
                    return b.describe(p) + " at " + off + " is not aligned to " + b.alignment();
                }
                if (off > cap - b.size()) {
                    String end = off > cap ? "starts" : "ends at " + (off + b.size()) + ",";
                    return b.describe(p) + " at " + off + " " + end + " past the tile's " + cap + " bytes";
                }
            }
        }
        EqualAddressGroups groups = EqualAddressGroups.of(p, plans);
        if (!groups.consistent()) {
            return "the shared structures' equal-address sets are inconsistent: " + groups.conflict().describe(p);
        }
        for (int[] g : groups.groups()) {
            long at = layout.variableOffsets()[g[0]];
            for (int v : g) {
                if (layout.variableOffsets()[v] != at) {
                    return "variables " + p.variable(g[0]).id() + " (tile " + p.variable(g[0]).tile() + ", offset " + at
                            + ") and " + p.variable(v).id() + " (tile " + p.variable(v).tile() + ", offset "
                            + layout.variableOffsets()[v] + ") must share an address";
                }
            }
        }
        for (List<TileBlock> tile : blocks) {
            CurrentBudget.check("validating the tiles for overlaps");
            String v = overlap(p, layout, tile);
            if (v == null) {
                v = bankClash(p, layout, tile);
            }
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    private static String placedWhereExpected(TileProblem p, int s, StructureLayout sl) {
        Set<Integer> copies = new HashSet<>();
        Set<Integer> code = new HashSet<>();
        for (TileBlock b : TileBlocks.structureBlocks(p, s, sl.plan())) {
            (b.kind() == BlockKind.COPY ? copies : code).add(b.tile());
        }
        String id = p.structure(s).id();
        if (!copies.equals(sl.copies().keySet())) {
            return "structure " + id + " (" + (sl.plan().shared() ? "shared from tile " + sl.plan().master() : "replicated")
                    + ") needs copies on tiles " + new java.util.TreeSet<>(copies) + ", the layout places them on "
                    + sl.copies().keySet();
        }
        if (!code.equals(sl.code().keySet())) {
            return "structure " + id + " needs exchange code on tiles " + new java.util.TreeSet<>(code)
                    + ", the layout places it on " + sl.code().keySet();
        }
        return null;
    }

    private static String overlap(TileProblem p, TileLayout layout, List<TileBlock> tile) {
        List<long[]> spans = new ArrayList<>();
        for (int i = 0; i < tile.size(); i++) {
            TileBlock b = tile.get(i);
            if (b.size() > 0) {
                long off = TileBlocks.offsetOf(layout, b);
                spans.add(new long[] {off, off + b.size(), i});
            }
        }
        spans.sort(Comparator.comparingLong(x -> x[0]));
        List<long[]> active = new ArrayList<>();
        for (long[] s : spans) {
            active.removeIf(a -> a[1] <= s[0]);
            TileBlock b = tile.get((int) s[2]);
            for (long[] a : active) {
                TileBlock o = tile.get((int) a[2]);
                int step = b.live().firstCommon(o.live());
                if (step >= 0) {
                    return o.describe(p) + " [" + a[0] + ", " + a[1] + ") and " + b.describe(p) + " [" + s[0] + ", " + s[1]
                            + ") overlap on tile " + b.tile() + " and are both live at step " + step;
                }
            }
            active.add(s);
        }
        return null;
    }

    private static String bankClash(TileProblem p, TileLayout layout, List<TileBlock> tile) {
        long bank = p.machine().bankBytes();
        List<long[]> spans = new ArrayList<>();
        for (int i = 0; i < tile.size(); i++) {
            TileBlock b = tile.get(i);
            if (b.banked() && b.size() > 0) {
                long off = TileBlocks.offsetOf(layout, b);
                spans.add(new long[] {off / bank, (off + b.size() - 1) / bank, i});
            }
        }
        spans.sort(Comparator.comparingLong(x -> x[0]));
        List<long[]> active = new ArrayList<>();
        for (long[] s : spans) {
            active.removeIf(a -> a[1] < s[0]);
            TileBlock b = tile.get((int) s[2]);
            for (long[] a : active) {
                TileBlock o = tile.get((int) a[2]);
                int step = b.live().firstCommon(o.live());
                if (step >= 0) {
                    return "banked " + o.describe(p) + " and " + b.describe(p) + " both use bank " + s[0]
                            + " of tile " + b.tile() + " at step " + step;
                }
            }
            active.add(s);
        }
        return null;
    }
}
