package dev.berth.bench.tiles;

import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.TileVariable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * The variables of a generated program, tile by tile, kept in flat arrays while the generator works (the
 * target has 294,400 of them). In every layer it joins, a tile holds its weights (live for the layer, or for
 * the whole program when they persist), the activations the layer writes (live until the next layer has
 * read them), its input (the previous layer's activations when the tile was in it, else a buffer the
 * exchange fills at the layer's start) and a small index block (the pointer or offsets block of a vertex
 * state); its other variables are partials and scratch of one or two steps of its layers, or, on a tile no
 * layer uses, stream buffers. Sizes are drawn relative to each other, then scaled per tile to the fill the
 * generator draws for it ({@link #calibrate}).
 */
final class ProgramVariables {
    enum Kind {
        WEIGHTS("w"), ACTIVATIONS("a"), INPUT("in"), INDEX("x"), PARTIAL("p"), STREAM("io");

        final String prefix;

        Kind(String prefix) {
            this.prefix = prefix;
        }
    }

    private static final double PERSISTENT_WEIGHTS = 0.4;
    private static final double TWO_STEP_PARTIALS = 0.25;
    /** Variables of a tile always get at least this share of it, even when its structures fill the rest. */
    private static final double MIN_VARIABLE_SHARE = 0.05;

    private final int steps;
    final int[] tile;
    final int[] layer;
    final int[] ordinal;
    final Kind[] kind;
    final long[] size;
    final long[] alignment;
    final int[] start;
    final int[] end;
    final boolean[] banked;
    /** First variable of each tile; tile t owns [firstOf[t], firstOf[t + 1]). */
    final int[] firstOf;
    private final int[][] weights;
    private final int[][] activations;
    private final int[][] input;
    private final int[][] index;
    private int n;

    private ProgramVariables(int tiles, int perTile, int layers, int steps) {
        this.steps = steps;
        int total = tiles * perTile;
        tile = new int[total];
        layer = new int[total];
        ordinal = new int[total];
        kind = new Kind[total];
        size = new long[total];
        alignment = new long[total];
        start = new int[total];
        end = new int[total];
        banked = new boolean[total];
        firstOf = new int[tiles + 1];
        weights = table(layers, tiles);
        activations = table(layers, tiles);
        input = table(layers, tiles);
        index = table(layers, tiles);
    }

    private static int[][] table(int layers, int tiles) {
        int[][] t = new int[layers][tiles];
        for (int[] row : t) {
            Arrays.fill(row, -1);
        }
        return t;
    }

    /** Draws every tile's variables with their relative sizes (to be scaled by {@link #calibrate}). */
    static ProgramVariables draw(TileProgramSpec spec, LayerPlan plan, Random r) {
        int layers = plan.layers();
        ProgramVariables v = new ProgramVariables(spec.tiles(), spec.variablesPerTile(), layers, spec.steps());
        int[] partials = new int[layers];
        List<Integer> joined = new ArrayList<>();
        for (int t = 0; t < spec.tiles(); t++) {
            v.firstOf[t] = v.n;
            joined.clear();
            Arrays.fill(partials, 0);
            for (int l = 0; l < layers; l++) {
                if (!plan.member(l, t)) {
                    continue;
                }
                joined.add(l);
                boolean persists = r.nextDouble() < PERSISTENT_WEIGHTS;
                v.weights[l][t] = v.add(t, Kind.WEIGHTS, l, 0, logUniform(r, 2048, 24576), 8,
                        persists ? 0 : plan.start[l], persists ? spec.steps() : plan.end[l]);
                v.input[l][t] = l > 0 && plan.member(l - 1, t) ? v.activations[l - 1][t]
                        : v.add(t, Kind.INPUT, l, 0, logUniform(r, 1024, 16384), 8, plan.start[l], plan.end[l]);
                int written = plan.start[l] + (plan.end[l] - plan.start[l]) / 2;
                v.activations[l][t] = v.add(t, Kind.ACTIVATIONS, l, 0, logUniform(r, 1024, 16384), 8, written,
                        plan.readUntil(l));
                v.index[l][t] = v.add(t, Kind.INDEX, l, 0, logUniform(r, 16, 256) / 4 * 4 + 4, 4, plan.start[l],
                        plan.end[l]);
            }
            int rest = spec.variablesPerTile() - (v.n - v.firstOf[t]);
            for (int k = 0; k < rest; k++) {
                if (joined.isEmpty()) {
                    int a = r.nextInt(spec.steps());
                    v.add(t, Kind.STREAM, 0, k, logUniform(r, 256, 8192), 8, a, a + 1 + r.nextInt(Math.min(4, spec.steps() - a)));
                    continue;
                }
                int l = pickBySpan(plan, joined, r);
                int span = plan.end[l] - plan.start[l];
                int s = plan.start[l] + r.nextInt(span);
                int e = s + 1 < plan.end[l] && r.nextDouble() < TWO_STEP_PARTIALS ? s + 2 : s + 1;
                v.add(t, Kind.PARTIAL, l, partials[l]++, logUniform(r, 256, 8192), 8, s, e);
            }
        }
        v.firstOf[spec.tiles()] = v.n;
        return v;
    }

    private static int pickBySpan(LayerPlan plan, List<Integer> joined, Random r) {
        int total = 0;
        for (int l : joined) {
            total += plan.end[l] - plan.start[l];
        }
        int x = r.nextInt(total);
        for (int l : joined) {
            x -= plan.end[l] - plan.start[l];
            if (x < 0) {
                return l;
            }
        }
        throw new IllegalStateException("unreachable: x < total");
    }

    static long logUniform(Random r, long lo, long hi) {
        return Math.round(Math.exp(Math.log(lo) + r.nextDouble() * (Math.log(hi) - Math.log(lo))));
    }

    private int add(int t, Kind k, int l, int ord, long raw, long align, int s, int e) {
        tile[n] = t;
        kind[n] = k;
        layer[n] = l;
        ordinal[n] = ord;
        size[n] = raw;
        alignment[n] = align;
        start[n] = s;
        end[n] = e;
        return n++;
    }

    int count() {
        return n;
    }

    /** The variable of {@code k} (weights, activations, input or index) tile {@code t} holds in layer {@code l}, or -1. */
    int of(Kind k, int l, int t) {
        return switch (k) {
            case WEIGHTS -> weights[l][t];
            case ACTIVATIONS -> activations[l][t];
            case INPUT -> input[l][t];
            case INDEX -> index[l][t];
            default -> throw new IllegalArgumentException(k + " is not kept per layer");
        };
    }

    String id(int v) {
        String base = "t" + tile[v] + "." + kind[v].prefix;
        return switch (kind[v]) {
            case PARTIAL -> base + layer[v] + "." + ordinal[v];
            case STREAM -> base + ordinal[v];
            default -> base + layer[v];
        };
    }

    /**
     * Scales each tile's variables (all but the index blocks, whose size is what it is) so that the most
     * they need at one step is what is left of {@code fill[t]} x the tile once its {@code structureBytes[t]}
     * are replicated there, and at least {@value #MIN_VARIABLE_SHARE} of the tile.
     */
    void calibrate(long bytesPerTile, long[] structureBytes, double[] fill) {
        double[] scaled = new double[steps + 1];
        for (int t = 0; t + 1 < firstOf.length; t++) {
            Arrays.fill(scaled, 0);
            long fixed = 0;
            for (int v = firstOf[t]; v < firstOf[t + 1]; v++) {
                if (kind[v] == Kind.INDEX) {
                    fixed += size[v];
                } else {
                    scaled[start[v]] += size[v];
                    scaled[end[v]] -= size[v];
                }
            }
            double peak = 0;
            double live = 0;
            for (int s = 0; s < steps; s++) {
                live += scaled[s];
                peak = Math.max(peak, live);
            }
            double budget = Math.max(fill[t] * bytesPerTile - structureBytes[t] - fixed, MIN_VARIABLE_SHARE * bytesPerTile);
            double factor = peak == 0 ? 1 : budget / peak;
            for (int v = firstOf[t]; v < firstOf[t + 1]; v++) {
                if (kind[v] != Kind.INDEX) {
                    long a = alignment[v];
                    size[v] = Math.max(a, (long) (size[v] * factor) / a * a);
                }
            }
        }
    }

    /**
     * Marks variables banked with probability {@code fraction} (index blocks never), keeping a draw only if
     * the banks the tile's banked variables need at each of its steps stay within {@code fill[t]} x the tile.
     */
    void drawBanks(long bytesPerTile, long bankBytes, double fraction, double[] fill, Random r) {
        int[] used = new int[steps];
        for (int t = 0; t + 1 < firstOf.length; t++) {
            Arrays.fill(used, 0);
            long limit = Math.max(1, (long) (fill[t] * bytesPerTile / bankBytes));
            for (int v = firstOf[t]; v < firstOf[t + 1]; v++) {
                if (kind[v] == Kind.INDEX || !(r.nextDouble() < fraction)) {
                    continue;
                }
                long need = (size[v] + bankBytes - 1) / bankBytes;
                boolean fits = true;
                for (int s = start[v]; s < end[v] && fits; s++) {
                    fits = used[s] + need <= limit;
                }
                if (fits) {
                    banked[v] = true;
                    for (int s = start[v]; s < end[v]; s++) {
                        used[s] += (int) need;
                    }
                }
            }
        }
    }

    List<TileVariable> toVariables() {
        List<TileVariable> out = new ArrayList<>(n);
        for (int v = 0; v < n; v++) {
            out.add(new TileVariable(id(v), tile[v], size[v], alignment[v], Steps.of(start[v], end[v]), banked[v]));
        }
        return out;
    }
}
