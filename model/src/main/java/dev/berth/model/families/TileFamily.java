package dev.berth.model.families;

import dev.berth.model.tiles.LinkedSets;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePointer;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileNeed;
import dev.berth.model.tiles.TileProblem;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.Bound;
import dev.berth.model.Certificate;
import dev.berth.model.FamilyBase;
import dev.berth.model.Result;
import dev.berth.model.Score;
import dev.berth.model.check.tiles.TileChecker;
import dev.berth.model.io.SolutionFields;
import dev.berth.model.tiles.analysis.TileInfeasibility;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.io.TileJson;
import dev.berth.model.tiles.io.TileSolutions;

import java.time.Duration;
import java.util.List;

/**
 * Multi-tile memory as a family: formats.md's {@code tiles} JSON in; per structure share or replicate, and
 * every block's offset on every tile, out. The score is (largest tile's peak, total memory, exchange cycles);
 * its bound and OPTIMAL speak about the first term.
 */
public final class TileFamily extends FamilyBase<TileProblem, TileLayout> {
    public static final TileFamily INSTANCE = new TileFamily();

    private TileFamily() {
        super("tiles", TileProblem.class, "machine", new TileChecker(),
                List.of("maxPeak", "totalMemory", "exchangeCycles"));
    }

    @Override
    public TileProblem parse(String source, JsonNode root) {
        return TileJson.parse(source, root);
    }

    @Override
    public ObjectNode write(TileProblem problem) {
        return TileJson.toJson(problem);
    }

    @Override
    public TileLayout readSolution(String source, String fileName, String text, TileProblem problem) {
        return TileSolutions.readLayout(source, text, problem);
    }

    /**
     * The common fields, then {@code totalMemory} and {@code exchangeCycles} (the score's other terms),
     * the assignment ({@link TileSolutions#assignment}), the certificate and the stats. An answer not scored
     * yet (not through the gate) is scored by the checker.
     */
    @Override
    public ObjectNode writeSolution(TileProblem p, Result<TileLayout> answer) {
        Result<TileLayout> r = answer.hasSolution() && answer.score() == null
                ? answer.withScore(checker().score(p, answer.solution())) : answer;
        ObjectNode o = SolutionFields.head(name(), p.name(), r);
        SolutionFields.origin(o, r);
        if (r.hasSolution()) {
            Score s = r.score();
            o.put("totalMemory", s.term(1));
            o.put("exchangeCycles", s.term(2));
            o.set("assignment", TileSolutions.assignment(p, r.solution()));
        }
        if (r.certificate() != null) {
            o.set("certificate", SolutionFields.certificate(r.certificate()));
        }
        SolutionFields.stats(o, r.stats());
        return o;
    }

    /**
     * The checker and the bound walk every variable, every structure's user and every pointer target: about a
     * microsecond each once compiled, four more while the checker's code is still cold (the first 100,000),
     * measured on the 1472 × 200 generated chip (466,000 of them: 1.3 s cold, 0.3–0.7 s warm). A portfolio's
     * members' gates check, then its own.
     */
    @Override
    public Duration checkAllowance(TileProblem problem) {
        long n = problem.variableCount();
        for (ReadOnlyStructure r : problem.structures()) {
            n += r.users().length;
            for (StructurePointer p : r.pointers()) {
                n += p.targets().size() + p.base().size();
            }
        }
        return Duration.ofNanos(n * 1_000 + Math.min(n, 100_000) * 4_000);
    }

    /** The largest tile's need at its busiest step ({@link TileLowerBound}), valid whatever is shared. */
    @Override
    public Bound lowerBound(TileProblem problem) {
        return TileLowerBound.of(problem).bound();
    }

    /** Inconsistent input equal-address sets ({@link LinkedSets}), or a tile's need above its memory ({@link TileNeed}). */
    @Override
    public Certificate quickInfeasibility(TileProblem problem) {
        return TileInfeasibility.find(problem);
    }

    @Override
    public String explain(TileProblem problem, Certificate certificate) {
        return TileInfeasibility.reason(problem, certificate);
    }

    @Override
    public String summarise(TileProblem p, TileLayout layout) {
        Score s = checker().score(p, layout);
        long shared = layout.structures().stream().filter(x -> x.plan().shared()).count();
        return "largest tile peak " + s.term(0) + " (lower bound " + TileLowerBound.of(p).max() + ", "
                + p.machine().bytesPerTile() + " per tile), total " + s.term(1) + ", " + s.term(2)
                + " exchange cycles, " + shared + " of " + p.structureCount() + " structures shared";
    }


    @Override
    public String describe(TileProblem p) {
        return p.tiles() + " tiles of " + p.machine().bytesPerTile() + " B, " + p.variableCount() + " variables, "
                + p.equalAddress().size() + " equal-address sets, " + p.structureCount() + " structures, "
                + p.steps() + " steps, lower bound " + TileLowerBound.of(p).max();
    }
}
