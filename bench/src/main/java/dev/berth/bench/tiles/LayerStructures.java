package dev.berth.bench.tiles;

import dev.berth.bench.tiles.ProgramVariables.Kind;
import dev.berth.model.tiles.PointerFormat;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.StructureKind;
import dev.berth.model.tiles.StructurePointer;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The read-only structures of each layer of a generated program, all used during the layer's span:
 * <ul>
 *   <li>{@code L<l>.code}: vertex code, 2-12 KiB, on every tile of the layer, no pointers;</li>
 *   <li>{@code L<l>.state<k>}: 1-3 vertex states, 256 B-6 KiB, the first on every tile of the layer, the
 *       others on a run of them, with 1-3 pointers to each user's own data of the layer: a {@code vector}
 *       to its weights, input or activations, a {@code vector2d} to its index block (the block of
 *       pointers), a {@code vectorList} to its index block (the offsets) with its base on weights, input or
 *       activations; at most one pointer per structure reaches the index block; one in twelve is not
 *       shareable (it holds data the vertices write);</li>
 *   <li>{@code L<l>.control}: control code, 32-256 B, on every tile of the layer, sometimes smaller than
 *       the send and receive code sharing it would need (not worth sharing);</li>
 *   <li>{@code L<l>.desc<k>}: 0-2 copy descriptors, 64 B-1 KiB, on a run of the layer's tiles, half of them
 *       pointing ({@code vector}) to the activations they copy.</li>
 * </ul>
 * Exchange code grows a little with the structure: send 32-96 B, receive 16-48 B.
 */
final class LayerStructures {
    private static final Kind[] DATA = {Kind.WEIGHTS, Kind.INPUT, Kind.ACTIVATIONS};
    private static final double NOT_SHAREABLE_STATE = 1.0 / 12;

    private LayerStructures() {
    }

    static List<ReadOnlyStructure> draw(LayerPlan plan, ProgramVariables vars, Random r) {
        List<ReadOnlyStructure> out = new ArrayList<>();
        for (int l = 0; l < plan.layers(); l++) {
            Steps use = Steps.of(plan.start[l], plan.end[l]);
            int[] all = plan.users(l);
            out.add(structure(r, "L" + l + ".code", StructureKind.VERTEX_CODE, up(ProgramVariables.logUniform(r, 2048, 12288), 8),
                    8, all, use, List.of(), true));
            int states = 1 + r.nextInt(3);
            for (int k = 0; k < states; k++) {
                int[] users = k == 0 ? all : run(plan, l, r);
                out.add(structure(r, "L" + l + ".state" + k, StructureKind.VERTEX_STATE,
                        up(ProgramVariables.logUniform(r, 256, 6144), 8), 8, users, use, pointers(l, users, vars, r),
                        r.nextDouble() >= NOT_SHAREABLE_STATE));
            }
            out.add(structure(r, "L" + l + ".control", StructureKind.CONTROL_CODE,
                    up(ProgramVariables.logUniform(r, 32, 256), 4), 4, all, use, List.of(), true));
            int descriptors = r.nextInt(3);
            for (int k = 0; k < descriptors; k++) {
                int[] users = run(plan, l, r);
                List<StructurePointer> ptrs = r.nextBoolean()
                        ? List.of(pointer(PointerFormat.VECTOR, l, users, Kind.ACTIVATIONS, null, vars)) : List.of();
                out.add(structure(r, "L" + l + ".desc" + k, StructureKind.DESCRIPTOR,
                        up(ProgramVariables.logUniform(r, 64, 1024), 4), 4, users, use, ptrs, true));
            }
        }
        return out;
    }

    /** A run of at least half of the layer's tiles, at a random place in its window. */
    private static int[] run(LayerPlan plan, int l, Random r) {
        int n = plan.count[l];
        int size = (n + 1) / 2 + r.nextInt(n - (n + 1) / 2 + 1);
        return plan.window(l, r.nextInt(n - size + 1), size);
    }

    private static List<StructurePointer> pointers(int l, int[] users, ProgramVariables vars, Random r) {
        List<Kind> kinds = new ArrayList<>(List.of(DATA));
        Collections.shuffle(kinds, r);
        int count = 1 + r.nextInt(3);
        List<StructurePointer> out = new ArrayList<>();
        boolean indexUsed = false; // a tile has one index block per layer: one pointer reaches it
        for (int k = 0; k < count; k++) {
            double u = r.nextDouble();
            if (u < 0.6 || indexUsed) {
                out.add(pointer(PointerFormat.VECTOR, l, users, kinds.get(k), null, vars));
            } else if (u < 0.8) {
                out.add(pointer(PointerFormat.VECTOR_2D, l, users, Kind.INDEX, null, vars));
                indexUsed = true;
            } else {
                out.add(pointer(PointerFormat.VECTOR_LIST, l, users, Kind.INDEX, kinds.get(k), vars));
                indexUsed = true;
            }
        }
        return out;
    }

    private static StructurePointer pointer(PointerFormat f, int l, int[] users, Kind target, Kind base,
                                            ProgramVariables vars) {
        SortedMap<Integer, Integer> targets = new TreeMap<>();
        SortedMap<Integer, Integer> bases = new TreeMap<>();
        for (int u : users) {
            targets.put(u, vars.of(target, l, u));
            if (base != null) {
                bases.put(u, vars.of(base, l, u));
            }
        }
        return new StructurePointer(f, targets, bases);
    }

    private static ReadOnlyStructure structure(Random r, String id, StructureKind kind, long size, long alignment,
                                               int[] users, Steps use, List<StructurePointer> pointers,
                                               boolean shareable) {
        double growth = Math.log(size / 256.0) / Math.log(2);
        long send = up(clamp(32 + 8 * growth + r.nextInt(17), 32, 96), 4);
        long receive = up(clamp(16 + 4 * growth + r.nextInt(9), 16, 48), 4);
        return new ReadOnlyStructure(id, kind, size, alignment, users, use, pointers, send, receive, shareable);
    }

    private static long clamp(double x, long lo, long hi) {
        return Math.max(lo, Math.min(hi, Math.round(x)));
    }

    private static long up(long x, long a) {
        return (x + a - 1) / a * a;
    }
}
