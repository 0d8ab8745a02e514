package dev.berth.model.tiles.analysis;

import dev.berth.model.Certificate;
import dev.berth.model.tiles.LinkedSets;
import dev.berth.model.tiles.TileNeed;
import dev.berth.model.tiles.TileProblem;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Quick proofs that no layout exists, each a certificate the checker re-derives: the input's equal-address
 * sets are inconsistent ({@link LinkedSets}: checked first, as the method does; only the input's sets, since
 * replicating every structure adds none), or some tile needs more than its memory at some step whatever is
 * shared ({@link TileNeed}).
 */
public final class TileInfeasibility {
    private TileInfeasibility() {
    }

    /** The first quick proof that no layout exists, or null if none applies. */
    public static Certificate find(TileProblem p) {
        AddressConflict conflict = EqualAddressGroups.of(p, null).conflict();
        if (conflict != null) {
            return conflict.certificate();
        }
        TileLowerBound lb = TileLowerBound.of(p);
        if (lb.max() > p.machine().bytesPerTile()) {
            return lb.need();
        }
        return null;
    }

    /** The reason no layout exists, or null if none of the quick proofs applies: {@link #reason} of {@link #find}. */
    public static String check(TileProblem p) {
        Certificate c = find(p);
        return c == null ? null : reason(p, c);
    }

    /**
     * The sentence an INFEASIBLE answer gives for {@code certificate}: for linked sets, "inconsistent
     * equal-address sets: " and the variables, the sets and what links them; for a tile's need, the need and
     * the tile's memory.
     */
    public static String reason(TileProblem p, Certificate certificate) {
        if (certificate instanceof LinkedSets linked) {
            return "inconsistent equal-address sets: " + describe(p, linked);
        }
        if (certificate instanceof TileNeed need) {
            return need.describe() + ", it has " + p.machine().bytesPerTile();
        }
        return certificate.describe();
    }

    /** The conflict {@code linked} shows, in the words {@link AddressConflict#describe} uses. */
    private static String describe(TileProblem p, LinkedSets linked) {
        AddressConflict own = EqualAddressGroups.of(p, null).conflict();
        if (own != null && linked.equals(own.certificate())) {
            return own.describe(p);
        }
        List<String> labels = new ArrayList<>();
        Set<String> through = new LinkedHashSet<>();
        List<Integer> chain = linked.chain();
        for (int k = 0; k < chain.size(); k++) {
            labels.add(EqualAddressGroups.inputLabel(p, chain.get(k)));
            if (k > 0) {
                Set<Integer> before = new java.util.HashSet<>();
                for (int v : p.equalAddress().get(chain.get(k - 1))) {
                    before.add(v);
                }
                for (int v : p.equalAddress().get(chain.get(k))) {
                    if (before.contains(v)) {
                        through.add(p.variable(v).id());
                    }
                }
            }
        }
        int a = Math.min(linked.first(), linked.second());
        int b = Math.max(linked.first(), linked.second());
        return new AddressConflict(p.variable(a).tile(), a, b, labels, new ArrayList<>(through), linked.first(), chain)
                .describe(p);
    }
}
