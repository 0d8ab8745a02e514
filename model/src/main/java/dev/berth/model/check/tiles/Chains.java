package dev.berth.model.check.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.tiles.LinkedSets;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import java.util.Arrays;
import java.util.List;

/**
 * A chain of the input's equal-address sets ties its ends to one address whatever is shared (consecutive
 * sets meet in a variable, and each set is one address). If those ends are two variables of one tile that
 * are live together and both hold bytes, they would overlap: no layout exists. Variables of size zero are
 * excluded — at one address they overlap nothing.
 */
final class Chains {
    private Chains() {
    }

    static String violation(TileProblem p, LinkedSets c) {
        int n = p.variableCount();
        if (c.first() < 0 || c.first() >= n || c.second() < 0 || c.second() >= n) {
            return "linked sets name variable " + (c.first() < 0 || c.first() >= n ? c.first() : c.second())
                    + ", not one of the problem's " + n;
        }
        if (c.first() == c.second()) {
            return "linked sets must name two different variables, both are " + p.variable(c.first()).id();
        }
        TileVariable a = p.variable(c.first());
        TileVariable b = p.variable(c.second());
        if (a.tile() != b.tile()) {
            return "variables " + a.id() + " (tile " + a.tile() + ") and " + b.id() + " (tile " + b.tile()
                    + ") are on different tiles, so one address is no conflict";
        }
        if (a.size() == 0 || b.size() == 0) {
            return "variable " + (a.size() == 0 ? a.id() : b.id()) + " has size 0, so sharing an address is no conflict";
        }
        if (!a.live().intersects(b.live())) {
            return "variables " + a.id() + " and " + b.id() + " of tile " + a.tile()
                    + " are never live together, so they may share an address";
        }
        List<Integer> chain = c.chain();
        if (chain.isEmpty()) {
            return "the chain of equal-address sets is empty";
        }
        List<int[]> sets = p.equalAddress();
        for (int k = 0; k < chain.size(); k++) {
            Integer i = chain.get(k);
            if (i == null || i < 0 || i >= sets.size()) {
                return "chain[" + k + "] = " + i + " is not one of the input's " + sets.size() + " equal-address sets";
            }
        }
        if (!holds(sets.get(chain.get(0)), c.first())) {
            return "equalAddress[" + chain.get(0) + "], the chain's first set, does not hold " + a.id();
        }
        int lastSet = chain.get(chain.size() - 1);
        if (!holds(sets.get(lastSet), c.second())) {
            return "equalAddress[" + lastSet + "], the chain's last set, does not hold " + b.id();
        }
        for (int k = 1; k < chain.size(); k++) {
            CurrentBudget.check("following the chain of equal-address sets");
            if (!meet(sets.get(chain.get(k - 1)), sets.get(chain.get(k)))) {
                return "equalAddress[" + chain.get(k - 1) + "] and equalAddress[" + chain.get(k)
                        + "] (chain[" + (k - 1) + "] and chain[" + k + "]) share no variable";
            }
        }
        return null;
    }

    private static boolean holds(int[] set, int v) {
        for (int x : set) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    /** Sorted lookups: a chain may run through many sets spanning every tile of the chip. */
    private static boolean meet(int[] a, int[] b) {
        int[] sorted = b.clone();
        Arrays.sort(sorted);
        for (int x : a) {
            if (Arrays.binarySearch(sorted, x) >= 0) {
                return true;
            }
        }
        return false;
    }
}
