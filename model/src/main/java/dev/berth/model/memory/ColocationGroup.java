package dev.berth.model.memory;

import dev.berth.model.io.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The buffers of an instance that name one co-location group, by index in problem order. They share an
 * offset, which must be a multiple of every member's alignment: of their least common multiple.
 *
 * @param alignment the lcm of the members' alignments, saturated at {@link Long#MAX_VALUE}
 */
public record ColocationGroup(String name, int[] members, long alignment) {

    /** Every group named in {@code buffers}, in order of their first member (also groups of one). */
    public static List<ColocationGroup> of(List<Buffer> buffers) {
        Map<String, List<Integer>> byName = new LinkedHashMap<>();
        for (int i = 0; i < buffers.size(); i++) {
            String g = buffers.get(i).colocate();
            if (g != null) {
                byName.computeIfAbsent(g, k -> new ArrayList<>()).add(i);
            }
        }
        List<ColocationGroup> out = new ArrayList<>(byName.size());
        byName.forEach((name, list) -> {
            int[] members = list.stream().mapToInt(Integer::intValue).toArray();
            long lcm = 1;
            for (int i : members) {
                lcm = lcm(lcm, buffers.get(i).alignment());
            }
            out.add(new ColocationGroup(name, members, lcm));
        });
        return out;
    }

    private static long lcm(long a, long b) {
        if (a == Long.MAX_VALUE) {
            return a;
        }
        long g = Numbers.gcd(a, b);
        try {
            return Math.multiplyExact(a / g, b);
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }
}
