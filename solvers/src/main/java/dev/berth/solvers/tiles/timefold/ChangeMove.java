package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.api.domain.common.Lookup;
import dev.berth.model.tiles.TileProblem;
import dev.berth.solvers.timefold.Assignments;
import dev.berth.solvers.timefold.BasicVariable;
import dev.berth.solvers.timefold.SetValuesMove;

import java.util.List;

/**
 * Sets some decisions and some tile states at once; every neighbourhood of {@link TileMoves} produces one.
 * Decisions change first, so a calculator regroups before it sees the new group addresses.
 */
final class ChangeMove extends SetValuesMove<TileSearchSolution, TileMoveKind> {
    private static final BasicVariable<TileSearchSolution, DecisionSlot, Integer> MASTER =
            new BasicVariable<>(DecisionSlot.class, "master", Integer.class);
    private static final BasicVariable<TileSearchSolution, TileSlot, TileState> STATE =
            new BasicVariable<>(TileSlot.class, "state", TileState.class);
    private final Assignments<TileSearchSolution, DecisionSlot, Integer> masters;
    private final Assignments<TileSearchSolution, TileSlot, TileState> states;

    ChangeMove(TileMoveKind kind, DecisionSlot[] decisions, Integer[] masters, TileSlot[] tiles, TileState[] states) {
        this(kind, new Assignments<>(MASTER, decisions, masters), new Assignments<>(STATE, tiles, states));
    }

    private ChangeMove(TileMoveKind kind, Assignments<TileSearchSolution, DecisionSlot, Integer> masters,
                       Assignments<TileSearchSolution, TileSlot, TileState> states) {
        super("Change", kind, masters, states);
        this.masters = masters;
        this.states = states;
    }

    static ChangeMove decision(TileMoveKind kind, DecisionSlot d, int master) {
        return new ChangeMove(kind, new DecisionSlot[] {d}, new Integer[] {master}, new TileSlot[0], new TileState[0]);
    }

    static ChangeMove tile(TileMoveKind kind, TileSlot t, TileState state) {
        return new ChangeMove(kind, new DecisionSlot[0], new Integer[0], new TileSlot[] {t}, new TileState[] {state});
    }

    /** How many tiles scoring the move decodes, about: the tiles it sets, every user and master of a decision. */
    int touched(TileProblem p) {
        int n = states.entities().size();
        for (DecisionSlot d : masters.entities()) {
            n += p.structure(d.getIndex()).users().length + 1;
        }
        return n;
    }

    @Override
    public ChangeMove rebase(Lookup lookup) {
        return new ChangeMove(kind(), masters.rebase(lookup), states.rebase(lookup));
    }

    @Override
    public String toString() {
        String decided = masters.describe(DecisionSlot::getIndex, " ");
        List<Integer> tiles = states.entities().stream().map(TileSlot::getIndex).toList();
        return kindName() + (decided.isEmpty() ? "" : " " + decided) + (tiles.isEmpty() ? "" : " tiles " + tiles);
    }
}
