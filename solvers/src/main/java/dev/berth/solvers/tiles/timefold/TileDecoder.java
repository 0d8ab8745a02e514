package dev.berth.solvers.tiles.timefold;

import dev.berth.heuristics.tiles.TileLayoutBuilder;
import dev.berth.model.tiles.TileBlock;
import dev.berth.model.tiles.TileProblem;

import java.util.Arrays;

/**
 * Places one tile's blocks: its grouped variables at their group's address first, then the blocks of
 * structures mastered on it that it does not use, then every other block by first fit ({@link TilePacker})
 * in rank order. The result — the peak, the colliding pairs among the grouped variables, the free block
 * reaching highest — is cached per tile for the last two distinct inputs: Timefold undoes every move it
 * evaluates, and the undone tile then decodes to what it was.
 */
final class TileDecoder {
    /** @param peakEntry the local position of the placed-in-order block reaching highest, -1 when none */
    record Result(long peak, long conflicts, int peakEntry) {
    }

    private static final long MASTERED = -5;
    private final SearchFacts facts;
    private final TileProblem problem;
    private final long bankBytes;
    private final TilePacker packer;
    private final long[][][] keys;
    private final Result[][] results;
    private final int[] newest;
    private long[] order = new long[16];
    private int[] fixedVar = new int[16];
    private long[] fixedAt = new long[16];
    private long[] key = new long[64];
    private int free;
    private int fixed;
    private int keyLength;

    TileDecoder(SearchFacts facts) {
        this.facts = facts;
        this.problem = facts.problem;
        this.bankBytes = problem.machine().bankBytes();
        this.packer = new TilePacker(bankBytes);
        this.keys = new long[facts.tiles][2][];
        this.results = new Result[facts.tiles][2];
        this.newest = new int[facts.tiles];
    }

    Result decode(int tile, SearchState s) {
        prepare(tile, s);
        for (int k = 0; k < 2; k++) {
            long[] cached = keys[tile][k];
            if (cached != null && Arrays.equals(cached, 0, cached.length, key, 0, keyLength)) {
                return results[tile][k];
            }
        }
        Result r = place(tile, s, null);
        int slot = 1 - newest[tile];
        keys[tile][slot] = Arrays.copyOf(key, keyLength);
        results[tile][slot] = r;
        newest[tile] = slot;
        return r;
    }

    /** Places the tile's blocks into {@code sink}. */
    void write(int tile, SearchState s, TileLayoutBuilder sink) {
        prepare(tile, s);
        place(tile, s, sink);
    }

    /** Collects the fixed variables, the free positions in rank order, and the key naming this input. */
    private void prepare(int tile, SearchState s) {
        TileState st = s.state(tile);
        int[] vars = problem.variablesOf(tile);
        int n = vars.length;
        int all = n + facts.uses[tile].length;
        if (order.length < all) {
            order = new long[all];
            fixedVar = new int[all];
            fixedAt = new long[all];
            key = new long[2 * all + 2 * s.masteredOn(tile).size() + 2];
        }
        free = 0;
        fixed = 0;
        keyLength = 0;
        for (int i = 0; i < n; i++) {
            int c = s.canonical(vars[i]);
            if (c >= 0) {
                fixedVar[fixed] = vars[i];
                fixedAt[fixed++] = s.anchorOf(c);
                push(i, s.anchorOf(c));
            } else {
                order[free++] = ((long) st.rank[i] << 32) + i;
            }
        }
        for (int e = n; e < all; e++) {
            order[free++] = ((long) st.rank[e] << 32) + e;
        }
        Arrays.sort(order, 0, free);
        for (int m : s.masteredOn(tile)) {
            push(-(m + 2), MASTERED);
        }
        for (int k = 0; k < free; k++) {
            int e = (int) order[k];
            push(e, e < n ? -1 : s.role(facts.uses[tile][e - n], tile));
        }
    }

    private void push(long a, long b) {
        if (keyLength + 2 > key.length) {
            key = Arrays.copyOf(key, 2 * key.length + 2);
        }
        key[keyLength++] = a;
        key[keyLength++] = b;
    }

    private Result place(int tile, SearchState s, TileLayoutBuilder sink) {
        TilePacker map = packer;
        map.clear();
        long conflicts = 0;
        for (int i = 0; i < fixed; i++) {
            TileBlock a = facts.variableBlocks[fixedVar[i]];
            for (int j = 0; j < i; j++) {
                if (collide(a, fixedAt[i], facts.variableBlocks[fixedVar[j]], fixedAt[j])) {
                    conflicts++;
                }
            }
            map.place(a, fixedAt[i]);
            if (sink != null) {
                sink.set(a, fixedAt[i]);
            }
        }
        for (int m : s.masteredOn(tile)) {
            for (TileBlock b : s.masterBlocks(m)) {
                put(map, b, sink);
            }
        }
        int n = problem.variablesOf(tile).length;
        long highest = -1;
        int peakEntry = -1;
        for (int k = 0; k < free; k++) {
            int e = (int) order[k];
            long top;
            if (e < n) {
                top = put(map, facts.variableBlocks[problem.variablesOf(tile)[e]], sink);
            } else {
                top = -1;
                int j = e - n;
                for (TileBlock b : s.userBlocks(facts.uses[tile][j], facts.userPos[tile][j])) {
                    top = Math.max(top, put(map, b, sink));
                }
            }
            if (top >= highest && top > 0) {
                highest = top;
                peakEntry = e;
            }
        }
        return new Result(map.peak(), conflicts, peakEntry);
    }

    /** Places {@code b} at its first fit; returns its top (0 for an empty block). */
    private static long put(TilePacker map, TileBlock b, TileLayoutBuilder sink) {
        long at = map.firstFit(b);
        map.place(b, at);
        if (sink != null) {
            sink.set(b, at);
        }
        return b.size() == 0 ? 0 : at + b.size();
    }

    /** Whether two grouped variables of one tile break a placement rule: overlap, or share a bank, while live together. */
    private boolean collide(TileBlock a, long atA, TileBlock b, long atB) {
        if (!a.interferes(b)) {
            return false;
        }
        if (atA < atB + b.size() && atB < atA + a.size()) {
            return true;
        }
        return a.banked() && b.banked() && atA / bankBytes <= (atB + b.size() - 1) / bankBytes
                && atB / bankBytes <= (atA + a.size() - 1) / bankBytes;
    }
}
