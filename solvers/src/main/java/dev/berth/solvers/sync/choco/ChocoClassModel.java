package dev.berth.solvers.sync.choco;

import dev.berth.model.Budget;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.SyncProblem;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.IntVar;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * The CP model of one class (classes share no ids, so each is solved on its own): one variable per kept
 * resource holding the position of its id in {@link ClassIds} (a pinned one fixed), {@code used} the number
 * of distinct ids, at least the class's lower bound. Resources that may not share an id differ: cliques of
 * the conflict graph as {@code allDifferent} — the live sets of {@link LiveSets} and the class's certificate
 * (its largest clique) — and {@code !=} for the pairs no clique covers. Ids nobody is pinned to are
 * interchangeable, so with symmetry breaking on they are taken in order of first use along producer order
 * ({@code intValuePrecedeChain}).
 */
final class ChocoClassModel {
    final Model model;
    /** Variables in member order (producer order). */
    final IntVar[] ids;
    final IntVar used;
    final int[] members;
    final ClassIds offered;
    int cliques;
    int differences;

    private ChocoClassModel(Model model, IntVar[] ids, IntVar used, int[] members, ClassIds offered) {
        this.model = model;
        this.ids = ids;
        this.used = used;
        this.members = members;
        this.offered = offered;
    }

    /**
     * @param upper      the most ids a wanted solution may use (the start's count minus one to look only for
     *                   better ones), at least the lower bound
     * @param useCliques post cliques as allDifferent (else every conflict as {@code !=})
     * @param symmetry   order the interchangeable ids by first use
     * @param strong     atMostNValues with its conflict-graph reasoning (Choco's "strong" filtering)
     * @throws SyncModelNotBuilt when the budget runs out while posting
     */
    static ChocoClassModel build(PreparedProgram prep, ConflictGraph graph, int c, ClassIds offered, int upper,
                                 boolean useCliques, boolean symmetry, boolean strong, Budget budget) {
        SyncProblem p = prep.problem();
        int[] m = prep.members(c);
        Model model = new Model("sync-" + p.classes().get(c).id());
        IntVar[] x = new IntVar[m.length];
        int[] local = new int[p.size()];
        Arrays.fill(local, -1);
        for (int k = 0; k < m.length; k++) {
            local[m[k]] = k;
            LogicalResource r = p.resource(m[k]);
            x[k] = r.isPinned()
                    ? model.intVar("r" + r.id(), offered.indexOf(r.pinned()))
                    : model.intVar("r" + r.id(), 0, offered.size() - 1);
        }
        IntVar used = model.intVar("used", prep.lowerBound(c), upper);
        ChocoClassModel cm = new ChocoClassModel(model, x, used, m, offered);
        BitSet[] covered = new BitSet[m.length];
        for (int k = 0; k < m.length; k++) {
            covered[k] = new BitSet();
        }
        if (useCliques) {
            List<int[]> sets = LiveSets.of(prep, c, 3);
            sets.add(prep.width().certificateOfClass(c));
            for (int[] set : sets) {
                if (set.length < 3) {
                    continue;
                }
                if (budget.exhausted()) {
                    throw SyncModelNotBuilt.timeUp("posting cliques (" + cm.cliques + " so far)");
                }
                IntVar[] vars = new IntVar[set.length];
                for (int i = 0; i < set.length; i++) {
                    vars[i] = x[local[set[i]]];
                    for (int j = 0; j < set.length; j++) {
                        covered[local[set[i]]].set(local[set[j]]);
                    }
                }
                model.allDifferent(vars).post();
                cm.cliques++;
            }
        }
        for (int k = 0; k < m.length; k++) {
            if (budget.exhausted()) {
                throw SyncModelNotBuilt.timeUp("posting differences (" + cm.differences + " so far)");
            }
            for (int s : graph.neighbours(m[k])) {
                int j = local[s];
                if (j > k && !covered[k].get(j)) {
                    model.arithm(x[k], "!=", x[j]).post();
                    cm.differences++;
                }
            }
        }
        model.atMostNValues(x, used, strong).post();
        int[] free = offered.freeIndices();
        if (symmetry && free.length > 1) {
            model.intValuePrecedeChain(x, free).post();
        }
        return cm;
    }

    /** The physical ids of a solution, per member. */
    int[] physical(int[] positions) {
        int[] out = new int[positions.length];
        for (int k = 0; k < out.length; k++) {
            out[k] = offered.id(positions[k]);
        }
        return out;
    }
}
