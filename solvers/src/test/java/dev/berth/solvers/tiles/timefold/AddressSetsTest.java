package dev.berth.solvers.tiles.timefold;

import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.analysis.TileInfeasibility;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The local walks the moves and the score use agree with the model's {@link EqualAddressGroups}. */
class AddressSetsTest {

    private static TileProblem consistent(long seed) {
        for (long k = 1000 * seed; ; k++) {
            TileProblem p = TileExamples.random(k, 3 + (int) (seed % 4), 6, 2, 5);
            if (TileInfeasibility.check(p) == null) {
                return p;
            }
        }
    }

    /** Random decisions, each structure shared only while the groups stay consistent, as the moves do. */
    private static StructurePlan[] consistentPlans(TileProblem p, Random r) {
        StructurePlan[] plans = StructurePlan.allReplicated(p);
        for (int s = 0; s < p.structureCount(); s++) {
            if (p.structure(s).shareable() && r.nextBoolean()) {
                plans[s] = StructurePlan.sharedOn(r.nextInt(p.tiles()));
                if (!EqualAddressGroups.of(p, plans).consistent()) {
                    plans[s] = StructurePlan.REPLICATED;
                }
            }
        }
        return plans;
    }

    /** Seed {@code seed}'s consistent program, random consistent decisions for it, its sets and a walker over them. */
    private record Case(TileProblem p, StructurePlan[] plans, AddressSets sets, AddressSets.Walker walker) {
        static Case of(long seed) {
            TileProblem p = consistent(seed);
            AddressSets sets = AddressSets.of(p);
            return new Case(p, consistentPlans(p, new Random(seed)), sets, sets.walker());
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void walksFindTheModelsGroups(long seed) {
        Case c = Case.of(seed);
        TreeSet<int[]> walked = new TreeSet<>(Arrays::compare);
        for (int v = 0; v < c.p().variableCount(); v++) {
            int[] g = c.walker().group(v, s -> c.plans()[s].shared());
            if (g.length > 1) {
                walked.add(g);
            }
        }
        List<int[]> model = new ArrayList<>(EqualAddressGroups.of(c.p(), c.plans()).groups());
        model.sort(Arrays::compare);
        assertEquals(model.size(), walked.size());
        int i = 0;
        for (int[] g : walked) {
            assertEquals(Arrays.toString(model.get(i++)), Arrays.toString(g));
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void sharingIsConsistentExactlyWhenTheModelSaysSo(long seed) {
        Case c = Case.of(seed);
        for (int s = 0; s < c.p().structureCount(); s++) {
            if (c.plans()[s].shared() || !c.p().structure(s).shareable()) {
                continue;
            }
            int shared = s;
            boolean local = true;
            for (int v : c.sets().variablesOfStructure(s)) {
                local &= c.sets().consistent(c.walker().group(v, x -> x == shared || c.plans()[x].shared()));
            }
            boolean model = EqualAddressGroups.of(c.p(), c.plans()).checkShare(s) == null;
            assertEquals(model, local, "structure " + c.p().structure(s).id());
        }
    }
}
