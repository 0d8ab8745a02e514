package dev.berth.model.tiles.analysis;

import dev.berth.model.CurrentBudget;
import dev.berth.model.Bound;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.TileNeed;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import java.util.ArrayList;
import java.util.List;

/**
 * A lower bound on every tile's peak that holds whatever is shared: at each step, the tile's live variables,
 * plus for each structure it uses the cheaper of keeping a replica (its size) and receiving it (the receive
 * code, plus its size while in use); and the bank rule — banked variables live together need that many
 * distinct banks. The largest tile bound bounds the objective's first term, their sum its second.
 */
public final class TileLowerBound {
    private final long[] perTile;
    private final int[] stepOf;
    private final long max;
    private final int maxTile;

    private TileLowerBound(long[] perTile, int[] stepOf) {
        this.perTile = perTile;
        this.stepOf = stepOf;
        long m = 0;
        int mt = 0;
        for (int t = 0; t < perTile.length; t++) {
            if (perTile[t] > m) {
                m = perTile[t];
                mt = t;
            }
        }
        this.max = m;
        this.maxTile = mt;
    }

    public static TileLowerBound of(TileProblem p) {
        long[] perTile = new long[p.tiles()];
        int[] stepOf = new int[p.tiles()];
        long bankBytes = p.machine().bankBytes();
        long[] constant = new long[p.tiles()];
        List<List<long[]>> events = new ArrayList<>();
        for (int t = 0; t < p.tiles(); t++) {
            events.add(new ArrayList<>());
        }
        for (int s = 0; s < p.structureCount(); s++) {
            CurrentBudget.check("bounding the tiles' memory");
            ReadOnlyStructure r = p.structure(s);
            long outside = r.shareable() ? Math.min(r.size(), r.receiveCodeBytes()) : r.size();
            for (int u : r.users()) {
                constant[u] += outside;
                for (int i = 0; i < r.use().intervals() && r.size() > outside; i++) {
                    events.get(u).add(new long[] {r.use().start(i), r.size() - outside, 0});
                    events.get(u).add(new long[] {r.use().end(i), outside - r.size(), 0});
                }
            }
        }
        for (int t = 0; t < p.tiles(); t++) {
            CurrentBudget.check("bounding the tiles' memory");
            List<long[]> ev = events.get(t);
            for (int v : p.variablesOf(t)) {
                TileVariable x = p.variable(v);
                long nb = x.banked() && x.size() > 0 ? (x.size() + bankBytes - 1) / bankBytes : 0;
                for (int i = 0; i < x.live().intervals(); i++) {
                    ev.add(new long[] {x.live().start(i), x.size(), nb});
                    ev.add(new long[] {x.live().end(i), -x.size(), -nb});
                }
            }
            ev.sort((x, y) -> Long.compare(x[0], y[0]));
            long sum = constant[t];
            long k = 0;
            perTile[t] = sum;
            for (int i = 0; i < ev.size(); ) {
                long step = ev.get(i)[0];
                while (i < ev.size() && ev.get(i)[0] == step) {
                    sum += ev.get(i)[1];
                    k += ev.get(i)[2];
                    i++;
                }
                long need = Math.max(sum, k > 0 ? (k - 1) * bankBytes + 1 : 0);
                if (step < p.steps() && need > perTile[t]) {
                    perTile[t] = need;
                    stepOf[t] = (int) step;
                }
            }
        }
        return new TileLowerBound(perTile, stepOf);
    }

    /** The bound on the largest tile's peak. */
    public long max() {
        return max;
    }

    /** What proves {@link #max()}: the need of {@link #maxTile()} at its step. */
    public TileNeed need() {
        return new TileNeed(maxTile, stepOf[maxTile], max);
    }

    /** {@link #max()} with the certificate that proves it (none for the trivial bound 0). */
    public Bound bound() {
        return max == 0 ? Bound.ZERO : new Bound(max, need());
    }

    /** A tile whose bound is {@link #max()}. */
    public int maxTile() {
        return maxTile;
    }

    public long of(int tile) {
        return perTile[tile];
    }

    /** The step at which {@code tile}'s bound is reached. */
    public int stepOf(int tile) {
        return stepOf[tile];
    }

    /** The bound on the memory of all tiles together. */
    public long total() {
        long s = 0;
        for (long x : perTile) {
            s += x;
        }
        return s;
    }
}
