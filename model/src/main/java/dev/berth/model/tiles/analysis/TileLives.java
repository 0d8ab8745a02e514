package dev.berth.model.tiles.analysis;

import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;

import java.util.Map;
import java.util.TreeMap;

/**
 * The live intervals of the variables of one equal-address group on one tile, by start step. Variables of a
 * consistent group on one tile are never live together (those of size 0 take no room and are left out), so the
 * intervals are disjoint and whether a variable meets the group is one look-up per interval of it rather than a
 * comparison with every member.
 */
final class TileLives {
    /** Start step → {end step, variable}. */
    private final TreeMap<Integer, int[]> byStart = new TreeMap<>();

    /** A member of the group live at a step {@code live} holds, or -1. */
    int meets(Steps live) {
        for (int i = 0; i < live.intervals(); i++) {
            int a = live.start(i);
            int b = live.end(i);
            Map.Entry<Integer, int[]> e = byStart.floorEntry(a);
            if (e != null && e.getValue()[0] > a) {
                return e.getValue()[1];
            }
            e = byStart.ceilingEntry(a);
            if (e != null && e.getKey() < b) {
                return e.getValue()[1];
            }
        }
        return -1;
    }

    /** Adds variable {@code v}, which meets no member. */
    void add(TileProblem p, int v) {
        TileVariable x = p.variable(v);
        if (x.size() == 0) {
            return;
        }
        for (int i = 0; i < x.live().intervals(); i++) {
            byStart.put(x.live().start(i), new int[] {x.live().end(i), v});
        }
    }

    /** Adds the members of {@code other}, none of which meets one of these. */
    void addAll(TileLives other) {
        byStart.putAll(other.byStart);
    }

    int size() {
        return byStart.size();
    }
}
