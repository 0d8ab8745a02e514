package dev.berth.algorithms.memory;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.testing.TinyMemoryInstances;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EquivalenceClassesTest {

    @Test
    void handMadeExample() {
        MemoryProblem p = new MemoryProblem("classes", List.of(
                Buffer.of("c", 0, 10, 1), Buffer.of("d", 0, 10, 1), Buffer.of("e", 0, 10, 1), // 0-2
                Buffer.of("a", 0, 3, 1), Buffer.of("b", 5, 8, 1),                              // 3-4
                Buffer.of("i", 9, 21, 1),                                                        // 5
                Buffer.of("f", 20, 25, 1), Buffer.of("g", 20, 25, 1),                            // 6-7
                Buffer.of("h", 30, 31, 1), Buffer.of("z", 0, 5, 0)), MemoryProblem.UNBOUNDED);   // 8-9
        EquivalenceClasses ec = EquivalenceClasses.of(p);
        // the text's example: a and b both interfere with exactly c, d, e (and not with each other);
        // c, d, e interfere with each other and with a, b, i; f and g with each other and i;
        // h and the empty z with nothing
        assertEquals(5, ec.count());
        assertArrayEquals(new int[] {0, 1, 2}, ec.members(0));
        assertArrayEquals(new int[] {3, 4}, ec.members(1));
        assertArrayEquals(new int[] {5}, ec.members(2));
        assertArrayEquals(new int[] {6, 7}, ec.members(3));
        assertArrayEquals(new int[] {8, 9}, ec.members(4));
        assertTrue(ec.mutuallyInterfering(0));
        assertFalse(ec.mutuallyInterfering(1));
        assertTrue(ec.mutuallyInterfering(3));
        assertFalse(ec.mutuallyInterfering(4));
        assertArrayEquals(new int[] {1, 2}, ec.neighbourClasses(0));
        assertArrayEquals(new int[] {0}, ec.neighbourClasses(1));
        assertArrayEquals(new int[] {0, 3}, ec.neighbourClasses(2));
        assertArrayEquals(new int[] {2}, ec.neighbourClasses(3));
        assertArrayEquals(new int[] {}, ec.neighbourClasses(4));
        assertEquals(15, ec.interferingPairs());
        assertEquals(1, ec.classOf(4));
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void classesAreExactlyTheTwinsOfTheInterferenceGraph(long seed) {
        check(TinyMemoryInstances.random(seed, 25, seed % 2 == 0));
        check(LargerInstances.random(seed, 120));
    }

    private static void check(MemoryProblem p) {
        int n = p.size();
        List<Set<Integer>> nb = new java.util.ArrayList<>();
        long pairs = 0;
        for (int i = 0; i < n; i++) {
            Set<Integer> s = new HashSet<>();
            for (int j = 0; j < n; j++) {
                if (i != j && p.buffer(i).interferes(p.buffer(j))) {
                    s.add(j);
                }
            }
            pairs += s.size();
            nb.add(s);
        }
        EquivalenceClasses ec = EquivalenceClasses.of(p);
        assertEquals(pairs / 2, ec.interferingPairs());
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                Set<Integer> a = new HashSet<>(nb.get(i));
                a.remove(j);
                Set<Integer> b = new HashSet<>(nb.get(j));
                b.remove(i);
                assertEquals(a.equals(b), ec.classOf(i) == ec.classOf(j), p.name() + ": buffers " + i + ", " + j);
            }
        }
        for (int c = 0; c < ec.count(); c++) {
            int[] m = ec.members(c);
            if (m.length > 1) {
                assertEquals(nb.get(m[0]).contains(m[1]), ec.mutuallyInterfering(c));
            }
            Set<Integer> expected = new TreeSet<>();
            for (int u : nb.get(m[0])) {
                if (ec.classOf(u) != c) {
                    expected.add(ec.classOf(u));
                }
            }
            assertArrayEquals(expected.stream().mapToInt(Integer::intValue).toArray(), ec.neighbourClasses(c));
        }
    }
}
