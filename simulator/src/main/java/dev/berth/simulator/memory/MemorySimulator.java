package dev.berth.simulator.memory;

import dev.berth.model.CurrentBudget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks a layout by running the program on a model machine, a deliberately different method from
 * {@code MemoryChecker}'s geometric sweep. Time steps are replayed in order; within a step, buffers first
 * let go of bytes (end of life, start of a gap: they read back every byte they release) and are then
 * handed their addresses and write their tag (their identity) over the bytes they take (start of life, end
 * of a gap). During a windowed gap a buffer keeps the window's bytes and releases the rest. A released
 * byte that holds another buffer's tag was overwritten while its owner still held it: a collision, blamed
 * on the tag's writer at the time it wrote. Address ranges are also checked when handed out: inside
 * {@code [0, capacity)}, aligned, at the pinned offset for pinned buffers, and at the offset of the first
 * member for a member of a co-location group. Members of a group alias each other ({@link GroupHoldings}):
 * what they hold together is held once, so they never clobber each other, and everything else that writes
 * over their bytes does.
 *
 * <p>Memory is a map of address runs to tags ({@link TaggedMemory}), so cost grows with the number of
 * buffers, not with the capacity: O(n log n) for n buffers.
 */
public final class MemorySimulator {
    private static final String DOING = "replaying the layout on the memory machine";
    private MemorySimulator() {
    }

    public static MemorySimulationReport replay(MemoryProblem problem, long[] offsets) {
        List<Buffer> buffers = problem.buffers();
        if (offsets == null || offsets.length != buffers.size()) {
            String message = "layout has " + (offsets == null ? "no" : offsets.length) + " offsets for "
                    + buffers.size() + " buffers; nothing replayed";
            return new MemorySimulationReport(0, 0, 0, 0, 0, 0, 0, 0,
                    new SimulatedViolation(SimulatedViolation.Kind.OFFSET_COUNT, -1, null, null, message));
        }
        for (int i = 0; i < buffers.size(); i++) {
            if (offsets[i] == MemoryLayout.NO_OFFSET) {
                return new MemorySimulationReport(0, 0, 0, 0, 0, 0, 0, 0,
                        new SimulatedViolation(SimulatedViolation.Kind.OFFSET_COUNT, -1, buffers.get(i).id(), null,
                                "buffer " + buffers.get(i).id() + " has no offset; nothing replayed"));
            }
        }
        List<MachineEvent> events = new ArrayList<>(buffers.size() * 3);
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        for (int i = 0; i < buffers.size(); i++) {
            if ((i & 0xffff) == 0) {
                CurrentBudget.check(DOING);
            }
            String g = buffers.get(i).colocate();
            if (g == null) {
                BufferHoldings.events(buffers.get(i), i, offsets[i], events);
            } else {
                groups.computeIfAbsent(g, k -> new ArrayList<>()).add(i);
            }
        }
        for (List<Integer> members : groups.values()) {
            CurrentBudget.check(DOING);
            GroupHoldings.events(buffers, members.stream().mapToInt(Integer::intValue).toArray(), offsets, events);
        }
        events.sort(Comparator.comparingLong(MachineEvent::time).thenComparingInt(MachineEvent::phase));
        return new Run(problem, offsets).replay(events);
    }

    /** The state of one replay. */
    private static final class Run {
        private final MemoryProblem problem;
        private final long[] offsets;
        private final TaggedMemory memory = new TaggedMemory();
        private final Set<Long> collidingPairs = new HashSet<>();
        /** offset of each co-location group's first member to be placed */
        private final Map<String, Integer> firstMember = new java.util.HashMap<>();
        private long separated;
        private long overflows;
        private long misalignments;
        private long pinned;
        private long live;
        private long peakLive;
        private long maxAddress;
        private SimulatedViolation first;

        Run(MemoryProblem problem, long[] offsets) {
            this.problem = problem;
            this.offsets = offsets;
        }

        MemorySimulationReport replay(List<MachineEvent> events) {
            int step = 0;
            for (MachineEvent e : events) {
                if ((step++ & 0xffff) == 0) {
                    CurrentBudget.check(DOING);
                }
                switch (e.phase()) {
                    case MachineEvent.RELEASE -> release(e);
                    case MachineEvent.PLACE -> place(e);
                    default -> acquire(e);
                }
            }
            return new MemorySimulationReport(events.size(), collidingPairs.size(), overflows, misalignments,
                    pinned, separated, maxAddress, peakLive, first);
        }

        private void release(MachineEvent e) {
            int victim = e.buffer();
            memory.readBack(e.lower(), e.upper(), victim, (lower, upper, writer, when) -> {
                if (collidingPairs.add((long) victim * problem.size() + writer)) {
                    Buffer v = problem.buffer(victim);
                    Buffer w = problem.buffer(writer);
                    note(new SimulatedViolation(SimulatedViolation.Kind.COLLISION, when, v.id(), w.id(),
                            "at time " + when + ", buffer " + w.id() + " " + range(writer) + " overwrote bytes ["
                                    + lower + ", " + upper + ") of buffer " + v.id() + " " + range(victim)
                                    + " while " + v.id() + " held them (found when " + v.id()
                                    + " read them back at time " + e.time() + ")"));
                }
            });
            live -= e.upper() - e.lower();
        }

        private void place(MachineEvent e) {
            Buffer b = problem.buffer(e.buffer());
            long o = offsets[e.buffer()];
            long t = e.time();
            if (o < 0) {
                overflows++;
                note(violation(SimulatedViolation.Kind.OVERFLOW, t, b, "placed at negative address " + o));
            } else if (b.size() > 0 && (b.size() > problem.capacity() || o > problem.capacity() - b.size())) {
                overflows++;
                note(violation(SimulatedViolation.Kind.OVERFLOW, t, b, range(e.buffer()) + " runs past the capacity "
                        + problem.capacity()));
            }
            if (Math.floorMod(o, b.alignment()) != 0) {
                misalignments++;
                note(violation(SimulatedViolation.Kind.MISALIGNMENT, t, b, "offset " + o
                        + " is not a multiple of its alignment " + b.alignment()));
            }
            if (b.isFixed() && o != b.fixedOffset()) {
                pinned++;
                note(violation(SimulatedViolation.Kind.PINNED, t, b, "pinned at " + b.fixedOffset()
                        + " but placed at " + o));
            }
            if (b.colocate() != null) {
                int first = firstMember.computeIfAbsent(b.colocate(), g -> e.buffer());
                if (offsets[first] != o) {
                    separated++;
                    note(violation(SimulatedViolation.Kind.COLOCATION, t, b, "co-located with "
                            + problem.buffer(first).id() + " (group " + b.colocate() + ") at " + offsets[first]
                            + " but placed at " + o));
                }
            }
        }

        private void acquire(MachineEvent e) {
            memory.write(e.lower(), e.upper(), e.buffer(), e.time());
            live += e.upper() - e.lower();
            peakLive = Math.max(peakLive, live);
            maxAddress = Math.max(maxAddress, e.upper());
        }

        private SimulatedViolation violation(SimulatedViolation.Kind kind, long t, Buffer b, String what) {
            return new SimulatedViolation(kind, t, b.id(), null, "at time " + t + ", buffer " + b.id() + ": " + what);
        }

        /** Keeps the earliest violation; collisions are found after the fact, so they may come in earlier. */
        private void note(SimulatedViolation v) {
            if (first == null || v.time() < first.time()) {
                first = v;
            }
        }

        private String range(int i) {
            long o = offsets[i];
            return "[" + o + ", " + BufferHoldings.add(o, problem.buffer(i).size()) + ")";
        }
    }
}
