package dev.berth.solvers.tiles.timefold;

import dev.berth.algorithms.tiles.TileLayoutBuilder;
import dev.berth.algorithms.tiles.TileMemoryMap;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.TileProblem;

import java.util.Arrays;

/**
 * Places one tile's blocks: its grouped variables at their group's address first, then the blocks of
 * structures mastered on it that it does not use, then the exchange code of the structures it uses (small
 * and always live: at the bottom it splits no free space), then every other block — variables and copies —
 * by first fit ({@link TileMemoryMap}) in rank order. The result — the peak, the colliding pairs among the
 * grouped variables, the free block reaching highest — is remembered per tile for its last two distinct
 * inputs ({@link Decoded}): Timefold undoes every move it evaluates, and the undone tile then decodes to
 * what it was; and a new input that starts like a remembered one (same groups and code, same first blocks
 * in the order) replays those blocks at their remembered offsets — first fit depends only on what came
 * before — and packs only the rest.
 *
 * <p>One decoder per thread (it owns scratch space); the memory of past inputs is per tile and shared.
 */
final class TileDecoder {
    /** @param peakEntry the local position of the placed-in-order block reaching highest, -1 when none */
    record Result(long peak, long conflicts, int peakEntry) {
    }

    /**
     * One remembered decode: its input ({@code key}: fixed variables with their addresses, then masters,
     * then the uses holding code, from {@code freeStart} on the placed-in-order entries with their roles),
     * result, and the offsets of
     * the placed-in-order blocks, entry {@code k}'s from {@code entryStart[k]}.
     */
    record Decoded(long[] key, int freeStart, Result result, long[] at, int[] entryStart) {
    }

    /** The last two decodes of every tile; a tile's entries are touched only by the thread decoding it. */
    static final class Memory {
        private final Decoded[][] slots;
        private final int[] newest;

        Memory(int tiles) {
            slots = new Decoded[tiles][2];
            newest = new int[tiles];
        }

        void remember(int tile, Decoded d) {
            int slot = 1 - newest[tile];
            slots[tile][slot] = d;
            newest[tile] = slot;
        }
    }

    private static final long MASTERED = -5;
    /** Marks a use's exchange code in the key, apart from its copy's turn. */
    private static final long CODE = 10;
    private final SearchFacts facts;
    private final TileProblem problem;
    private final long bankBytes;
    private final TileMemoryMap map;
    private long[] order = new long[16];
    private int[] fixedVar = new int[16];
    private long[] fixedAt = new long[16];
    private long[] key = new long[64];
    private long[] at = new long[64];
    private int[] entryStart = new int[17];
    private int free;
    private int fixed;
    private int keyLength;
    private int freeStart;
    private int placed;

    TileDecoder(SearchFacts facts) {
        this.facts = facts;
        this.problem = facts.problem;
        this.bankBytes = problem.machine().bankBytes();
        this.map = new TileMemoryMap(bankBytes, problem.always());
    }

    Result decode(int tile, SearchState s, Memory memory) {
        prepare(tile, s);
        Decoded from = null;
        int reuse = 0;
        for (Decoded d : memory.slots[tile]) {
            if (d == null) {
                continue;
            }
            if (Arrays.equals(d.key(), 0, d.key().length, key, 0, keyLength)) {
                return d.result();
            }
            int common = commonEntries(d);
            if (common > reuse) {
                reuse = common;
                from = d;
            }
        }
        Result r = place(tile, s, null, from, reuse);
        memory.remember(tile, new Decoded(Arrays.copyOf(key, keyLength), freeStart, r, Arrays.copyOf(at, placed),
                Arrays.copyOf(entryStart, free + 1)));
        return r;
    }

    /** Places the tile's blocks into {@code sink}. */
    void write(int tile, SearchState s, TileLayoutBuilder sink) {
        prepare(tile, s);
        place(tile, s, sink, null, 0);
    }

    /** How many placed-in-order entries this input shares from the start with {@code d}'s, all before equal. */
    private int commonEntries(Decoded d) {
        long[] other = d.key();
        if (d.freeStart() != freeStart || !Arrays.equals(other, 0, freeStart, key, 0, freeStart)) {
            return 0;
        }
        int k = 0;
        int limit = Math.min(other.length, keyLength);
        while (freeStart + 2 * k + 1 < limit && other[freeStart + 2 * k] == key[freeStart + 2 * k]
                && other[freeStart + 2 * k + 1] == key[freeStart + 2 * k + 1]) {
            k++;
        }
        return k;
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
            entryStart = new int[all + 1];
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
        for (int j = 0; j < facts.uses[tile].length; j++) {
            long role = s.role(facts.uses[tile][j], tile);
            if (role != SearchState.REPLICA) {
                push(n + j, role - CODE);
            }
        }
        freeStart = keyLength;
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

    /** Decodes the prepared input; its first {@code reuse} placed-in-order entries at their offsets in {@code from}. */
    private Result place(int tile, SearchState s, TileLayoutBuilder sink, Decoded from, int reuse) {
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
                fit(map, b, sink);
            }
        }
        for (int j = 0; j < facts.uses[tile].length; j++) {
            for (TileBlock b : s.userBlocks(facts.uses[tile][j], facts.userPos[tile][j])) {
                if (b.kind() != BlockKind.COPY) {
                    fit(map, b, sink);
                }
            }
        }
        int n = problem.variablesOf(tile).length;
        long highest = -1;
        int peakEntry = -1;
        placed = 0;
        for (int k = 0; k < free; k++) {
            int e = (int) order[k];
            entryStart[k] = placed;
            long top;
            if (e < n) {
                top = put(map, facts.variableBlocks[problem.variablesOf(tile)[e]], sink, k < reuse ? from : null);
            } else {
                top = -1;
                int j = e - n;
                for (TileBlock b : s.userBlocks(facts.uses[tile][j], facts.userPos[tile][j])) {
                    if (b.kind() == BlockKind.COPY) {
                        top = Math.max(top, put(map, b, sink, k < reuse ? from : null));
                    }
                }
            }
            if (top >= highest && top > 0) {
                highest = top;
                peakEntry = e;
            }
        }
        entryStart[free] = placed;
        return new Result(map.peak(), conflicts, peakEntry);
    }

    /** Places {@code b} at its first fit. */
    private static void fit(TileMemoryMap map, TileBlock b, TileLayoutBuilder sink) {
        long x = map.firstFit(b);
        map.place(b, x);
        if (sink != null) {
            sink.set(b, x);
        }
    }

    /**
     * Places {@code b} where {@code from} had the same block (the next in order), else at its first fit;
     * returns its top (0 for an empty block).
     */
    private long put(TileMemoryMap map, TileBlock b, TileLayoutBuilder sink, Decoded from) {
        long x = from != null ? from.at()[placed] : map.firstFit(b);
        map.place(b, x);
        if (sink != null) {
            sink.set(b, x);
        }
        if (placed == at.length) {
            at = Arrays.copyOf(at, 2 * placed);
        }
        at[placed++] = x;
        return b.size() == 0 ? 0 : x + b.size();
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
