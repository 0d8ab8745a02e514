package dev.berth.solvers.tiles.timefold;

import ai.timefold.solver.core.api.domain.solution.PlanningEntityCollectionProperty;
import ai.timefold.solver.core.api.domain.solution.PlanningScore;
import ai.timefold.solver.core.api.domain.solution.PlanningSolution;
import ai.timefold.solver.core.api.domain.valuerange.ValueRange;
import ai.timefold.solver.core.api.domain.valuerange.ValueRangeFactory;
import ai.timefold.solver.core.api.domain.valuerange.ValueRangeProvider;
import ai.timefold.solver.core.api.score.BendableScore;

import java.util.List;

/**
 * The working answer: one {@link TileSlot} per tile (block order and group addresses) and one
 * {@link DecisionSlot} per shareable structure (replicated or its master). Score
 * ({@link TileSearchScoreCalculator}), compared level by level: hard = bytes above a tile's memory plus
 * pairs of grouped variables that collide; soft = minus the largest tile peak, minus the sum of the peaks,
 * minus the exchange cycles — the objective's order.
 */
@PlanningSolution
public class TileSearchSolution {
    static final String STATES = "states";
    static final String MASTERS = "masters";
    static final int SOFT_LEVELS = 3;

    @PlanningEntityCollectionProperty
    private List<TileSlot> tiles;
    @PlanningEntityCollectionProperty
    private List<DecisionSlot> decisions;
    private SearchFacts facts;
    private TileStateRange states;
    /** Where the working solution's score calculator publishes its state for the moves; shared by clones. */
    private StateHolder holder;
    @PlanningScore(bendableHardLevelsSize = 1, bendableSoftLevelsSize = SOFT_LEVELS)
    private BendableScore score;

    /** For Timefold's cloner. */
    public TileSearchSolution() {
    }

    TileSearchSolution(List<TileSlot> tiles, List<DecisionSlot> decisions, SearchFacts facts) {
        this.tiles = tiles;
        this.decisions = decisions;
        this.facts = facts;
        this.states = new TileStateRange(tiles.stream().map(TileSlot::getState).toList());
        this.holder = new StateHolder();
    }

    public List<TileSlot> getTiles() {
        return tiles;
    }

    public List<DecisionSlot> getDecisions() {
        return decisions;
    }

    @ValueRangeProvider(id = STATES)
    public ValueRange<TileState> getStateRange() {
        return states;
    }

    @ValueRangeProvider(id = MASTERS)
    public ValueRange<Integer> getMasterRange() {
        return ValueRangeFactory.createIntValueRange(DecisionSlot.REPLICATED, facts.tiles);
    }

    SearchFacts getFacts() {
        return facts;
    }

    StateHolder getHolder() {
        return holder;
    }

    public BendableScore getScore() {
        return score;
    }

    public void setScore(BendableScore score) {
        this.score = score;
    }
}
