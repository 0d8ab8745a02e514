package dev.berth.model.check.memory;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Random;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SlotSetTest {
    /** Against a TreeSet: random adds and removes, every floor and ceiling query, sizes across the levels. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 63, 64, 65, 200, 4096, 4097, 300_000})
    void answersAsASortedSetDoes(int n) {
        Random r = new Random(n);
        SlotSet set = new SlotSet(n);
        TreeSet<Integer> oracle = new TreeSet<>();
        for (int step = 0; step < 20_000; step++) {
            int slot = r.nextInt(n);
            if (r.nextInt(3) == 0) {
                set.remove(slot);
                oracle.remove(slot);
            } else if (r.nextInt(4) == 0) {
                set.add(slot);
                oracle.add(slot);
            }
            int q = r.nextInt(n);
            Integer below = oracle.floor(q);
            Integer above = oracle.ceiling(q);
            assertEquals(below == null ? -1 : below, set.atOrBelow(q), "below " + q);
            assertEquals(above == null ? -1 : above, set.atOrAbove(q), "above " + q);
        }
    }
}
