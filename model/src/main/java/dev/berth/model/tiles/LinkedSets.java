package dev.berth.model.tiles;

import dev.berth.model.Certificate;

import java.util.List;

/**
 * Variables {@code first} and {@code second} (indices) sit on one tile and are live together, yet the input's
 * equal-address sets {@code chain} (indices, in order: consecutive sets share a variable, the first holds
 * {@code first}, the last {@code second}) force them to one address: no layout exists, whatever is shared.
 */
public record LinkedSets(int first, int second, List<Integer> chain) implements Certificate {
    public LinkedSets {
        chain = List.copyOf(chain);
    }

    @Override
    public String describe() {
        return "two variables of one tile live together are linked by " + chain.size() + " equal-address sets";
    }
}
