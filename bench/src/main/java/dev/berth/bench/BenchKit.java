package dev.berth.bench;

import dev.berth.model.Family;
import dev.berth.model.Problem;
import dev.berth.model.Result;
import dev.berth.solvers.Plugins;
import dev.berth.solvers.StrategyRegistry;

import java.util.List;
import java.util.Map;

/**
 * What the bench needs to know about a family beyond the {@link Family} itself: its strategies, the facts
 * worth a column, the bound it measures every answer against, and which strategies can confirm a search
 * proof. One small class per family.
 */
public interface BenchKit<P extends Problem, S> {

    StrategyRegistry<P, S> registry();

    default Family<P, S> family() {
        return registry().family();
    }

    /** The instance's size and shape for the result files, in column order ("buffers", "capacity"). */
    Map<String, Object> facts(P problem);

    /**
     * A lower bound on the headline objective of every answer, computed once per instance by the bench
     * itself: the family's own (memory: live bytes; tiles: the per-tile bound) unless the kit has a stronger
     * one too dear for every gate (sync: the width).
     */
    default long bound(P problem) {
        return family().lowerBound(problem).value();
    }

    /** What {@link #bound} is called in tables. */
    default String boundName() {
        return "bound";
    }

    /** Whether {@link #bound} holds for this answer too (sync: not when it removed pairs). */
    default boolean boundApplies(P problem, S solution) {
        return true;
    }

    /** Facts of one run worth a column ("over capacity", "removed", "shared"); none by default. */
    default Map<String, Object> runFacts(P problem, Result<S> result) {
        return Map.of();
    }

    /** The group an instance is summarised in (sync: its generator); null for none. */
    default String group(P problem) {
        return null;
    }

    /** The second opinion on every answer besides the checker: the family's simulator. */
    default String secondOpinion(P problem, S solution) {
        return Plugins.of(family()).simulator().secondOpinion(problem, solution);
    }

    /** Strategies whose complete search can confirm (or refute) another's search proof, in order of preference. */
    List<String> completeStrategies();

    /**
     * The command-line flags of this family's studies after a bench, with what each means ({@code --sharing}
     * for tiles); a flag given for another family's instances is refused, naming the families it applies to.
     */
    default Map<String, String> studyFlags() {
        return Map.of();
    }

    /**
     * Refuses study settings the family's studies cannot take ({@code --capacities 0}), before the bench runs: an
     * input error naming the flag. Nothing to refuse by default.
     */
    default void checkStudy(Map<String, String> flags) {
    }

    /**
     * The family's studies and plots after a bench's runs, the ones {@code request} asks for and the ones it
     * always makes (simt: the overhead plot); the bench's report, with the rows the studies add.
     */
    default BenchReport study(StudyRequest<P, S> request) {
        return request.bench();
    }
}
