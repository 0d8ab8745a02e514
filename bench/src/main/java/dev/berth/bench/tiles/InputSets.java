package dev.berth.bench.tiles;

import dev.berth.bench.tiles.ProgramVariables.Kind;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * The input's equal-address sets of a generated program: slices of one layer's tensor (its weights, inputs
 * or activations) on a run of 2-64 neighbouring tiles of the layer, which something outside the structures
 * (a shared copy program, say) addresses alike. Each variable joins at most one set and a set takes one
 * variable per tile, so the sets are always consistent. About one set in seven mixes two tensors (on some
 * of its tiles it takes the other one): sharing a structure whose pointers reach its tiles then puts two
 * variables of one tile, live together, at one address, and that structure must stay replicated.
 */
final class InputSets {
    private static final Kind[] DATA = {Kind.WEIGHTS, Kind.INPUT, Kind.ACTIVATIONS};
    private static final double MIXED = 1.0 / 7;
    private static final int MAX_SET = 64;

    private InputSets() {
    }

    static List<int[]> draw(TileProgramSpec spec, LayerPlan plan, ProgramVariables vars, Random r) {
        List<Integer> wide = new ArrayList<>();
        for (int l = 0; l < plan.layers(); l++) {
            if (plan.count[l] >= 2) {
                wide.add(l);
            }
        }
        boolean[] taken = new boolean[vars.count()];
        List<int[]> out = new ArrayList<>(spec.equalAddressSets());
        long attempts = 0;
        long maxAttempts = 1000 + 100L * spec.equalAddressSets();
        int[] members = new int[MAX_SET];
        while (out.size() < spec.equalAddressSets() && !wide.isEmpty() && attempts++ < maxAttempts) {
            int l = wide.get(r.nextInt(wide.size()));
            int n = Math.min(MAX_SET, plan.count[l]);
            int size = (int) Math.min(n, ProgramVariables.logUniform(r, 2, MAX_SET));
            int from = r.nextInt(plan.count[l] - size + 1);
            int k0 = r.nextInt(DATA.length);
            Kind kind = DATA[k0];
            Kind other = r.nextDouble() < MIXED ? DATA[(k0 + 1 + r.nextInt(DATA.length - 1)) % DATA.length] : null;
            int m = 0;
            for (int k = 0; k < size; k++) {
                int t = plan.tileAt(l, from + k);
                int v = vars.of(other != null && r.nextBoolean() ? other : kind, l, t);
                if (!taken[v]) {
                    members[m++] = v;
                }
            }
            if (m < 2) {
                continue;
            }
            int[] set = Arrays.copyOf(members, m);
            for (int v : set) {
                taken[v] = true;
            }
            out.add(set);
        }
        if (out.size() < spec.equalAddressSets()) {
            throw new IllegalArgumentException("could place only " + out.size() + " of " + spec.equalAddressSets()
                    + " equal-address sets in " + spec.name() + ": give it more tiles, layers or fewer sets");
        }
        return out;
    }
}
