package dev.berth.simulator.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;

import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Checks a tiles layout by running the BSP program on a model machine, independently of the model's
 * validator (it reads only the problem and the layout, and works out from the decisions' meaning what lives
 * where). Every tile has a sparse memory of tagged byte runs. At program load the tiles' binaries are
 * written: replicas on every user (pointers holding that tile's own targets' addresses), each shared
 * structure's master copy (compiled once, its pointers holding the addresses of the targets on the
 * structure's first user), send code on masters, receive code on receivers. Then superstep by superstep:
 * <ul>
 *   <li>exchange phase: every shared structure whose use interval opens is multicast — the master reads its
 *       copy and send code, each receiver reads its receive code and stores the copy at its own offset;</li>
 *   <li>compute phase: variables becoming live are written, then variables at their last live step are read
 *       back, vertices read their copies when a use interval opens and at its last step, and follow every
 *       pointer (a vector list's offsets pointer and base) at the first step of each stretch of use where the
 *       target is live: the bytes there must be this tile's own target, written at that address.</li>
 * </ul>
 * A write landing on bytes whose block is still live is an overwrite; a read finding other bytes than its
 * own is lost data, or a wrong target for a pointer. Blocks reaching past the tile's memory, blocks the
 * decisions imply but the layout does not place, and illegal plans are violations too; bank conflicts
 * (banked variables live together touching one bank) are counted, not violations. Alignment and the
 * input's own equal-address sets are not the machine's concern: only what the program reads is checked.
 *
 * <p>Cost: per tile, its events sorted and replayed on a map of runs: O(e log e) for e events (a few per
 * variable interval, per structure user and use interval, per pointer), no work per byte or per idle step.
 */
public final class TileSimulator {
    /** How many violations a report lists; its count covers all. */
    public static final int LISTED_VIOLATIONS = 100;
    /** How many bank conflicts a report lists as examples. */
    public static final int LISTED_BANK_CONFLICTS = 10;

    private TileSimulator() {
    }

    public static TileSimulationReport run(TileProblem p, TileLayout layout) {
        Findings findings = new Findings(LISTED_VIOLATIONS, LISTED_BANK_CONFLICTS);
        long[] peaks = new long[p.tiles()];
        String shape = shape(p, layout);
        if (shape != null) {
            findings.add(new TileViolation(TileViolation.Kind.LAYOUT_SHAPE, -1, -1, TileViolation.Phase.LAYOUT, null,
                    null, shape + "; nothing run"));
            return report(p, findings, peaks, new TreeMap<>());
        }
        checkPlans(p, layout.plans(), findings);
        TileProgram program = new TileProgram(p, layout);
        for (int t = 0; t < p.tiles(); t++) {
            CurrentBudget.check("simulating the tiles");
            peaks[t] = new TileRun(program, t, findings).execute(TileScript.of(program, t, findings));
        }
        return report(p, findings, peaks, ExchangeTraffic.cyclesByStep(program));
    }

    private static String shape(TileProblem p, TileLayout layout) {
        if (layout.variableOffsets().length != p.variableCount()) {
            return "layout has " + layout.variableOffsets().length + " variable offsets for " + p.variableCount()
                    + " variables";
        }
        if (layout.structures().size() != p.structureCount()) {
            return "layout has " + layout.structures().size() + " structure entries for " + p.structureCount()
                    + " structures";
        }
        return null;
    }

    private static void checkPlans(TileProblem p, StructurePlan[] plans, Findings findings) {
        for (int s = 0; s < plans.length; s++) {
            ReadOnlyStructure r = p.structure(s);
            if (!plans[s].shared()) {
                continue;
            }
            if (plans[s].master() >= p.tiles()) {
                findings.add(new TileViolation(TileViolation.Kind.ILLEGAL_PLAN, -1, -1, TileViolation.Phase.LAYOUT, null,
                        null, "structure " + r.id() + " is shared from tile " + plans[s].master()
                        + ", which is not on the machine; its users run without it"));
            } else if (!r.shareable()) {
                findings.add(new TileViolation(TileViolation.Kind.ILLEGAL_PLAN, plans[s].master(), -1,
                        TileViolation.Phase.LAYOUT, null, null, "structure " + r.id()
                        + " is not shareable but the layout shares it from tile " + plans[s].master()));
            }
        }
    }

    private static TileSimulationReport report(TileProblem p, Findings f, long[] peaks, SortedMap<Integer, Long> cycles) {
        long max = 0;
        for (long x : peaks) {
            max = Math.max(max, x);
        }
        long total = 0;
        for (long c : cycles.values()) {
            total += c;
        }
        List<TileViolation> listed = f.earliest();
        return new TileSimulationReport(listed, f.violations(), f.bankConflicts(), f.conflictExamples(), total, cycles,
                peaks, max, f.reads, f.writes, p.steps());
    }
}
