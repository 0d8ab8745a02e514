package dev.berth.simulator.engine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Depth-first search over every move of every reached state, each state visited once. Every move either
 * advances a program counter (loops advance a task number) or empties a buffer entry, so the state graph
 * is acyclic and the depth is bounded by the programs' length. No reduction of the interleavings is done:
 * every order of steps and drains is taken, so the state counts are those of the plain model.
 */
final class Explorer {
    private final Machine machine;
    private final long stateLimit;

    Explorer(Machine machine, long stateLimit) {
        this.machine = machine;
        this.stateLimit = stateLimit;
    }

    /** A state on the search path and the index of its next move to try. */
    private static final class Frame {
        final int[] state;
        final List<Transition> moves;
        int next;

        Frame(int[] state, List<Transition> moves) {
            this.state = state;
            this.moves = moves;
        }
    }

    ExplorationReport explore() {
        Set<StateKey> visited = new HashSet<>();
        Deque<Frame> stack = new ArrayDeque<>();
        List<String> path = new ArrayList<>();
        long transitions = 0;
        long ends = 0;
        int[] start = machine.initial();
        visited.add(new StateKey(start));
        stack.push(new Frame(start, machine.moves(start)));
        while (!stack.isEmpty()) {
            Frame f = stack.peek();
            if (f.next >= f.moves.size()) {
                stack.pop();
                if (!path.isEmpty()) {
                    path.removeLast();
                }
                continue;
            }
            Transition t = f.moves.get(f.next++);
            int[] s = f.state.clone();
            String label = machine.describe(s, t);
            Effect e = machine.apply(s, t);
            transitions++;
            if (!e.violated() && !visited.add(new StateKey(s))) {
                continue;
            }
            path.add(label);
            if (e.violated()) {
                return report(visited, transitions, ends, new Violation(e.kind(), e.message(), path));
            }
            if (visited.size() > stateLimit) {
                throw new IllegalStateException(machine.config + ": more than " + stateLimit + " states");
            }
            List<Transition> moves = machine.moves(s);
            if (moves.isEmpty()) {
                ends++;
                Effect end = machine.judgeEnd(s);
                if (end.violated()) {
                    return report(visited, transitions, ends, new Violation(end.kind(), end.message(), path));
                }
            }
            stack.push(new Frame(s, moves));
        }
        return report(visited, transitions, ends, null);
    }

    private ExplorationReport report(Set<StateKey> visited, long transitions, long ends, Violation v) {
        return new ExplorationReport(machine.config, visited.size(), transitions, ends, Optional.ofNullable(v));
    }
}
