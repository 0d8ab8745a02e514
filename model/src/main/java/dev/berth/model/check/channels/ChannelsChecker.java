package dev.berth.model.check.channels;

import dev.berth.model.Certificate;
import dev.berth.model.Checker;
import dev.berth.model.CurrentBudget;
import dev.berth.model.InputException;
import dev.berth.model.Score;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.ConcurrentDependences;
import dev.berth.model.check.sync.SyncChecker;
import dev.berth.model.sync.Antichain;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.Warp;

import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * The channels family's independent checker, from formats.md and docs/channels.md, seeing only the records:
 * offsets inside the capacity (and equal to the given ones), each warp running exactly its instances in
 * program order, every pair of instances in different warps that conflict on an address ordered by the warps'
 * code (program order and sync pairs, directly or through a path), and the channel assignment safe under the
 * semantics — that last by the sync family's own checker on the warps as a sync instance. The conflicts are
 * recomputed here from the records (through the links of {@link Program}, which order them all), never taken
 * from the solution.
 */
public final class ChannelsChecker implements Checker<ChannelsProblem, ChannelsSolution> {
    private static final SyncChecker SYNC = new SyncChecker();

    /**
     * The last verdict, by identity of its (immutable) problem and solution: a portfolio's answer passes the
     * member's gate and then its own, and on a large program the check is seconds.
     */
    private WeakReference<ChannelsProblem> lastProblem = new WeakReference<>(null);
    private WeakReference<ChannelsSolution> lastSolution = new WeakReference<>(null);
    private String lastVerdict;
    private WeakReference<ChannelsProblem> syncFor = new WeakReference<>(null);
    private WeakReference<ChannelsSolution> syncSolution = new WeakReference<>(null);
    private SyncProblem lastSync;

    @Override
    public String violation(ChannelsProblem p, ChannelsSolution s) {
        if (s == null) {
            return "no solution";
        }
        synchronized (this) {
            if (lastProblem.get() == p && lastSolution.get() == s) {
                return lastVerdict;
            }
        }
        String verdict = check(p, s);
        synchronized (this) {
            lastProblem = new WeakReference<>(p);
            lastSolution = new WeakReference<>(s);
            lastVerdict = verdict;
        }
        return verdict;
    }

    /**
     * The solution's warps as a sync instance, the last one kept by identity of the solution: the verdict, the
     * score and the bound's check each need it, and building it checks every op.
     */
    private SyncProblem syncOf(ChannelsProblem p, ChannelsSolution s) {
        synchronized (this) {
            if (syncSolution.get() == s && syncFor.get() == p) {
                return lastSync;
            }
        }
        SyncProblem sync = s.syncProblem(p.name(), p.sync());
        synchronized (this) {
            syncSolution = new WeakReference<>(s);
            syncFor = new WeakReference<>(p);
            lastSync = sync;
        }
        return sync;
    }

    private String check(ChannelsProblem p, ChannelsSolution s) {
        String v = offsetViolation(p, s.offsets());
        if (v != null) {
            return v;
        }
        Program program = new Program(p, s.offsets());
        v = warpViolation(program, s.warps());
        if (v != null) {
            return v;
        }
        SyncProblem sync;
        try {
            sync = syncOf(p, s);
        } catch (InputException e) {
            return "the warps are no sync instance: " + e.getMessage();
        }
        int[] ids = s.syncIds(sync);
        for (int r = 0; r < ids.length; r++) {
            if (ids[r] < 0) {
                return "sync id " + sync.resource(r).id() + " has no channel in the assignment";
            }
        }
        Map<String, Integer> used = sync.indexById();
        for (String id : s.assignment().keySet()) {
            if (!used.containsKey(id)) {
                return "the assignment names sync id " + id + ", which no warp uses";
            }
        }
        long ops = s.warps().stream().mapToLong(w -> w.ops().size()).sum();
        if (ops > Integer.MAX_VALUE / Math.max(1, s.warps().size())) {
            return "the warps' code has " + ops + " ops, more than Berth orders for one answer";
        }
        OpOrder order = new OpOrder(s.warps());
        if (!order.acyclic()) {
            return "the warps deadlock: their waits and signals form a cycle";
        }
        int[] opOf = new int[program.size()];
        for (int k = 0; k < opOf.length; k++) {
            opOf[k] = order.instanceOp(program.names.get(k));
        }
        int[] unordered = {-1, -1};
        program.links((a, b) -> {
            if (order.before(opOf[a], opOf[b])) {
                return true;
            }
            unordered[0] = a;
            unordered[1] = b;
            return false;
        });
        if (unordered[0] >= 0) {
            String a = program.names.get(unordered[0]);
            String b = program.names.get(unordered[1]);
            return "dependence " + a + " -> " + b + " (" + program.conflict(unordered[0], unordered[1]) + ") is not"
                    + " enforced: no program order and sync pairs lead from " + a + " to " + b;
        }
        String unsafe = SYNC.violation(sync, new SyncMapping(ids));
        return unsafe == null ? null : "channel assignment unsafe under " + p.sync().semantics().label() + ": " + unsafe;
    }

    private static String offsetViolation(ChannelsProblem p, Map<String, Long> offsets) {
        for (ChannelBuffer b : p.buffers()) {
            Long o = offsets.get(b.id());
            if (o == null) {
                return "buffer " + b.id() + " has no offset";
            }
            if (b.placed() && o != b.offset()) {
                return "buffer " + b.id() + " is at " + o + ", but the instance places it at " + b.offset();
            }
            if (o < 0 || o + b.size() > p.capacity() || o + b.size() < 0) {
                return "buffer " + b.id() + " at " + o + " (size " + b.size() + ") is outside [0, " + p.capacity() + ")";
            }
        }
        Map<String, Integer> known = p.bufferIndexes();
        for (String id : offsets.keySet()) {
            if (!known.containsKey(id)) {
                return "offset for unknown buffer " + id;
            }
        }
        return null;
    }

    /** Warp {@code n} is {@code wn}, holding exactly the instances annotated {@code n}, in program order. */
    private static String warpViolation(Program program, List<Warp> warps) {
        TreeSet<Integer> numbers = new TreeSet<>();
        for (int w : program.warps) {
            numbers.add(w);
        }
        List<String> ids = warps.stream().map(Warp::id).toList();
        List<String> expected = numbers.stream().map(n -> "w" + n).toList();
        if (!ids.equals(expected)) {
            return "warps " + ids + " do not match the program's warps " + expected;
        }
        int k = 0;
        for (int n : numbers) {
            CurrentBudget.check("comparing the warps with the program");
            List<String> mine = new ArrayList<>();
            for (int i = 0; i < program.size(); i++) {
                if (program.warps[i] == n) {
                    mine.add(program.names.get(i));
                }
            }
            List<String> code = warps.get(k++).ops().stream().filter(OpOrder::isInstance).map(SyncOp::text).toList();
            if (!code.equals(mine)) {
                return "warp w" + n + " runs " + abbreviate(code) + ", not its instances in program order " + abbreviate(mine);
            }
        }
        return null;
    }

    private static String abbreviate(List<String> names) {
        return names.size() <= 12 ? names.toString() : names.subList(0, 12) + "... (" + names.size() + ")";
    }

    @Override
    public Score score(ChannelsProblem p, ChannelsSolution s) {
        SyncProblem sync = syncOf(p, s);
        return SYNC.score(sync, new SyncMapping(s.syncIds(sync)));
    }

    /**
     * The certificate's dependences must each have a sync pair of their own in the solution's warps (with no
     * solution: in the code docs/channels.md specifies, built here), and those pairs must form an antichain
     * the sync checker accepts for {@code bound}.
     */
    @Override
    public String boundViolation(ChannelsProblem p, ChannelsSolution s, Certificate certificate, long bound) {
        if (!(certificate instanceof ConcurrentDependences c)) {
            return "not a channels certificate: " + (certificate == null ? "none" : certificate.describe());
        }
        if (!p.placed()) {
            return "buffers without offsets: the dependences, so the bound, depend on where they go";
        }
        List<Warp> warps = s != null ? s.warps() : CanonicalWarps.of(p);
        try {
            SyncProblem sync = s != null ? syncOf(p, s)
                    : new ChannelsSolution(warps, Map.of(), Map.of(), List.of()).syncProblem(p.name(), p.sync());
            int[] ids = s == null ? null : s.syncIds(sync);
            return SYNC.boundViolation(sync, ids == null ? null : new SyncMapping(ids),
                    new Antichain(CertifiedPairs.resources(sync, c.members())), bound);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** As a bound, on the code built here from the instance (the width of that code exceeds the usable channels). */
    @Override
    public String infeasibilityViolation(ChannelsProblem p, Certificate certificate) {
        if (!(certificate instanceof ConcurrentDependences c)) {
            return "not a channels certificate: " + (certificate == null ? "none" : certificate.describe());
        }
        List<Warp> warps = CanonicalWarps.of(p);
        if (warps == null) {
            return "buffers without offsets: no certificate about one placement proves the program infeasible";
        }
        try {
            SyncProblem sync = new ChannelsSolution(warps, Map.of(), Map.of(), List.of()).syncProblem(p.name(), p.sync());
            return SYNC.infeasibilityViolation(sync, new Antichain(CertifiedPairs.resources(sync, c.members())));
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }
}
