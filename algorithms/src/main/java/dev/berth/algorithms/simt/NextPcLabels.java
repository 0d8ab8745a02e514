package dev.berth.algorithms.simt;

import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Kernel;

import java.util.HashSet;
import java.util.Set;

/**
 * The labels the pass adds: {@code npc.init} (the new entry), and for a block B that synchronises the warp
 * {@code B.catchup} and {@code B.run}; B keeps its own label for its prologue. Labels may contain dots, so a
 * kernel may already use one of these names: then every added label gets the same number appended
 * ({@code B.run2}), the smallest that collides with nothing.
 */
final class NextPcLabels {
    private final String suffix;

    NextPcLabels(Kernel kernel) {
        Set<String> taken = new HashSet<>();
        kernel.blocks().forEach(b -> taken.add(b.label()));
        int n = 1;
        String s = "";
        while (collides(kernel, taken, s)) {
            s = Integer.toString(++n);
        }
        suffix = s;
    }

    private static boolean collides(Kernel kernel, Set<String> taken, String suffix) {
        Set<String> added = new HashSet<>();
        added.add("npc.init" + suffix);
        for (Block b : kernel.blocks()) {
            added.add(b.label() + ".catchup" + suffix);
            added.add(b.label() + ".run" + suffix);
        }
        // added labels are distinct from each other only if they are as many as their sources
        if (added.size() != 1 + 2 * kernel.blocks().size()) {
            return true;
        }
        return added.stream().anyMatch(taken::contains);
    }

    String init() {
        return "npc.init" + suffix;
    }

    String catchUp(String block) {
        return block + ".catchup" + suffix;
    }

    String run(String block) {
        return block + ".run" + suffix;
    }
}
