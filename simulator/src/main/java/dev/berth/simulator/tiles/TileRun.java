package dev.berth.simulator.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import dev.berth.simulator.tiles.TileViolation.Kind;
import dev.berth.simulator.tiles.TileViolation.Phase;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Runs one tile's script on its own memory. Every write first looks at what it lands on: bytes whose holder
 * is still live at that step are an overwrite. Every read checks that the bytes hold exactly what the reader
 * expects, written at the address it reads from. Tiles interact only through the exchange, whose data is the
 * master's build of a structure; the master checks its own copy when sending, so tiles run one at a time.
 */
final class TileRun {
    private record Pair(Tag writer, Tag victim) {
    }

    /** A banked variable in one of its live intervals, with the banks its range touches. */
    private record Banked(int variable, int end, long firstBank, long lastBank) {
    }

    private final TileProgram program;
    private final TileProblem problem;
    private final int tile;
    private final Findings findings;
    private final long capacity;
    private final long bankBytes;
    private final TileMemory memory = new TileMemory();
    private final Set<Tag> overCapacity = new HashSet<>();
    private final Set<Pair> overwrites = new HashSet<>();
    private final List<Banked> banked = new ArrayList<>();
    private final Set<Long> bankPairs = new HashSet<>();
    private long peak;

    TileRun(TileProgram program, int tile, Findings findings) {
        this.program = program;
        this.problem = program.problem;
        this.tile = tile;
        this.findings = findings;
        this.capacity = problem.machine().bytesPerTile();
        this.bankBytes = problem.machine().bankBytes();
    }

    /** Runs the script; returns the tile's peak, one past the highest address written. */
    long execute(TileScript script) {
        for (TileScript.Load l : script.loads) {
            write(0, Phase.LOAD, l.tag(), l.tag(), l.offset(), l.size());
        }
        int done = 0;
        for (TileEvent e : script.events) {
            if ((++done & 1023) == 0) {
                CurrentBudget.check("simulating tile " + tile);
            }
            int s = e.owner();
            switch (e.type()) {
                case TileEvent.SEND_COPY -> readOwn(e, new Tag(BlockKind.COPY, s, tile), program.structure(s).size());
                case TileEvent.SEND_CODE ->
                        readOwn(e, new Tag(BlockKind.SEND_CODE, s, tile), program.structure(s).sendCodeBytes());
                case TileEvent.RECEIVE_CODE ->
                        readOwn(e, new Tag(BlockKind.RECEIVE_CODE, s, tile), program.structure(s).receiveCodeBytes());
                case TileEvent.RECEIVE -> write(e.step(), Phase.EXCHANGE, new Tag(BlockKind.COPY, s, program.plans[s].master()),
                        new Tag(BlockKind.COPY, s, tile), e.at(), program.structure(s).size());
                case TileEvent.WRITE -> writeVariable(e);
                case TileEvent.READ -> readOwn(e, new Tag(BlockKind.VARIABLE, s, tile), problem.variable(s).size());
                case TileEvent.COPY_READ -> readOwn(e, expectedCopy(s), program.structure(s).size());
                default -> follow(e);
            }
        }
        return peak;
    }

    /** This tile's copy of {@code s} as it must be: its own build when replicated, else the master's. */
    private Tag expectedCopy(int s) {
        return new Tag(BlockKind.COPY, s, program.origin(s, tile));
    }

    private void writeVariable(TileEvent e) {
        TileVariable x = problem.variable(e.owner());
        Tag tag = new Tag(BlockKind.VARIABLE, e.owner(), tile);
        write(e.step(), Phase.COMPUTE, tag, tag, e.at(), x.size());
        if (x.banked()) {
            bankCheck(e.owner(), e.step(), e.at(), end(e.at(), x.size()));
        }
    }

    /** Follows a pointer as this tile's build of the structure holds it, to where it leads on this tile. */
    private void follow(TileEvent e) {
        int s = e.owner();
        long size = program.structure(s).size();
        if (size > 0 && memory.firstMismatch(e.at(), end(e.at(), size), expectedCopy(s), e.at()) != null) {
            return; // nothing to follow: the copy's own reads and the write that spoilt it report it
        }
        findings.reads++;
        TileVariable x = problem.variable(e.target());
        Tag want = new Tag(BlockKind.VARIABLE, e.target(), tile);
        long address = e.address();
        TileMemory.Mismatch m = address < 0 ? null : memory.firstMismatch(address, end(address, x.size()), want, address);
        if (address >= 0 && m == null) {
            return;
        }
        ReadOnlyStructure r = program.structure(s);
        int k = e.which() / 2;
        String pointer = (e.which() % 2 == 1 ? "base of pointer " : "pointer ") + k + " ("
                + r.pointers().get(k).format().label() + ") of " + r.id();
        String expected = "variable " + x.id() + " (" + x.size() + " B)";
        if (address < 0) {
            int stored = program.pointedVariable(s, k, e.which() % 2, program.origin(s, tile));
            String why = stored < 0 ? "the build holds no target" : "its target "
                    + problem.variable(stored).id() + " has no offset";
            violation(Kind.WRONG_TARGET, e.step(), Phase.COMPUTE, expected, "no address: " + why,
                    pointer + " leads nowhere (" + why + "), where " + expected + " should be");
            return;
        }
        String found = found(m, want);
        violation(Kind.WRONG_TARGET, e.step(), Phase.COMPUTE, expected + " at " + address, found,
                pointer + " leads to " + address + ", where " + expected + " should be; found " + found);
    }

    /** Reads back a block of this tile at the event's address; a violation when it does not hold {@code want}. */
    private void readOwn(TileEvent e, Tag want, long size) {
        if (size == 0) {
            return;
        }
        findings.reads++;
        TileMemory.Mismatch m = memory.firstMismatch(e.at(), end(e.at(), size), want, e.at());
        if (m != null) {
            String found = found(m, want);
            String expected = (e.type() == TileEvent.SEND_COPY ? "master " : "") + want.describe(problem, tile)
                    + " at " + range(e.at(), size);
            violation(Kind.LOST_DATA, e.step(), e.machinePhase(), expected, found, "reading " + expected + " found " + found);
        }
    }

    private void write(int step, Phase phase, Tag data, Tag holder, long at, long size) {
        if (size == 0) {
            return;
        }
        long upper = end(at, size);
        if (upper > capacity && overCapacity.add(holder)) {
            String what = holder.describe(problem, tile) + " " + range(at, size);
            violation(Kind.OVER_CAPACITY, step, phase, what + " within " + capacity + " bytes", "ends at " + upper,
                    what + " reaches past the tile's " + capacity + " bytes");
        }
        memory.visit(at, upper, (lower, up, run) -> {
            Tag victim = run.holder();
            if (!victim.equals(holder) && live(victim, step) && overwrites.add(new Pair(holder, victim))) {
                String what = holder.describe(problem, tile) + " " + range(at, size);
                String found = victim.describe(problem, tile) + " at [" + lower + ", " + up + "), live at step " + step;
                violation(Kind.OVERWRITE, step, phase, what + " over nothing live", found,
                        "writing " + what + " over " + found);
            }
        });
        memory.write(at, upper, data, at, holder, step);
        findings.writes++;
        peak = Math.max(peak, upper);
    }

    /** Whether the block of this tile holding some bytes must still keep them at {@code step}. */
    private boolean live(Tag holder, int step) {
        return switch (holder.kind()) {
            case VARIABLE -> problem.variable(holder.owner()).live().contains(step);
            case COPY -> program.copyLive(holder.owner(), tile, step);
            case SEND_CODE, RECEIVE_CODE -> true;
        };
    }

    private void bankCheck(int v, int step, long lower, long upper) {
        long first = lower / bankBytes;
        long last = (upper - 1) / bankBytes;
        banked.removeIf(b -> b.end() <= step);
        for (Banked b : banked) {
            if (b.variable() != v && b.firstBank() <= last && first <= b.lastBank()) {
                long key = (long) Math.min(b.variable(), v) * problem.variableCount() + Math.max(b.variable(), v);
                if (bankPairs.add(key)) {
                    findings.add(new BankConflict(tile, step, problem.variable(b.variable()).id(),
                            problem.variable(v).id(), Math.max(first, b.firstBank())));
                }
            }
        }
        banked.add(new Banked(v, intervalEnd(problem.variable(v).live(), step), first, last));
    }

    private static int intervalEnd(Steps live, int start) {
        for (int i = 0; i < live.intervals(); i++) {
            if (live.start(i) == start) {
                return live.end(i);
            }
        }
        return start + 1;
    }

    private String found(TileMemory.Mismatch m, Tag want) {
        String where = "[" + m.lower() + ", " + m.upper() + ")";
        if (m.run() == null) {
            return "nothing written at " + where;
        }
        TileMemory.Run run = m.run();
        if (run.data().equals(want)) {
            return run.data().describe(problem, tile) + " written at " + run.base() + " (bytes " + where + ")";
        }
        return run.data().describe(problem, tile) + " at " + where + ", written at step " + run.step();
    }

    private void violation(Kind kind, int step, Phase phase, String expected, String found, String what) {
        String when = phase == Phase.LOAD ? "program load" : "step " + step + " (" + phase.name().toLowerCase() + ")";
        findings.add(new TileViolation(kind, tile, step, phase, expected, found, "tile " + tile + ", " + when + ": " + what));
    }

    private static String range(long at, long size) {
        return "[" + at + ", " + end(at, size) + ")";
    }

    /** {@code at + size}, saturating instead of wrapping around for absurd offsets. */
    static long end(long at, long size) {
        long r = at + size;
        return r < at ? Long.MAX_VALUE : r;
    }
}
