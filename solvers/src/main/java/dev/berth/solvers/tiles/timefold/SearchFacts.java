package dev.berth.solvers.tiles.timefold;

import dev.berth.model.tiles.analysis.TileBlock;
import dev.berth.model.tiles.analysis.TileBlocks;
import dev.berth.model.tiles.TileProblem;

import java.util.Arrays;
import java.util.List;

/**
 * What is fixed for one solve and shared by every clone of the solution: the problem, each tile's blocks
 * by local position (its variables, then the structures it uses), the equal-address sets, the search
 * settings; and search-wide counters (the stats, the tiles each move kind has touched, the stop flags).
 * Nothing here depends on the decisions or the placement: Timefold scores several solutions with several
 * calculators in its assert modes, so that state lives with each calculator ({@link SearchState}).
 *
 * <p>A tile's local positions: {@code 0 .. n-1} its variables ({@link TileProblem#variablesOf}), then
 * {@code n + j} for the {@code j}-th structure it uses ({@link #uses}); a {@link TileState}'s ranks follow them.
 */
final class SearchFacts {
    final TileProblem problem;
    final int tiles;
    final long capacity;
    final AddressSets sets;
    final TileBlock[] variableBlocks;
    /** Variable → its position among its tile's variables. */
    final int[] localOf;
    /** Tile → the structures it uses, ascending. */
    final int[][] uses;
    /** Tile → for each structure it uses, the tile's position among that structure's users. */
    final int[][] userPos;
    /** Structure → its decision slot, -1 when it is not shareable. */
    final int[] decisionOf;
    final int[] structureOfDecision;
    final List<TileMoveKind> kinds;
    final int topTiles;
    /** Workers decoding many tiles at once, null for the calling thread alone. */
    /** Threads of the shared engine the score's tile decoding runs on (1: the calling thread alone). */
    final int threads;
    /** Steps begun, moves handed out, and of those the ones sharing a structure, for the stats. */
    long steps;
    long moves;
    long shareMoves;
    /** Per enabled move kind: the tiles its moves have touched, which is what they cost to score. */
    final long[] touched;
    /** Set when the search is being terminated: the moves then end their step at once. */
    volatile boolean stopRequested;
    /**
     * Set when the time is up: a score being calculated stops decoding and comes out worse than any answer,
     * so that a move touching a thousand tiles does not hold up the end (the tiles stay marked, see
     * {@link SearchState#score()}).
     */
    volatile boolean outOfTime;

    SearchFacts(TileProblem p, TileSearchSettings settings, int threads) {
        this.threads = threads;
        this.problem = p;
        this.tiles = p.tiles();
        this.capacity = p.machine().bytesPerTile();
        this.sets = AddressSets.of(p);
        this.variableBlocks = new TileBlock[p.variableCount()];
        this.localOf = new int[p.variableCount()];
        for (int t = 0; t < tiles; t++) {
            int[] vars = p.variablesOf(t);
            for (int i = 0; i < vars.length; i++) {
                localOf[vars[i]] = i;
                variableBlocks[vars[i]] = TileBlocks.variableBlock(p, vars[i]);
            }
        }
        List<List<Integer>> ofTile = p.structuresOfTile();
        this.uses = new int[tiles][];
        this.userPos = new int[tiles][];
        for (int t = 0; t < tiles; t++) {
            uses[t] = ofTile.get(t).stream().mapToInt(Integer::intValue).toArray();
            userPos[t] = new int[uses[t].length];
            for (int j = 0; j < uses[t].length; j++) {
                userPos[t][j] = Arrays.binarySearch(p.structure(uses[t][j]).users(), t);
            }
        }
        this.decisionOf = new int[p.structureCount()];
        this.structureOfDecision = java.util.stream.IntStream.range(0, p.structureCount())
                .filter(s -> p.structure(s).shareable()).toArray();
        Arrays.fill(decisionOf, -1);
        for (int d = 0; d < structureOfDecision.length; d++) {
            decisionOf[structureOfDecision[d]] = d;
        }
        this.kinds = List.copyOf(settings.moves());
        this.topTiles = settings.topTiles();
        this.touched = new long[kinds.size()];
    }

    /** Local positions of {@code tile}: its variables and the structures it uses. */
    int positions(int tile) {
        return problem.variablesOf(tile).length + uses[tile].length;
    }
}
