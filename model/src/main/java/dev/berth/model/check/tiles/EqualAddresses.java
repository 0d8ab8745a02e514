package dev.berth.model.check.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePointer;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import java.util.Collection;

/**
 * Every equal-address set at one address: the input's, and for each shared structure one per pointer (its
 * targets on the users) plus, for a vector list, its base targets. Checking set by set is enough: sets
 * sharing a variable then agree through it, so every merged group sits at one address. The conflict rule
 * (two variables of one tile in one group must not be live together) needs no pass of its own: at one
 * address they overlap, which the sweep reports — and two never live together may share it, as the docs
 * allow.
 */
final class EqualAddresses {
    private EqualAddresses() {
    }

    static String violation(TileProblem p, TileLayout layout) {
        long[] off = layout.variableOffsets();
        for (int i = 0; i < p.equalAddress().size(); i++) {
            if ((i & 255) == 0) {
                CurrentBudget.check("checking the equal addresses");
            }
            int[] set = p.equalAddress().get(i);
            for (int v : set) {
                if (off[v] != off[set[0]]) {
                    return "equalAddress[" + i + "]: " + apart(p, off, set[0], v);
                }
            }
        }
        for (int s = 0; s < p.structureCount(); s++) {
            StructureLayout sl = layout.structures().get(s);
            if (!sl.plan().shared()) {
                continue;
            }
            CurrentBudget.check("checking the shared structures' pointer targets");
            ReadOnlyStructure r = p.structure(s);
            for (int k = 0; k < r.pointers().size(); k++) {
                StructurePointer ptr = r.pointers().get(k);
                String where = "structure " + r.id() + " is shared, so its pointer " + k + " (" + ptr.format().label() + ")";
                String v = oneAddress(p, off, ptr.targets().values(), where + " needs its targets at one address: ");
                if (v == null) {
                    v = oneAddress(p, off, ptr.base().values(), where + " needs its base targets at one address: ");
                }
                if (v != null) {
                    return v;
                }
            }
        }
        return null;
    }

    private static String oneAddress(TileProblem p, long[] off, Collection<Integer> set, String prefix) {
        int first = -1;
        for (int v : set) {
            if (first < 0) {
                first = v;
            } else if (off[v] != off[first]) {
                return prefix + apart(p, off, first, v);
            }
        }
        return null;
    }

    private static String apart(TileProblem p, long[] off, int a, int b) {
        TileVariable x = p.variable(a);
        TileVariable y = p.variable(b);
        return "variable " + x.id() + " (tile " + x.tile() + ") at " + off[a] + " and variable " + y.id() + " (tile "
                + y.tile() + ") at " + off[b] + " must share an address";
    }
}
