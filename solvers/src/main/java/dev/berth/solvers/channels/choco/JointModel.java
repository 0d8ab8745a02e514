package dev.berth.solvers.channels.choco;

import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.solvers.channels.OffsetGrid;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.variables.BoolVar;
import org.chocosolver.solver.variables.IntVar;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The offsets of the unplaced buffers and the schedule they allow, as one Choco model. Every pair of
 * instances in different warps that touch a common address with at least one write must run in sequential
 * order (what the checker demands of any answer); whether a pair touches a common address is a function of
 * the offsets, so each such pair gets a boolean — its <em>conflict</em> — equal to the disjunction of its
 * access pairs' overlaps, and a true conflict forces the later instance to start after the earlier one ends.
 * Starts, ends and the makespan follow: the makespan is the longest path of that ordering with the
 * intrinsics' cycles, which is what {@code CodeMakespan} measures on the code generated for it (sync pairs are
 * only the cross-warp edges of this ordering that nothing else implies, and an implied edge never lengthens a
 * path).
 *
 * <p>Offsets live on timefold's {@link OffsetGrid}, its step also dividing the pool's end: {@code g} bytes, the
 * gcd of every size, range, step, given offset and the capacity. Any placement off that grid overlaps at least
 * what its rounding down does (two grid-aligned ranges that share a cell still share a point when each is
 * shifted right by less than a cell), and the rounding stays inside the capacity; so the least makespan is on
 * the grid. Without a capacity the pool ends after the given buffers plus every size: room for any placement.
 *
 * <p>A conflict already implied by program order and the conflicts every placement has (same buffer, or two
 * given offsets) changes neither the ordering's closure nor, therefore, the reduced code: such pairs get no
 * variable. The remaining conflicts are the model's decisions; equal ones (the same access overlaps) share
 * one variable.
 */
final class JointModel {
    private static final String DOING = "building the joint placement model";
    /** One range an instance touches, relative to its buffer. */
    private record Touch(int buffer, long start, long end, boolean write) {
    }

    final Model model = new Model("channels-joint");
    final long grid;
    /** Per buffer, in grid units (constants for the given ones). */
    final IntVar[] offsets;
    final BoolVar[] conflicts;
    final IntVar[] starts;
    final IntVar makespan;
    final int fixedEdges;
    final int conditionalEdges;

    private final ChannelsProblem problem;
    private final Map<Long, IntVar> differences = new HashMap<>();
    private final Map<String, BoolVar> overlaps = new HashMap<>();

    /**
     * @param makespanAtMost the makespan allowed (cycles), inclusive
     * @throws JointModelNotBuilt when the numbers do not fit Choco's int domains
     */
    JointModel(ChannelsProblem p, long makespanAtMost) {
        this.problem = p;
        List<List<Touch>> touches = new ArrayList<>();
        List<Integer> warps = new ArrayList<>();
        List<Long> cycles = new ArrayList<>();
        unroll(p, touches, warps, cycles);
        int n = touches.size();
        OffsetGrid onGrid = OffsetGrid.of(p).dividingTop();
        long capacity = onGrid.top();
        grid = onGrid.step();
        long horizon = cycles.stream().mapToLong(Long::longValue).sum();
        if (horizon > Integer.MAX_VALUE / 2 || capacity / grid > Integer.MAX_VALUE / 2) {
            throw new JointModelNotBuilt("the program's cycles (" + horizon + ") or the capacity in units of " + grid
                    + " bytes exceed the model's int domains");
        }
        int limit = (int) Math.min(horizon, makespanAtMost);
        offsets = new IntVar[p.buffers().size()];
        for (int b = 0; b < offsets.length; b++) {
            if ((b & 0x3ff) == 0) {
                CurrentBudget.check(DOING);
            }
            ChannelBuffer x = p.buffers().get(b);
            offsets[b] = x.placed() ? model.intVar((int) (x.offset() / grid))
                    : model.intVar("off_" + x.id(), 0, (int) ((capacity - x.size()) / grid));
        }
        starts = new IntVar[n];
        IntVar[] ends = new IntVar[n];
        for (int k = 0; k < n; k++) {
            starts[k] = model.intVar("s" + k, 0, Math.max(0, limit - cycles.get(k).intValue()));
            ends[k] = model.intOffsetView(starts[k], cycles.get(k).intValue());
        }
        BitSet[] reach = new BitSet[n];
        Map<Integer, Integer> lastOfWarp = new HashMap<>();
        List<int[]> fixed = new ArrayList<>();
        List<int[]> open = new ArrayList<>();
        List<List<BoolVar>> openLiterals = new ArrayList<>();
        long pairs = 0;
        for (int y = 0; y < n; y++) {
            CurrentBudget.check(DOING);
            reach[y] = new BitSet(n);
            Integer before = lastOfWarp.put(warps.get(y), y);
            if (before != null) {
                precede(starts, cycles, before, y);
                reach[y].or(reach[before]);
                reach[y].set(before);
            }
            for (int x = y - 1; x >= 0; x--) {
                if (warps.get(x).equals(warps.get(y)) || reach[y].get(x)) {
                    continue;
                }
                List<BoolVar> literals = new ArrayList<>();
                boolean always = false;
                for (Touch a : touches.get(x)) {
                    for (Touch c : touches.get(y)) {
                        if ((++pairs & 0x3ff) == 0) {
                            CurrentBudget.check(DOING);
                        }
                        if (!a.write() && !c.write()) {
                            continue;
                        }
                        Boolean known = constantOverlap(a, c);
                        if (known == null) {
                            BoolVar v = overlap(a, c);
                            if (v.isInstantiatedTo(1)) {
                                always = true;
                            } else if (!v.isInstantiatedTo(0)) {
                                literals.add(v);
                            }
                        } else if (known) {
                            always = true;
                        }
                    }
                }
                if (always) {
                    precede(starts, cycles, x, y);
                    fixed.add(new int[] {x, y});
                    reach[y].or(reach[x]);
                    reach[y].set(x);
                } else if (!literals.isEmpty()) {
                    open.add(new int[] {x, y});
                    openLiterals.add(literals);
                }
            }
        }
        Map<String, BoolVar> byLiterals = new HashMap<>();
        for (int e = 0; e < open.size(); e++) {
            if ((e & 0x3ff) == 0) {
                CurrentBudget.check(DOING);
            }
            int x = open.get(e)[0];
            int y = open.get(e)[1];
            List<BoolVar> literals = openLiterals.get(e);
            // an open pair may have become implied by fixed edges found after it (later x, same y)
            if (reach[y].get(x)) {
                continue;
            }
            String key = literals.stream().map(v -> Integer.toString(v.getId())).sorted().toList().toString();
            BoolVar conflict = byLiterals.computeIfAbsent(key, k -> {
                if (literals.size() == 1) {
                    return literals.get(0);
                }
                BoolVar c = model.boolVar("conflict" + k);
                model.addClausesBoolOrArrayEqVar(literals.toArray(BoolVar[]::new), c);
                return c;
            });
            BoolVar ordered = model.arithm(starts[y], "-", starts[x], ">=", cycles.get(x).intValue()).reify();
            model.addClausesBoolLe(conflict, ordered);
        }
        conflicts = byLiterals.values().stream().sorted((a, b) -> Integer.compare(a.getId(), b.getId()))
                .toArray(BoolVar[]::new);
        fixedEdges = fixed.size();
        conditionalEdges = open.size();
        makespan = model.intVar("makespan", 0, limit);
        IntVar[] lasts = lastOfWarp.values().stream().map(k -> ends[k]).toArray(IntVar[]::new);
        if (lasts.length > 0) {
            model.max(makespan, lasts).post();
        }
    }

    /** The offsets of a solution, in bytes, indexed like the problem's buffers. */
    long[] offsetsInBytes() {
        long[] out = new long[offsets.length];
        for (int b = 0; b < out.length; b++) {
            out[b] = offsets[b].getValue() * grid;
        }
        return out;
    }

    private void precede(IntVar[] starts, List<Long> cycles, int x, int y) {
        model.arithm(starts[y], "-", starts[x], ">=", cycles.get(x).intValue()).post();
    }

    /** Null when the overlap depends on the offsets; otherwise whether the two ranges overlap. */
    private Boolean constantOverlap(Touch a, Touch c) {
        ChannelBuffer ba = problem.buffers().get(a.buffer());
        ChannelBuffer bc = problem.buffers().get(c.buffer());
        if (a.buffer() == c.buffer()) {
            return a.start() < c.end() && c.start() < a.end();
        }
        if (ba.placed() && bc.placed()) {
            return ba.offset() + a.start() < bc.offset() + c.end() && bc.offset() + c.start() < ba.offset() + a.end();
        }
        return null;
    }

    /**
     * Whether {@code a} and {@code c} (in different buffers) overlap: with D = off(c's) − off(a's) in grid
     * units, exactly when a.start − c.end < D·g < a.end − c.start.
     */
    private BoolVar overlap(Touch a, Touch c) {
        if (a.buffer() > c.buffer()) {
            return overlap(c, a);
        }
        IntVar d = difference(a.buffer(), c.buffer());
        long lo = (a.start() - c.end()) / grid + 1;
        long hi = (a.end() - c.start()) / grid - 1;
        if (lo > hi || hi < d.getLB() || lo > d.getUB()) {
            return model.boolVar(false);
        }
        if (lo <= d.getLB() && hi >= d.getUB()) {
            return model.boolVar(true);
        }
        String key = a.buffer() + ":" + c.buffer() + ":" + lo + ":" + hi;
        return overlaps.computeIfAbsent(key, k -> model.member(d, (int) lo, (int) hi).reify());
    }

    private IntVar difference(int a, int c) {
        return differences.computeIfAbsent((long) a * offsets.length + c, k -> {
            IntVar d = model.intVar("d" + a + "_" + c, offsets[c].getLB() - offsets[a].getUB(),
                    offsets[c].getUB() - offsets[a].getLB());
            model.arithm(offsets[a], "+", d, "=", offsets[c]).post();
            return d;
        });
    }

    private static void unroll(ChannelsProblem p, List<List<Touch>> touches, List<Integer> warps, List<Long> cycles) {
        Map<String, Integer> buffers = p.bufferIndexes();
        for (Stage st : p.stages()) {
            for (int i = 0; i < st.repeat() && !st.body().isEmpty(); i++) {
                CurrentBudget.check(DOING);
                for (Intrinsic x : st.body()) {
                    List<Touch> t = new ArrayList<>();
                    for (Access a : x.reads()) {
                        t.add(new Touch(buffers.get(a.buffer()), a.start(i), a.end(i), false));
                    }
                    for (Access a : x.writes()) {
                        t.add(new Touch(buffers.get(a.buffer()), a.start(i), a.end(i), true));
                    }
                    touches.add(t);
                    warps.add(x.warp());
                    cycles.add(x.cycles());
                }
            }
        }
    }

    @Override
    public String toString() {
        return "joint model: " + Arrays.stream(offsets).filter(v -> !v.isInstantiated()).count() + " offsets, "
                + conflicts.length + " conflicts, " + fixedEdges + " fixed edges";
    }
}
