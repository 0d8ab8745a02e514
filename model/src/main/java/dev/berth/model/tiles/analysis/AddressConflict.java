package dev.berth.model.tiles.analysis;

import dev.berth.model.tiles.TileProblem;
import java.util.List;

/**
 * Why equal-address sets cannot all hold: they link {@code first} and {@code second}, two variables of one
 * tile that are live together, so one address for both would overlap them. {@code sets} names the linked
 * sets from one containing {@code first} to one containing {@code second}.
 */
public record AddressConflict(int tile, int first, int second, List<String> sets, List<String> through) {
    public AddressConflict {
        sets = List.copyOf(sets);
        through = List.copyOf(through);
    }

    public String describe(TileProblem p) {
        String a = p.variable(first).id();
        String b = p.variable(second).id();
        StringBuilder s = new StringBuilder("variables " + a + " and " + b + " of tile " + tile
                + " are live together but would need one address: ");
        if (sets.size() == 1) {
            s.append(sets.get(0)).append(" holds both");
        } else {
            s.append(String.join(" and ", sets)).append(" are linked");
            if (!through.isEmpty()) {
                s.append(" through ").append(String.join(", ", through));
            }
        }
        return s.toString();
    }
}
