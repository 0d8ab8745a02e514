package dev.berth.model.tiles.analysis;

import dev.berth.model.tiles.LinkedSets;
import dev.berth.model.tiles.TileProblem;
import java.util.List;

/**
 * Why equal-address sets cannot all hold: they link {@code first} and {@code second}, two variables of one
 * tile that are live together, so one address for both would overlap them. {@code sets} names the linked
 * sets from one containing {@code chainStart} (one of the two) to one containing the other.
 *
 * @param inputChain the same chain as indices of the input's equal-address sets, when every set of it is one
 *                   of the input's; empty when the chain runs through a shared structure's pointer sets
 */
public record AddressConflict(int tile, int first, int second, List<String> sets, List<String> through,
                              int chainStart, List<Integer> inputChain) {
    public AddressConflict {
        sets = List.copyOf(sets);
        through = List.copyOf(through);
        inputChain = List.copyOf(inputChain);
    }

    /**
     * The certificate of this conflict when it lies in the input's own sets (so no sharing decision can
     * avoid it), or null.
     */
    public LinkedSets certificate() {
        if (inputChain.isEmpty()) {
            return null;
        }
        return new LinkedSets(chainStart, chainStart == first ? second : first, inputChain);
    }

    public String describe(TileProblem p) {
        String a = p.variable(first).id();
        String b = p.variable(second).id();
        StringBuilder s = new StringBuilder("variables " + a + " and " + b + " of tile " + tile
                + " are live together but would need one address: ");
        if (sets.size() == 1) {
            s.append(sets.get(0)).append(" holds both");
        } else {
            s.append(String.join(" and ", named(sets, " sets in all"))).append(" are linked");
            if (!through.isEmpty()) {
                s.append(" through ").append(String.join(", ", named(through, " variables in all")));
            }
        }
        return s.toString();
    }

    /** Items a reason names: a chain may run through thousands of sets; the certificate keeps them all. */
    static final int NAMED = 8;

    /** The first and last of {@code all} when there are more than {@link #NAMED}, with their count. */
    private static List<String> named(List<String> all, String counted) {
        if (all.size() <= NAMED) {
            return all;
        }
        List<String> out = new java.util.ArrayList<>(all.subList(0, NAMED / 2));
        out.add("... (" + all.size() + counted + ")");
        out.addAll(all.subList(all.size() - NAMED / 2 + 1, all.size()));
        return out;
    }
}
