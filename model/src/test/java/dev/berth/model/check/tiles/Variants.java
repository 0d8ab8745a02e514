package dev.berth.model.check.tiles;

import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.testing.TileExamples;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Random small problems for the checker's tests, with the corners TileExamples.random leaves out. */
final class Variants {
    private Variants() {
    }

    /** A random program whose input sets are consistent, sometimes with empty variables and pinned structures. */
    static TileProblem consistent(Random r) {
        while (true) {
            TileProblem p = TileExamples.random(r.nextLong(), 2 + r.nextInt(4), 2 + r.nextInt(5), r.nextInt(4), r.nextInt(5));
            if (r.nextInt(3) == 0) {
                p = withEmptyVariables(p, r);
            }
            if (r.nextInt(3) == 0) {
                p = withPinnedStructures(p, r);
            }
            if (EqualAddressGroups.of(p, null).consistent()) {
                return p;
            }
        }
    }

    /** About one variable in six holds no bytes (it still gets an address). */
    static TileProblem withEmptyVariables(TileProblem p, Random r) {
        List<TileVariable> vs = new ArrayList<>();
        for (TileVariable v : p.variables()) {
            vs.add(r.nextInt(6) == 0 ? new TileVariable(v.id(), v.tile(), 0, v.alignment(), v.live(), v.banked()) : v);
        }
        return new TileProblem(p.name(), p.machine(), p.steps(), vs, p.equalAddress(), p.structures());
    }

    /** About one structure in four may not be shared. */
    static TileProblem withPinnedStructures(TileProblem p, Random r) {
        List<ReadOnlyStructure> out = new ArrayList<>();
        for (ReadOnlyStructure s : p.structures()) {
            out.add(r.nextInt(4) != 0 ? s : new ReadOnlyStructure(s.id(), s.kind(), s.size(), s.alignment(), s.users(),
                    s.use(), s.pointers(), s.sendCodeBytes(), s.receiveCodeBytes(), false));
        }
        return p.withStructures(out);
    }
}
