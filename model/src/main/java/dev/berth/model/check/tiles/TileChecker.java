package dev.berth.model.check.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.Certificate;
import dev.berth.model.Checker;
import dev.berth.model.Score;
import dev.berth.model.tiles.LinkedSets;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileNeed;
import dev.berth.model.tiles.TileProblem;
import java.util.List;

/**
 * The tiles family's independent check, written from formats.md and docs/tiles.md without the strategies'
 * analysis classes, so a misreading there cannot pass its own answers here. It runs on every answer of
 * chips with thousands of tiles, so nothing in it compares all pairs of anything.
 */
public final class TileChecker implements Checker<TileProblem, TileLayout> {

    @Override
    public String violation(TileProblem problem, TileLayout layout) {
        String v = Decisions.violation(problem, layout);
        if (v != null) {
            return v;
        }
        List<List<Piece>> perTile = Pieces.perTile(problem, layout);
        v = Ranges.violation(problem, perTile);
        if (v != null) {
            return v;
        }
        v = EqualAddresses.violation(problem, layout);
        if (v != null) {
            return v;
        }
        for (List<Piece> tile : perTile) {
            CurrentBudget.check("sweeping the tiles for overlaps");
            v = Sweep.violation(problem, tile);
            if (v != null) {
                return v;
            }
        }
        return null;
    }

    /** (largest tile's peak, sum of the tiles' peaks, exchange cycles); meaningful for a valid layout. */
    @Override
    public Score score(TileProblem problem, TileLayout layout) {
        if (layout.structures().size() != problem.structureCount()) {
            throw new IllegalArgumentException("the layout has " + layout.structures().size() + " structure entries for "
                    + problem.structureCount() + " structures");
        }
        long max = 0;
        long total = 0;
        for (long peak : Costs.peaks(Pieces.perTile(problem, layout))) {
            max = Math.max(max, peak);
            total += peak;
        }
        return Score.of(max, total, Costs.exchangeCycles(problem, layout.plans()));
    }

    /** The layout plays no part: a tile's need holds whatever is shared. */
    @Override
    public String boundViolation(TileProblem problem, TileLayout layout, Certificate certificate, long bound) {
        if (!(certificate instanceof TileNeed need)) {
            return notOurs(certificate) + "; a tiles bound needs a TileNeed";
        }
        String v = needViolation(problem, need);
        if (v != null) {
            return v;
        }
        if (need.bytes() < bound) {
            return "the certificate shows " + need.bytes() + " bytes, less than the bound " + bound;
        }
        return null;
    }

    @Override
    public String infeasibilityViolation(TileProblem problem, Certificate certificate) {
        if (certificate instanceof TileNeed need) {
            String v = needViolation(problem, need);
            if (v != null) {
                return v;
            }
            long capacity = problem.machine().bytesPerTile();
            return need.bytes() > capacity ? null
                    : "tile " + need.tile() + " needing " + need.bytes() + " bytes fits its " + capacity + " bytes";
        }
        if (certificate instanceof LinkedSets linked) {
            return Chains.violation(problem, linked);
        }
        return notOurs(certificate) + "; a tiles infeasibility needs a TileNeed or LinkedSets";
    }

    private static String needViolation(TileProblem p, TileNeed need) {
        String v = Demand.outside(p, need.tile(), need.step());
        if (v != null) {
            return v;
        }
        long actual = Demand.of(p, need.tile(), need.step());
        if (actual < need.bytes()) {
            return "tile " + need.tile() + " needs " + actual + " bytes at step " + need.step() + " (live variables, the"
                    + " structures it uses, the bank rule), not the " + need.bytes() + " the certificate claims";
        }
        return null;
    }

    private static String notOurs(Certificate c) {
        return c == null ? "no certificate"
                : "a " + c.getClass().getSimpleName() + " is not a certificate of the tiles family";
    }
}
