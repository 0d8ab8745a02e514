package dev.berth.model.channels.analysis;

import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.Dependence;
import dev.berth.model.channels.DependenceKind;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.Warp;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Code generation: each warp's instances in program order, a wait {@code cX} just before the instance that
 * needs dependence X and a signal {@code pX} just after the one that satisfies it — the latest wait and the
 * earliest signal, so the code orders nothing the dependences do not. Sync ids are 1, 2, … in the order of
 * the synced dependences (by source, then target); several waits before one instance come in the order of
 * their sources, several signals after one in the order of their targets. Warp {@code n} is {@code wn}.
 */
public final class SyncCode {
    private SyncCode() {
    }

    public static GeneratedCode of(String name, ResourceClass channels, Reduced reduced) {
        Unrolled program = reduced.program();
        Map<Edge, String> ids = new HashMap<>();
        Map<String, Edge> bySync = new LinkedHashMap<>();
        List<List<Edge>> waits = new ArrayList<>();
        List<List<Edge>> signals = new ArrayList<>();
        for (int k = 0; k < program.size(); k++) {
            waits.add(new ArrayList<>());
            signals.add(new ArrayList<>());
        }
        for (Edge e : reduced.synced()) {
            String id = String.valueOf(bySync.size() + 1);
            ids.put(e, id);
            bySync.put(id, e);
            waits.get(e.to()).add(e);
            signals.get(e.from()).add(e);
        }
        List<List<SyncOp>> code = new ArrayList<>();
        program.warps().forEach(w -> code.add(new ArrayList<>()));
        int[] warpOf = program.warpIndexes();
        for (Instance x : program.instances()) {
            if ((x.position() & 0x3ff) == 0) {
                CurrentBudget.check("generating the warps' code");
            }
            List<SyncOp> ops = code.get(warpOf[x.position()]);
            List<Edge> in = waits.get(x.position());
            in.sort(Comparator.comparingInt(Edge::from));
            in.forEach(e -> ops.add(SyncOp.consume(ids.get(e))));
            ops.add(SyncOp.parse(x.name()));
            List<Edge> out = signals.get(x.position());
            out.sort(Comparator.comparingInt(Edge::to));
            out.forEach(e -> ops.add(SyncOp.produce(ids.get(e))));
        }
        List<Warp> warps = new ArrayList<>();
        for (int w = 0; w < code.size(); w++) {
            warps.add(new Warp(warpId(program.warps().get(w)), code.get(w)));
        }
        SyncProblem sync = new ChannelsSolution(warps, Map.of(), Map.of(), List.of()).syncProblem(name, channels);
        return new GeneratedCode(reduced, sync, dependences(reduced, ids), bySync);
    }

    public static String warpId(int warp) {
        return "w" + warp;
    }

    /** Program order first, then every dependence found, each with its sync id or its implying path. */
    private static List<Dependence> dependences(Reduced reduced, Map<Edge, String> ids) {
        Unrolled program = reduced.program();
        List<Dependence> out = new ArrayList<>();
        Map<Integer, Instance> lastOfWarp = new HashMap<>();
        for (Instance x : program.instances()) {
            if ((x.position() & 0x3ff) == 0) {
                CurrentBudget.check("listing the dependences");
            }
            Instance before = lastOfWarp.put(x.warp(), x);
            if (before != null) {
                out.add(new Dependence(before.name(), x.name(), DependenceKind.ORDER, null, List.of()));
            }
        }
        for (int k = 0; k < reduced.found().size(); k++) {
            if ((k & 0x3ff) == 0) {
                CurrentBudget.check("listing the dependences");
            }
            Edge e = reduced.found().get(k);
            List<Integer> path = reduced.implied().get(k);
            List<String> names = path == null ? List.of() : path.stream().map(i -> program.get(i).name()).toList();
            out.add(new Dependence(program.get(e.from()).name(), program.get(e.to()).name(), e.kind(), ids.get(e), names));
        }
        return out;
    }
}
