package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.api.domain.common.Lookup;
import ai.timefold.solver.core.preview.api.domain.metamodel.PlanningVariableMetaModel;
import ai.timefold.solver.core.preview.api.move.Move;
import ai.timefold.solver.core.preview.api.move.MutableSolutionView;
import dev.berth.model.tiles.TileProblem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SequencedCollection;

/**
 * Sets some decisions and some tile states at once; every neighbourhood of {@link TileMoves} produces one.
 * Decisions change first, so a calculator regroups before it sees the new group addresses. Timefold records
 * the changes and undoes them itself.
 */
final class ChangeMove implements Move<TileSearchSolution> {
    private final TileMoveKind kind;
    private final DecisionSlot[] decisions;
    private final Integer[] masters;
    private final TileSlot[] tiles;
    private final TileState[] states;

    ChangeMove(TileMoveKind kind, DecisionSlot[] decisions, Integer[] masters, TileSlot[] tiles, TileState[] states) {
        this.kind = kind;
        this.decisions = decisions;
        this.masters = masters;
        this.tiles = tiles;
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
        int n = tiles.length;
        for (DecisionSlot d : decisions) {
            n += p.structure(d.getStructure()).users().length + 1;
        }
        return n;
    }

    @Override
    public void execute(MutableSolutionView<TileSearchSolution> view) {
        if (decisions.length > 0) {
            PlanningVariableMetaModel<TileSearchSolution, DecisionSlot, Integer> master = view.getSolutionMetaModel()
                    .genuineEntity(DecisionSlot.class).basicVariable("master", Integer.class);
            for (int k = 0; k < decisions.length; k++) {
                view.changeVariable(master, decisions[k], masters[k]);
            }
        }
        if (tiles.length > 0) {
            PlanningVariableMetaModel<TileSearchSolution, TileSlot, TileState> state = view.getSolutionMetaModel()
                    .genuineEntity(TileSlot.class).basicVariable("state", TileState.class);
            for (int k = 0; k < tiles.length; k++) {
                view.changeVariable(state, tiles[k], states[k]);
            }
        }
    }

    @Override
    public ChangeMove rebase(Lookup lookup) {
        DecisionSlot[] d = new DecisionSlot[decisions.length];
        for (int k = 0; k < d.length; k++) {
            d[k] = lookup.lookUpWorkingObject(decisions[k]);
        }
        TileSlot[] t = new TileSlot[tiles.length];
        for (int k = 0; k < t.length; k++) {
            t[k] = lookup.lookUpWorkingObject(tiles[k]);
        }
        return new ChangeMove(kind, d, masters, t, states);
    }

    @Override
    public SequencedCollection<Object> getPlanningEntities() {
        List<Object> out = new ArrayList<>(decisions.length + tiles.length);
        out.addAll(Arrays.asList(decisions));
        out.addAll(Arrays.asList(tiles));
        return out;
    }

    @Override
    public SequencedCollection<Object> getPlanningValues() {
        List<Object> out = new ArrayList<>(masters.length + states.length);
        out.addAll(Arrays.asList(masters));
        out.addAll(Arrays.asList(states));
        return out;
    }

    @Override
    public String describe() {
        return "Change(" + kind.name().toLowerCase(Locale.ROOT) + ")";
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChangeMove m && kind == m.kind && Arrays.equals(decisions, m.decisions)
                && Arrays.equals(masters, m.masters) && Arrays.equals(tiles, m.tiles) && Arrays.equals(states, m.states);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(new int[] {kind.hashCode(), Arrays.hashCode(decisions), Arrays.hashCode(masters),
                Arrays.hashCode(tiles), Arrays.hashCode(states)});
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder(kind.name().toLowerCase(Locale.ROOT));
        for (int k = 0; k < decisions.length; k++) {
            s.append(' ').append(decisions[k].getStructure()).append("->").append(masters[k]);
        }
        if (tiles.length > 0) {
            s.append(" tiles ").append(Arrays.toString(Arrays.stream(tiles).map(TileSlot::getTile).toArray()));
        }
        return s.toString();
    }
}
