package dev.berth.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.params.Param;

import java.time.Duration;
import java.util.List;

/**
 * A problem family as a plug-in: how its instances and solutions are read and written (formats.md), its
 * independent checker, how its objective is ordered and bounded. The strategies, the gate, the portfolio,
 * the bench and every command work on any family through this.
 *
 * @param <P> the problem records
 * @param <S> an answer (a layout, a mapping)
 */
public interface Family<P extends Problem, S> {

    /** The {@code family} field of its files: "memory", "sync", "tiles". */
    String name();

    Class<P> problemType();

    /** Whether a JSON instance without a {@code family} field has this family's telltale fields. */
    boolean recognises(JsonNode root);

    /** The JSON instance; bad input is an {@link InputException} naming the field. */
    P parse(String source, JsonNode root);

    /**
     * As {@link #parse(String, JsonNode)}, for a family whose instances name other files: those are read
     * through {@code files} (the service's file policy), not opened directly.
     */
    default P parse(String source, JsonNode root, dev.berth.model.io.InputFiles files) {
        return parse(source, root);
    }

    /**
     * Another file type holding this family's instances (memory: MiniMalloc's CSV), by lower-case extension
     * without the dot; null when there is none.
     */
    default String otherFormat() {
        return null;
    }

    /** An instance in {@link #otherFormat()}; {@code fileName} may carry data (a capacity in the name). */
    default P parseOther(String source, String fileName, String text) {
        throw new InputException(source, "the " + name() + " family reads JSON instances only");
    }

    /** The instance as formats.md's JSON. */
    ObjectNode write(P problem);

    /** The answer a solution file gives for {@code problem} (JSON, or {@link #otherFormat()} by extension). */
    S readSolution(String source, String fileName, String text, P problem);

    /** The solution as formats.md's JSON: the common fields, then the family's. */
    ObjectNode writeSolution(P problem, Result<S> result);

    /** The solution in {@link #otherFormat()} (memory: the rows plus their offset). */
    default String writeOther(P problem, S solution) {
        throw new InputException("--out", name() + " solutions are JSON");
    }

    Checker<P, S> checker();

    /**
     * Time the gate keeps back from a strategy's budget so that checking its answer still ends within the
     * caller's limit: the checker's cost grows with the instance, and on the largest ones (a million buffers)
     * it takes about a second. Zero where checking is cheap next to any limit.
     */
    default Duration checkAllowance(P problem) {
        return Duration.ZERO;
    }

    /** What the terms of its {@link Score} are, in order: "peak"; "maxPeak", "totalMemory", ... */
    List<String> scoreTerms();

    /** A lower bound with the certificate that proves it, cheap enough for every answer's gate. */
    Bound lowerBound(P problem);

    /** A certificate that no answer exists, found without search; null when none of the quick proofs applies. */
    Certificate quickInfeasibility(P problem);

    /** One line about a valid solution for {@code berth check}: its score and the lower bound. */
    default String summarise(P problem, S solution) {
        Score s = checker().score(problem, solution);
        List<String> terms = scoreTerms();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < terms.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(terms.get(i)).append(' ').append(s.term(i));
        }
        return b.append(", lower bound ").append(lowerBound(problem).value()).toString();
    }

    /** The reason an INFEASIBLE answer gives for {@code certificate}. */
    default String explain(P problem, Certificate certificate) {
        return certificate.describe();
    }

    /** Parameters every strategy of the family reads (under the family's name). */
    default List<Param<?>> params() {
        return List.of();
    }

    /** One line about the instance's size for tables and progress: "120 buffers, capacity 1048576". */
    String describe(P problem);

    /** {@code problem} as this family's type, or an input error saying which family it is. */
    default P cast(Problem problem) {
        if (!problemType().isInstance(problem)) {
            throw new InputException(problem.name(), "is a " + problem.family() + " instance, not " + name());
        }
        return problemType().cast(problem);
    }
}
