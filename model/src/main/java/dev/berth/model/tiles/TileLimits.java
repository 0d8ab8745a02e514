package dev.berth.model.tiles;

import dev.berth.model.TooLarge;

/**
 * The tiles family's size limits (docs/tiles.md, "Limits"), checked by the reader as it meets each count —
 * before the variables, intervals, sets or structures behind it are built — and again by {@link TileProblem}
 * for problems built otherwise. Each is far above an IPU (1472 tiles, a few hundred variables each, one live
 * interval each) and the generator's largest programs, and each keeps the analyses that grow with it (per-tile
 * interference, the equal-address groups, pointer targets on every user) within seconds.
 */
public interface TileLimits {
    /** Tiles of the machine ({@code tiles.tiles}): per-tile tables are built for every tile. */
    int MAX_TILES = 8192;
    /** Supersteps ({@code tiles.steps}). */
    int MAX_STEPS = 1 << 20;
    /** Variables of the program ({@code tiles.variables}): twice the generator's 1472 × 200. */
    int MAX_VARIABLES = 600_000;
    /**
     * Variables of one tile plus the structures it uses ({@code tiles.blocksPerTile}): the placements compare a
     * tile's blocks with each other, so a tile's work grows with their count squared.
     */
    int MAX_BLOCKS_PER_TILE = 4096;
    /** Read-only structures ({@code tiles.structures}): each sharing decision weighs every tile as a master. */
    int MAX_STRUCTURES = 16_384;
    /**
     * Live or use intervals of one variable or structure ({@code tiles.intervalsPerBlock}): a pointer is followed
     * wherever its structure's use meets its target's life, per user.
     */
    int MAX_INTERVALS_PER_BLOCK = 16;
    /** Pointers of one structure ({@code tiles.pointersPerStructure}): each is followed on every user. */
    int MAX_POINTERS_PER_STRUCTURE = 16;
    /** Live and use intervals of the whole program ({@code tiles.intervals}). */
    int MAX_INTERVALS = 1_000_000;
    /** Members of the input's equal-address sets, summed over the sets ({@code tiles.setMembers}). */
    int MAX_SET_MEMBERS = 1_000_000;
    /** Users of the structures, summed over the structures ({@code tiles.structureUsers}). */
    int MAX_STRUCTURE_USERS = 1_000_000;
    /**
     * Deliveries a structure may need, users times use intervals, summed over the structures
     * ({@code tiles.deliveries}): the exchange is counted per phase and per tile that sends or receives.
     */
    int MAX_DELIVERIES = 2_000_000;
    /** Pointer targets and bases, summed over every pointer of every structure ({@code tiles.pointerTargets}). */
    int MAX_POINTER_TARGETS = 1_000_000;
    /**
     * Any byte count: tile memory, bank, sizes, alignments, exchange code ({@code tiles.bytes}); 1 TiB. A tile's
     * blocks summed, with their alignment padding, stay far inside a long.
     */
    long MAX_BYTES = 1L << 40;


    /** Refuses {@code value} {@code measure} above {@code max}, named {@code limit}. */
    static void check(String where, String measure, long value, long max, String limit) {
        if (value > max) {
            throw new TooLarge(where, measure, value, max, limit);
        }
    }

    /** Refuses a byte count above {@link #MAX_BYTES}. */
    static void checkBytes(String where, long bytes) {
        check(where, "bytes", bytes, MAX_BYTES, "tiles.bytes");
    }

    /** Refuses a variable or structure with more than {@link #MAX_INTERVALS_PER_BLOCK} intervals. */
    static void checkIntervals(String where, long intervals) {
        check(where, "intervals", intervals, MAX_INTERVALS_PER_BLOCK, "tiles.intervalsPerBlock");
    }

    /** Refuses a tile holding more than {@link #MAX_BLOCKS_PER_TILE} variables and structures. */
    static void checkBlocksOnTile(String where, long tile, long blocks) {
        check(where, "variables and structures on tile " + tile, blocks, MAX_BLOCKS_PER_TILE, "tiles.blocksPerTile");
    }

    /** a + b, saturated. */
    static long plus(long a, long b) {
        long s = a + b;
        return ((a ^ s) & (b ^ s)) < 0 ? Long.MAX_VALUE : s;
    }

    /** Refuses {@code problem}'s totals past the limits: its builder may be a program rather than the reader. */
    static void check(String prefix, Machine machine, int steps, java.util.List<TileVariable> variables,
                      java.util.List<int[]> equalAddress, java.util.List<ReadOnlyStructure> structures) {
        check(prefix + "machine.tiles", "tiles", machine.tiles(), MAX_TILES, "tiles.tiles");
        check(prefix + "steps", "steps", steps, MAX_STEPS, "tiles.steps");
        checkBytes(prefix + "machine.bytesPerTile", machine.bytesPerTile());
        checkBytes(prefix + "machine.bankBytes", machine.bankBytes());
        checkBytes(prefix + "machine.exchangeBytesPerCycle", machine.exchangeBytesPerCycle());
        check(prefix + "variables", "variables", variables.size(), MAX_VARIABLES, "tiles.variables");
        long intervals = 0;
        int[] perTile = new int[machine.tiles()];
        for (int i = 0; i < variables.size(); i++) {
            TileVariable v = variables.get(i);
            boolean onTile = v.tile() >= 0 && v.tile() < perTile.length;
            if (v.size() > MAX_BYTES || v.alignment() > MAX_BYTES || v.live().intervals() > MAX_INTERVALS_PER_BLOCK
                    || onTile && perTile[v.tile()] >= MAX_BLOCKS_PER_TILE) { // the message is built only here
                String where = prefix + "variables[" + i + "]";
                checkBytes(where + ".size", v.size());
                checkBytes(where + ".alignment", v.alignment());
                checkIntervals(where + ".live", v.live().intervals());
                checkBlocksOnTile(where + ".tile", v.tile(), perTile[v.tile()] + 1L);
            }
            intervals += v.live().intervals();
            if (onTile) {
                perTile[v.tile()]++;
            }
        }
        long members = 0;
        for (int[] set : equalAddress) {
            members = plus(members, set == null ? 0 : set.length);
        }
        check(prefix + "equalAddress", "set members", members, MAX_SET_MEMBERS, "tiles.setMembers");
        check(prefix + "structures", "structures", structures.size(), MAX_STRUCTURES, "tiles.structures");
        long users = 0;
        long targets = 0;
        long deliveries = 0;
        for (int s = 0; s < structures.size(); s++) {
            ReadOnlyStructure r = structures.get(s);
            String where = prefix + "structures[" + s + "]";
            checkBytes(where + ".size", r.size());
            checkBytes(where + ".alignment", r.alignment());
            checkBytes(where + ".exchangeCodeBytes.send", r.sendCodeBytes());
            checkBytes(where + ".exchangeCodeBytes.receive", r.receiveCodeBytes());
            checkIntervals(where + ".use", r.use().intervals());
            intervals += r.use().intervals();
            users += r.users().length;
            deliveries += (long) r.users().length * r.use().intervals();
            for (int j = 0; j < r.users().length; j++) {
                int u = r.users()[j];
                if (u >= 0 && u < perTile.length && ++perTile[u] > MAX_BLOCKS_PER_TILE) {
                    checkBlocksOnTile(where + ".users[" + j + "]", u, perTile[u]);
                }
            }
            check(where + ".pointers", "pointers", r.pointers().size(), MAX_POINTERS_PER_STRUCTURE,
                    "tiles.pointersPerStructure");
            for (StructurePointer p : r.pointers()) {
                targets += p.targets().size() + p.base().size();
            }
        }
        check(prefix + "variables", "live and use intervals", intervals, MAX_INTERVALS, "tiles.intervals");
        check(prefix + "structures", "structure users", users, MAX_STRUCTURE_USERS, "tiles.structureUsers");
        check(prefix + "structures", "pointer targets", targets, MAX_POINTER_TARGETS, "tiles.pointerTargets");
        check(prefix + "structures", "deliveries (users × use intervals)", deliveries, MAX_DELIVERIES,
                "tiles.deliveries");
    }
}
