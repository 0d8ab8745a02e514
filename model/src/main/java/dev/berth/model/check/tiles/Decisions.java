package dev.berth.model.check.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The layout's shape and its per-structure decisions: one offset per variable, one entry per structure, a
 * legal plan, and copies and exchange code on exactly the tiles the plan implies — an extra entry is as
 * wrong as a missing one, since a solution file is read back and simulated as written.
 */
final class Decisions {
    private Decisions() {
    }

    static String violation(TileProblem p, TileLayout layout) {
        if (layout == null || layout.variableOffsets() == null || layout.structures() == null) {
            return "the layout is missing";
        }
        if (layout.variableOffsets().length != p.variableCount()) {
            return "the layout has " + layout.variableOffsets().length + " variable offsets for " + p.variableCount()
                    + " variables";
        }
        if (layout.structures().size() != p.structureCount()) {
            return "the layout has " + layout.structures().size() + " structure entries for " + p.structureCount()
                    + " structures";
        }
        for (int s = 0; s < p.structureCount(); s++) {
            CurrentBudget.check("checking the sharing decisions");
            String v = structure(p, s, layout.structures().get(s));
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    private static String structure(TileProblem p, int s, StructureLayout sl) {
        ReadOnlyStructure r = p.structure(s);
        if (sl == null || sl.plan() == null) {
            return "structure " + r.id() + " has no decision";
        }
        StructurePlan plan = sl.plan();
        if (plan.shared() && !r.shareable()) {
            return "structure " + r.id() + " is not shareable, yet the layout shares it";
        }
        if (plan.shared() && (plan.master() < 0 || plan.master() >= p.tiles())) {
            return "structure " + r.id() + " is shared from tile " + plan.master() + ", which is not on the machine ("
                    + p.tiles() + " tiles)";
        }
        Set<Integer> copies = new TreeSet<>();
        Set<Integer> code = new TreeSet<>();
        for (Piece x : Pieces.ofStructure(p, s, plan, null)) {
            (x.kind() == BlockKind.COPY ? copies : code).add(x.tile());
        }
        String how = plan.shared() ? "shared from tile " + plan.master() : "replicated";
        String v = sameTiles(r.id() + " (" + how + ")", "a copy", "no copy", copies, sl.copies());
        return v != null ? v : sameTiles(r.id() + " (" + how + ")", "exchange code", "no exchange code", code, sl.code());
    }

    private static String sameTiles(String structure, String some, String none, Set<Integer> needed,
                                    Map<Integer, Long> placed) {
        for (int t : needed) {
            if (!placed.containsKey(t)) {
                return "structure " + structure + " needs " + some + " on tile " + t + ", the layout has none";
            }
        }
        for (int t : placed.keySet()) {
            if (!needed.contains(t)) {
                return "structure " + structure + " needs " + none + " on tile " + t + ", the layout places it at "
                        + placed.get(t);
            }
        }
        return null;
    }
}
