package dev.berth.simulator.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One run that always takes the first move in the machine's fixed order (program steps before drains,
 * lower processes first): buffered writes drain only when every process waits, which is a legal schedule
 * of the model and needs no search, so it scales to a 32-core unit.
 */
final class StraightLine {
    private StraightLine() {
    }

    static StraightLineRun run(Machine machine) {
        int[] s = machine.initial();
        List<String> path = new ArrayList<>();
        List<TaskOutcome> outcomes = new ArrayList<>();
        while (true) {
            List<Transition> moves = machine.moves(s);
            if (moves.isEmpty()) {
                Effect end = machine.judgeEnd(s);
                return new StraightLineRun(machine.config, outcomes, path.size(), end.violated()
                        ? Optional.of(new Violation(end.kind(), end.message(), path)) : Optional.empty());
            }
            Transition t = moves.getFirst();
            path.add(machine.describe(s, t));
            Effect e = machine.apply(s, t);
            if (e.violated()) {
                return new StraightLineRun(machine.config, outcomes, path.size(),
                        Optional.of(new Violation(e.kind(), e.message(), path)));
            }
            if (e.outcome() != null) {
                outcomes.add(e.outcome());
            }
        }
    }
}
