package dev.berth.simulator.tiles;

import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;

import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;

/**
 * What one tile does, in order: the blocks baked into its binary (replicated copies, the copies it masters,
 * its exchange code), then its events superstep by superstep. Blocks the decisions need but the layout does
 * not place are reported and left out, so the run goes on without them.
 */
final class TileScript {
    /** A block written at program load. */
    record Load(Tag tag, long offset, long size) {
    }

    final List<Load> loads = new ArrayList<>();
    final List<TileEvent> events = new ArrayList<>();
    private final TileProgram program;
    private final TileProblem problem;
    private final int tile;
    private final Findings findings;

    private TileScript(TileProgram program, int tile, Findings findings) {
        this.program = program;
        this.problem = program.problem;
        this.tile = tile;
        this.findings = findings;
    }

    static TileScript of(TileProgram program, int tile, Findings findings) {
        TileScript s = new TileScript(program, tile, findings);
        s.variables();
        s.mastered();
        s.used();
        s.events.sort(TileEvent.ORDER);
        return s;
    }

    private void variables() {
        for (int v : problem.variablesOf(tile)) {
            TileVariable x = problem.variable(v);
            if (program.variableOffset(v) < 0) {
                missing("variable " + x.id());
                continue;
            }
            if (x.size() == 0) {
                continue;
            }
            Steps live = x.live();
            for (int i = 0; i < live.intervals(); i++) {
                events.add(TileEvent.of(live.start(i), TileEvent.WRITE, v));
                events.add(TileEvent.of(live.end(i) - 1, TileEvent.READ, v));
            }
        }
    }

    private void mastered() {
        for (int s : program.mastered(tile)) {
            ReadOnlyStructure r = program.structure(s);
            load(new Tag(BlockKind.COPY, s, tile), program.copyOffset(s, tile), r.size(),
                    "master copy of " + r.id());
            if (!program.hasReceivers(s)) {
                continue;
            }
            if (r.sendCodeBytes() > 0) {
                load(new Tag(BlockKind.SEND_CODE, s, tile), program.codeOffset(s, tile), r.sendCodeBytes(),
                        "send code of " + r.id());
            }
            for (int i = 0; i < r.use().intervals(); i++) {
                events.add(TileEvent.of(r.use().start(i), TileEvent.SEND, s));
            }
        }
    }

    private void used() {
        for (int s : program.used(tile)) {
            if (!program.runnable(s)) {
                continue;
            }
            ReadOnlyStructure r = program.structure(s);
            if (!program.plans[s].shared()) {
                if (load(new Tag(BlockKind.COPY, s, tile), program.copyOffset(s, tile), r.size(), "replica of " + r.id())) {
                    vertex(s);
                }
            } else if (program.plans[s].master() == tile) {
                if (program.copyOffset(s, tile) >= 0) {
                    vertex(s);
                }
            } else {
                receiver(s, r);
            }
        }
    }

    private void receiver(int s, ReadOnlyStructure r) {
        Steps use = r.use();
        if (r.receiveCodeBytes() > 0
                && load(new Tag(BlockKind.RECEIVE_CODE, s, tile), program.codeOffset(s, tile), r.receiveCodeBytes(),
                "receive code of " + r.id())) {
            for (int i = 0; i < use.intervals(); i++) {
                events.add(TileEvent.of(use.start(i), TileEvent.RECEIVE_CODE, s));
            }
        }
        if (program.copyOffset(s, tile) < 0) {
            missing("received copy of " + r.id() + " (shared from tile " + program.plans[s].master() + ")");
            return;
        }
        for (int i = 0; i < use.intervals(); i++) {
            events.add(TileEvent.of(use.start(i), TileEvent.RECEIVE, s));
        }
        vertex(s);
    }

    /**
     * The vertex reads its copy when a use interval opens and at its last step, and follows each pointer to
     * this tile's target at the first step of each stretch of the interval where the target is live (outside
     * them the target's space may legitimately hold something else).
     */
    private void vertex(int s) {
        ReadOnlyStructure r = program.structure(s);
        Steps use = r.use();
        for (int i = 0; i < use.intervals(); i++) {
            int a = use.start(i);
            int b = use.end(i);
            events.add(TileEvent.of(a, TileEvent.COPY_READ, s));
            if (b - 1 > a) {
                events.add(TileEvent.of(b - 1, TileEvent.COPY_READ, s));
            }
            for (int k = 0; k < r.pointers().size(); k++) {
                for (int slot = 0; slot < program.slots(s, k); slot++) {
                    follows(s, k, slot, a, b);
                }
            }
        }
    }

    private void follows(int s, int k, int slot, int a, int b) {
        SortedMap<Integer, Integer> targets = program.slot(s, k, slot);
        Integer v = targets.get(tile);
        if (v == null || problem.variable(v).size() == 0) {
            return;
        }
        Steps live = problem.variable(v).live();
        for (int j = 0; j < live.intervals(); j++) {
            if (live.start(j) < b && live.end(j) > a) {
                events.add(new TileEvent(Math.max(a, live.start(j)), TileEvent.FOLLOW, s, k, slot));
            }
        }
    }

    /** Adds a load; false (and a violation) when the layout gives the block no offset here. */
    private boolean load(Tag tag, long offset, long size, String what) {
        if (offset < 0) {
            missing(what);
            return false;
        }
        if (size > 0) {
            loads.add(new Load(tag, offset, size));
        }
        return true;
    }

    private void missing(String what) {
        findings.add(new TileViolation(TileViolation.Kind.MISSING_OFFSET, tile, -1, TileViolation.Phase.LAYOUT,
                what + " on tile " + tile, "no offset", "tile " + tile + ": " + what + " has no offset"));
    }
}
