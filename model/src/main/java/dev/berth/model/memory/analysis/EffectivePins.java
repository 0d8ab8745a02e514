package dev.berth.model.memory.analysis;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.ColocationGroup;
import dev.berth.model.memory.MemoryProblem;

/**
 * Where each buffer is pinned: its own fixed offset, or, for a member of a co-location group with a pinned
 * member, that member's (the first listed: pins that disagree make the instance infeasible, which
 * {@link MemoryInfeasibility} reports first).
 */
final class EffectivePins {
    private EffectivePins() {
    }

    static Long[] of(MemoryProblem problem) {
        Long[] pins = new Long[problem.size()];
        for (int i = 0; i < problem.size(); i++) {
            pins[i] = problem.buffer(i).fixedOffset();
        }
        for (ColocationGroup g : problem.groups()) {
            Long pin = null;
            for (int i : g.members()) {
                Buffer b = problem.buffer(i);
                if (b.isFixed()) {
                    pin = b.fixedOffset();
                    break;
                }
            }
            if (pin != null) {
                for (int i : g.members()) {
                    pins[i] = pin;
                }
            }
        }
        return pins;
    }
}
