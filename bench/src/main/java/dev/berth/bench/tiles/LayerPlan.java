package dev.berth.bench.tiles;

import java.util.Arrays;
import java.util.Random;

/**
 * The layers of a generated program, one after the other: layer l runs during supersteps
 * [start[l], end[l]) on a window of {@code count[l]} consecutive tiles from {@code first[l]} (wrapping
 * around the chip), the way a compiler maps a tensor's slices onto neighbouring tiles. About a third of the
 * layers use the whole chip, the rest a part of it down to a twentieth.
 */
final class LayerPlan {
    final int tiles;
    final int steps;
    final int[] start;
    final int[] end;
    final int[] first;
    final int[] count;

    private LayerPlan(int tiles, int steps, int[] start, int[] end, int[] first, int[] count) {
        this.tiles = tiles;
        this.steps = steps;
        this.start = start;
        this.end = end;
        this.first = first;
        this.count = count;
    }

    static LayerPlan draw(TileProgramSpec spec, Random r) {
        int layers = spec.layers();
        int[] length = new int[layers];
        Arrays.fill(length, 1);
        double[] cumulative = new double[layers];
        double sum = 0;
        for (int l = 0; l < layers; l++) {
            sum += 0.5 + 1.5 * r.nextDouble();
            cumulative[l] = sum;
        }
        for (int extra = spec.steps() - layers; extra > 0; extra--) {
            int at = Arrays.binarySearch(cumulative, r.nextDouble() * sum);
            length[Math.min(layers - 1, at >= 0 ? at : -at - 1)]++;
        }
        int[] start = new int[layers];
        int[] end = new int[layers];
        for (int l = 0, s = 0; l < layers; l++) {
            start[l] = s;
            s += length[l];
            end[l] = s;
        }
        int t = spec.tiles();
        int[] first = new int[layers];
        int[] count = new int[layers];
        for (int l = 0; l < layers; l++) {
            double u = r.nextDouble();
            double share = u < 0.3 ? 1 : u < 0.7 ? 0.4 + 0.5 * r.nextDouble() : 0.05 + 0.35 * r.nextDouble();
            count[l] = (int) Math.max(1, Math.min(t, Math.round(share * t)));
            first[l] = r.nextInt(t);
        }
        return new LayerPlan(t, spec.steps(), start, end, first, count);
    }

    int layers() {
        return start.length;
    }

    boolean member(int layer, int tile) {
        return Math.floorMod(tile - first[layer], tiles) < count[layer];
    }

    /** The tile at position {@code pos} (0..count-1) of the layer's window. */
    int tileAt(int layer, int pos) {
        return (first[layer] + pos) % tiles;
    }

    /** Tiles of positions [from, from + size) of the layer's window, ascending. */
    int[] window(int layer, int from, int size) {
        int[] out = new int[size];
        for (int k = 0; k < size; k++) {
            out[k] = tileAt(layer, from + k);
        }
        Arrays.sort(out);
        return out;
    }

    int[] users(int layer) {
        return window(layer, 0, count[layer]);
    }

    /** When the activations layer l writes are no longer needed: the end of the next layer, which reads them. */
    int readUntil(int layer) {
        return layer + 1 < layers() ? end[layer + 1] : steps;
    }
}
