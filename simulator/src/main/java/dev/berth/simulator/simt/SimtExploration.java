package dev.berth.simulator.simt;

import dev.berth.model.CurrentBudget;
import dev.berth.model.simt.Launch;
import dev.berth.model.simt.ir.Kernel;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.graph.DirectedPseudograph;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every schedule of a small launch: the states a kernel reaches on a model when any warp that can issue may go
 * next, with the state hashing of the runner made exact (a state is its whole memory, registers, live threads
 * and every warp's control state). The answer must finish under every <em>fair</em> schedule — one that does not
 * pass over a warp able to issue for ever — with the memory the reference gives: no reachable state where no warp
 * can issue with threads left (a deadlock), no fault, no final memory other than the reference's, and no cycle
 * a fair schedule can go round for ever (a livelock). A cycle of states is fair-forever exactly when every warp
 * either cannot issue somewhere on it or issues on it; so a strongly connected component of the state graph
 * holds one exactly when each warp is disabled in one of its states or takes one of its edges.
 * <p>
 * Only steps that touch shared memory can change what another warp does, so a warp's other steps are taken at
 * once after its shared one (up to {@link #LOCAL_RUN} of them): a move is one warp's shared step and the local
 * steps that follow it. Local steps commute with every other warp's steps, so the moves reach every final
 * memory, deadlock and fair cycle the single steps reach, in far fewer states (a 4 × 1 spin lock: under two
 * thousand, where single steps pass a hundred thousand).
 * <p>
 * States are reached again by replaying their shortest schedule from the start (the machines keep no undo), which
 * costs the depth per state; {@link #MAX_STATES} and {@link #MAX_STEPS} bound the work, and beyond them the exploration says it did not finish
 * rather than claiming anything.
 */
final class SimtExploration {
    /** Launches at most this many threads are explored whole. */
    static final int MAX_THREADS = 4;
    /** States explored at most; beyond, the exploration is left unfinished. */
    static final int MAX_STATES = 100_000;
    /** Machine steps all the replays take at most (about a second); beyond, the exploration is left unfinished. */
    static final long MAX_STEPS = 10_000_000;
    /** Local steps a move takes at most; a warp that stays local longer ends its move there. */
    static final int LOCAL_RUN = 1_000;

    /** Null when every fair schedule finishes with the reference's memory; otherwise why not. */
    record Verdict(boolean finished, String violation, int states) {
    }

    private final KernelCode code;
    private final Launch launch;
    private final ExecutionModel model;
    /**
     * Per state, the state it was first reached from (-1 for the start) and the warp that issued then; the search
     * is breadth first, so these give the shortest schedule to it.
     */
    private int[] parent = new int[1024];
    private byte[] via = new byte[1024];
    private final List<boolean[]> enabled = new ArrayList<>();
    private final Map<StateKey, Integer> ids = new HashMap<>();
    /** Pseudo: two warps may lead to the same state, and a step may lead back to its own. */
    private final Graph<Integer, Move> graph = new DirectedPseudograph<>(Move.class);
    private long steps;

    private SimtExploration(Kernel kernel, Launch launch, ExecutionModel model) {
        this.code = new KernelCode(kernel);
        this.launch = launch;
        this.model = model;
    }

    /** Whether a launch is small enough to have every schedule explored. */
    static boolean applies(Launch launch) {
        return launch.threads() <= MAX_THREADS && launch.warps() > 1;
    }

    /**
     * Explores {@code candidate} under {@code model} on {@code launch}; {@code expected} is the reference's final
     * memory.
     */
    static Verdict explore(Kernel candidate, ExecutionModel model, Launch launch, List<Long> expected) {
        return new SimtExploration(candidate, launch, model).run(expected);
    }

    private Verdict run(List<Long> expected) {
        ArrayDeque<Integer> frontier = new ArrayDeque<>();
        Replay start = new Replay(code, launch, model);
        if (start.fault != null) {
            return new Verdict(true, "a schedule faults: " + start.fault + " (at the start)", 1);
        }
        frontier.add(add(start, -1, -1));
        while (!frontier.isEmpty()) {
            CurrentBudget.check("exploring every schedule of the kernel under " + model.text());
            int id = frontier.poll();
            if (ids.size() > MAX_STATES || steps > MAX_STEPS) {
                return new Verdict(false, null, ids.size());
            }
            int[] path = pathTo(id);
            boolean any = false;
            for (int w = 0; w < launch.warps(); w++) {
                if (!enabled.get(id)[w]) {
                    continue;
                }
                any = true;
                Replay next = along(path);
                long before = next.steps;
                String fault = next.move(w);
                steps += next.steps - before;
                if (fault != null) {
                    int[] longer = Arrays.copyOf(path, path.length + 1);
                    longer[path.length] = w;
                    return new Verdict(true, "a schedule faults: " + fault + " (" + schedule(longer) + ")", ids.size());
                }
                StateKey key = next.key();
                Integer to = ids.get(key);
                if (to == null) {
                    to = add(next, id, w);
                    frontier.add(to);
                }
                graph.addEdge(id, to, new Move(id, to, w));
            }
            if (!any) {
                Replay here = along(path);
                if (!here.finished()) {
                    return new Verdict(true, "a schedule deadlocks: no warp can issue with threads left ("
                            + schedule(path) + ")", ids.size());
                }
                List<Long> memory = Words.of(here.state.memory);
                if (!memory.equals(expected)) {
                    return new Verdict(true, "a schedule ends with memory " + memory + " where per-thread scheduling"
                            + " gives " + expected + " (" + schedule(path) + ")", ids.size());
                }
            }
        }
        String livelock = fairCycle();
        return new Verdict(true, livelock, ids.size());
    }

    private int add(Replay r, int from, int warp) {
        int id = enabled.size();
        if (id == parent.length) {
            parent = Arrays.copyOf(parent, id * 2);
            via = Arrays.copyOf(via, id * 2);
        }
        parent[id] = from;
        via[id] = (byte) warp;
        boolean[] can = new boolean[launch.warps()];
        for (int w = 0; w < can.length; w++) {
            can[w] = !r.finished() && r.machine.canIssue(w);
        }
        enabled.add(can);
        ids.put(r.key(), id);
        graph.addVertex(id);
        return id;
    }

    private Replay along(int[] path) {
        Replay r = Replay.along(code, launch, model, path);
        steps += r.steps;
        return r;
    }

    /** The warps that issue, in order, on the shortest schedule from the start to the state. */
    private int[] pathTo(int id) {
        int depth = 0;
        for (int v = id; parent[v] >= 0; v = parent[v]) {
            depth++;
        }
        int[] path = new int[depth];
        for (int v = id; parent[v] >= 0; v = parent[v]) {
            path[--depth] = via[v];
        }
        return path;
    }

    /** A strongly connected set of states a fair schedule can stay in for ever, described; or null. */
    private String fairCycle() {
        List<Set<Integer>> components = new KosarajuStrongConnectivityInspector<>(graph).stronglyConnectedSets();
        for (Set<Integer> c : components) {
            CurrentBudget.check("looking for a cycle every fair schedule can take");
            boolean[] moves = new boolean[launch.warps()];
            boolean internal = false;
            for (int v : c) {
                for (Move m : graph.outgoingEdgesOf(v)) {
                    if (c.contains(m.to())) {
                        moves[m.warp()] = true;
                        internal = true;
                    }
                }
            }
            if (!internal) {
                continue;
            }
            boolean fair = true;
            for (int w = 0; w < launch.warps() && fair; w++) {
                boolean disabledSomewhere = false;
                for (int v : c) {
                    if (!enabled.get(v)[w]) {
                        disabledSomewhere = true;
                        break;
                    }
                }
                fair = disabledSomewhere || moves[w];
            }
            if (fair) {
                int any = c.iterator().next();
                return "a fair schedule never finishes: " + c.size() + " states it can go round for ever, every warp"
                        + " taking its turns (one reached by " + schedule(pathTo(any)) + ")";
            }
        }
        return null;
    }

    /** The warps in the order of their moves, shortened: "moves of warps 0,0,1,... (37 moves)". */
    private static String schedule(int[] path) {
        StringBuilder b = new StringBuilder("moves of warps ");
        for (int i = 0; i < Math.min(path.length, 24); i++) {
            b.append(i == 0 ? "" : ",").append(path[i]);
        }
        return b.append(path.length > 24 ? ",..." : "").append(" (").append(path.length).append(" moves)").toString();
    }

    /** An edge of the state graph: warp {@code warp} issues in state {@code from} and leads to {@code to}. */
    record Move(int from, int to, int warp) {
    }

    /**
     * A whole state as two independent 64-bit hashes of all its words: 16 bytes a state rather than the state
     * (hash compaction); two different states share both with a chance of about 2^-128 per pair, far below the
     * chance of a hardware fault in the run.
     */
    record StateKey(long first, long second) {
        static StateKey of(long[] words) {
            long a = 0x243F6A8885A308D3L;
            long b = 0x13198A2E03707344L;
            for (int i = 0; i < words.length; i++) {
                a = MachineState.mix(a ^ words[i]) + i;
                b = MachineState.mix(b + words[i] * 0x9E3779B97F4A7C15L) ^ (i * 0xC2B2AE3D27D4EB4FL);
            }
            return new StateKey(a, b);
        }
    }

    /** A fresh machine, stepped along a schedule. */
    private static final class Replay {
        final MachineState state;
        final SimtMachine machine;
        String fault;
        /** Machine steps taken. */
        long steps;

        /** The start, where each warp has taken the local steps before its first shared one. */
        Replay(KernelCode code, Launch launch, ExecutionModel model) {
            state = new MachineState(code, launch);
            machine = switch (model) {
                case IPDOM -> new IpdomMachine(state);
                case ITS -> new ItsMachine(state);
                case NEXTPC -> new NextPcMachine(state);
            };
            for (int w = 0; w < launch.warps() && fault == null; w++) {
                fault = local(w);
            }
        }

        static Replay along(KernelCode code, Launch launch, ExecutionModel model, int[] path) {
            Replay r = new Replay(code, launch, model);
            for (int i = 0; i < path.length && r.fault == null; i++) {
                r.fault = r.move(path[i]);
            }
            return r;
        }

        /** One warp's step and the local ones after it; null, or the fault. */
        String move(int w) {
            try {
                steps++;
                machine.step(w);
            } catch (SimtFault f) {
                return f.getMessage();
            }
            return local(w);
        }

        private String local(int w) {
            try {
                for (int n = 0; n < LOCAL_RUN && !finished() && machine.canIssue(w) && !machine.nextShared(w); n++) {
                    steps++;
                    machine.step(w);
                }
                return null;
            } catch (SimtFault f) {
                return f.getMessage();
            }
        }

        boolean finished() {
            return state.finished();
        }

        StateKey key() {
            List<long[]> parts = new ArrayList<>();
            parts.add(state.memory);
            parts.add(state.registers);
            parts.add(state.live);
            for (int w = 0; w < state.warps; w++) {
                parts.add(machine.control(w));
            }
            int n = 0;
            for (long[] p : parts) {
                n += p.length + 1;
            }
            long[] words = new long[n];
            int at = 0;
            for (long[] p : parts) {
                words[at++] = p.length;
                System.arraycopy(p, 0, words, at, p.length);
                at += p.length;
            }
            return StateKey.of(words);
        }
    }
}
