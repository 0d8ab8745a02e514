package dev.berth.model.check.sync;

import dev.berth.model.Certificate;
import dev.berth.model.Checker;
import dev.berth.model.Score;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;

/**
 * The sync family's independent checker, written from docs/sync.md and formats.md with no code in common
 * with the strategies (their happens-before, hand-over order, widths and validator live in
 * {@code sync.analysis}): a bug there must not pass here as well. Happens-before is computed its own way,
 * as vector clocks over a topological order of the events.
 */
public final class SyncChecker implements Checker<SyncProblem, SyncMapping> {

    @Override
    public String violation(SyncProblem problem, SyncMapping mapping) {
        return MappingRules.violation(problem, mapping == null ? null : mapping.ids());
    }

    @Override
    public Score score(SyncProblem problem, SyncMapping mapping) {
        if (mapping == null || mapping.ids().length != problem.size()) {
            throw new IllegalArgumentException("a score needs one id per resource: "
                    + MappingRules.lengthViolation(problem, mapping == null ? null : mapping.ids()));
        }
        return Score.of(MappingRules.used(problem, mapping.ids()));
    }

    @Override
    public String boundViolation(SyncProblem problem, SyncMapping mapping, Certificate certificate, long bound) {
        return Certificates.boundViolation(problem, mapping == null ? null : mapping.ids(), certificate, bound);
    }

    @Override
    public String infeasibilityViolation(SyncProblem problem, Certificate certificate) {
        return Certificates.infeasibilityViolation(problem, certificate);
    }
}
