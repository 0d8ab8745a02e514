package dev.berth.simulator.tiles;

import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
        s.sortEvents();
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
            long at = program.variableOffset(v);
            Steps live = x.live();
            for (int i = 0; i < live.intervals(); i++) {
                events.add(TileEvent.of(live.start(i), TileEvent.WRITE, v, at));
                events.add(TileEvent.of(live.end(i) - 1, TileEvent.READ, v, at));
            }
        }
    }

    private void mastered() {
        for (int s : program.mastered(tile)) {
            ReadOnlyStructure r = program.structure(s);
            long copy = program.copyOffset(s, tile);
            boolean copied = load(new Tag(BlockKind.COPY, s, tile), copy, r.size(), "master copy of " + r.id());
            if (!program.hasReceivers(s)) {
                continue;
            }
            long code = program.codeOffset(s, tile);
            boolean coded = r.sendCodeBytes() > 0
                    && load(new Tag(BlockKind.SEND_CODE, s, tile), code, r.sendCodeBytes(), "send code of " + r.id());
            for (int i = 0; i < r.use().intervals(); i++) {
                if (copied) {
                    events.add(TileEvent.of(r.use().start(i), TileEvent.SEND_COPY, s, copy));
                }
                if (coded) {
                    events.add(TileEvent.of(r.use().start(i), TileEvent.SEND_CODE, s, code));
                }
            }
        }
    }

    private void used() {
        for (int s : program.used(tile)) {
            if (!program.runnable(s)) {
                continue;
            }
            ReadOnlyStructure r = program.structure(s);
            long copy = program.copyOffset(s, tile);
            if (!program.plans[s].shared()) {
                if (load(new Tag(BlockKind.COPY, s, tile), copy, r.size(), "replica of " + r.id())) {
                    vertex(s, copy);
                }
            } else if (program.plans[s].master() == tile) {
                if (copy >= 0) {
                    vertex(s, copy);
                }
            } else {
                receiver(s, r);
            }
        }
    }

    private void receiver(int s, ReadOnlyStructure r) {
        Steps use = r.use();
        long code = program.codeOffset(s, tile);
        if (r.receiveCodeBytes() > 0
                && load(new Tag(BlockKind.RECEIVE_CODE, s, tile), code, r.receiveCodeBytes(), "receive code of " + r.id())) {
            for (int i = 0; i < use.intervals(); i++) {
                events.add(TileEvent.of(use.start(i), TileEvent.RECEIVE_CODE, s, code));
            }
        }
        long copy = program.copyOffset(s, tile);
        if (copy < 0) {
            missing("received copy of " + r.id() + " (shared from tile " + program.plans[s].master() + ")");
            return;
        }
        for (int i = 0; i < use.intervals(); i++) {
            events.add(TileEvent.of(use.start(i), TileEvent.RECEIVE, s, copy));
        }
        vertex(s, copy);
    }

    /**
     * The vertex reads its copy when a use interval opens and at its last step, and follows each pointer to
     * this tile's target at the first step of each stretch of the interval where the target is live (outside
     * them the target's space may legitimately hold something else).
     */
    private void vertex(int s, long copy) {
        ReadOnlyStructure r = program.structure(s);
        Steps use = r.use();
        for (int i = 0; i < use.intervals(); i++) {
            int a = use.start(i);
            int b = use.end(i);
            events.add(TileEvent.of(a, TileEvent.COPY_READ, s, copy));
            if (b - 1 > a) {
                events.add(TileEvent.of(b - 1, TileEvent.COPY_READ, s, copy));
            }
        }
        for (int k = 0; k < r.pointers().size(); k++) {
            for (int slot = 0; slot < program.slots(s, k); slot++) {
                follows(s, copy, k, slot);
            }
        }
    }

    /** The pointer's address is what this tile's build of the structure holds, fixed when it was compiled. */
    private void follows(int s, long copy, int k, int slot) {
        int v = program.target(s, k, slot, tile);
        if (v < 0 || problem.variable(v).size() == 0) {
            return;
        }
        int stored = program.pointedVariable(s, k, slot, program.origin(s, tile));
        long address = stored < 0 ? -1 : Math.max(-1, program.variableOffset(stored));
        Steps use = program.structure(s).use();
        Steps live = problem.variable(v).live();
        // both sorted and disjoint: one pass over the two finds every stretch where they meet
        for (int i = 0, j = 0; i < use.intervals() && j < live.intervals(); ) {
            int a = use.start(i);
            int b = use.end(i);
            if (live.start(j) < b && live.end(j) > a) {
                events.add(new TileEvent(Math.max(a, live.start(j)), TileEvent.FOLLOW, s, copy, address, v,
                        2 * k + slot));
            }
            if (live.end(j) < b) {
                j++;
            } else {
                i++;
            }
        }
    }

    /** Puts the events in step order, each step's in {@link TileEvent}'s type order, else as added. */
    private void sortEvents() {
        long[] keys = new long[events.size()];
        for (int i = 0; i < keys.length; i++) {
            TileEvent e = events.get(i);
            keys[i] = (long) e.step() << 33 | (long) e.type() << 30 | i;
        }
        Arrays.sort(keys);
        TileEvent[] sorted = new TileEvent[keys.length];
        for (int i = 0; i < keys.length; i++) {
            sorted[i] = events.get((int) (keys[i] & ((1 << 30) - 1)));
        }
        events.clear();
        events.addAll(Arrays.asList(sorted));
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
