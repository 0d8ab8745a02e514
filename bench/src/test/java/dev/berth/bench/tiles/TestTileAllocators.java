package dev.berth.bench.tiles;

import dev.berth.model.Budget;
import dev.berth.model.SolveOptions;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileAllocator;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.analysis.TileObjective;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileResult;
import dev.berth.model.tiles.testing.StackedTileLayout;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/** Small tiles allocators for the bench's tests: one right by construction, the others wrong in known ways. */
final class TestTileAllocators {
    private TestTileAllocators() {
    }

    interface Body {
        TileResult apply(TileProblem p, SolveOptions o, Budget b);
    }

    static TileAllocator of(String name, Body body) {
        return new TileAllocator() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return "test allocator " + name;
            }

            @Override
            public TileResult allocate(TileProblem problem, SolveOptions options, Budget budget) {
                return body.apply(problem, options, budget);
            }
        };
    }

    /**
     * {@link StackedTileLayout}: with {@code share=none} everything replicated; otherwise every shareable
     * structure with two users or more that keeps the groups consistent is shared from its first user.
     * UNKNOWN with the overCapacityPeak stat when the stack does not fit.
     */
    static TileAllocator stacked(String name) {
        return stacked(name, true);
    }

    /** {@link #stacked(String)} that never shares when {@code mayShare} is false, whatever the options say. */
    static TileAllocator stacked(String name, boolean mayShare) {
        return of(name, (p, o, b) -> {
            StructurePlan[] plans = plans(p, mayShare && !"none".equals(o.param("share", "rule")));
            TileLayout layout = StackedTileLayout.of(p, plans);
            TileObjective obj = TileObjective.of(p, layout);
            long bound = TileLowerBound.of(p).max();
            if (obj.maxPeak() > p.machine().bytesPerTile()) {
                return TileResult.unknown("the stack does not fit", bound, name).withStat("overCapacityPeak", obj.maxPeak());
            }
            return TileResult.solved(layout, obj, bound, name).withStat("shared", countShared(plans));
        });
    }

    static StructurePlan[] plans(TileProblem p, boolean share) {
        StructurePlan[] plans = StructurePlan.allReplicated(p);
        if (!share) {
            return plans;
        }
        EqualAddressGroups groups = EqualAddressGroups.of(p, null);
        for (int s = 0; s < p.structureCount(); s++) {
            if (p.structure(s).shareable() && p.structure(s).users().length > 1 && groups.tryShare(s) == null) {
                plans[s] = StructurePlan.sharedOn(p.structure(s).users()[0]);
            }
        }
        return plans;
    }

    private static int countShared(StructurePlan[] plans) {
        int n = 0;
        for (StructurePlan plan : plans) {
            n += plan.shared() ? 1 : 0;
        }
        return n;
    }

    /** The replicated stack, reported with a max peak one byte lower than the truth. */
    static TileAllocator liesAboutObjective() {
        return of("lies-about-objective", (p, o, b) -> {
            TileLayout layout = StackedTileLayout.of(p, StructurePlan.allReplicated(p));
            TileObjective t = TileObjective.of(p, layout);
            return TileResult.solved(layout, new TileObjective(t.maxPeak() - 1, t.totalMemory(), t.exchangeCycles()), 0,
                    "lies-about-objective");
        });
    }

    /** Every variable and copy at offset 0: overlapping live data on any tile with two of them. */
    static TileAllocator allAtZero() {
        return of("all-at-zero", (p, o, b) -> {
            TileLayout stacked = StackedTileLayout.of(p, StructurePlan.allReplicated(p));
            List<StructureLayout> zero = new ArrayList<>();
            for (StructureLayout sl : stacked.structures()) {
                TreeMap<Integer, Long> copies = new TreeMap<>();
                sl.copies().keySet().forEach(t -> copies.put(t, 0L));
                zero.add(new StructureLayout(sl.plan(), copies, sl.code()));
            }
            TileLayout layout = new TileLayout(new long[p.variableCount()], zero);
            return TileResult.solved(layout, TileObjective.of(p, layout), 0, "all-at-zero");
        });
    }

    /** A valid stack that claims a lower bound above it. */
    static TileAllocator boundTooHigh() {
        return of("bound-too-high", (p, o, b) -> {
            TileLayout layout = StackedTileLayout.of(p, StructurePlan.allReplicated(p));
            TileObjective t = TileObjective.of(p, layout);
            return TileResult.solved(layout, t, t.maxPeak() + 1, "bound-too-high");
        });
    }

    /**
     * The replicated stack moved up by one bank on every tile (still valid, banks and equal addresses kept),
     * claiming OPTIMAL: any run with the plain stack refutes it.
     */
    static TileAllocator paddedClaimsOptimal() {
        return of("padded-claims-optimal", (p, o, b) -> {
            TileLayout stacked = StackedTileLayout.of(p, StructurePlan.allReplicated(p));
            long pad = p.machine().bankBytes();
            long[] offsets = stacked.variableOffsets().clone();
            for (int v = 0; v < offsets.length; v++) {
                offsets[v] += pad;
            }
            List<StructureLayout> moved = new ArrayList<>();
            for (StructureLayout sl : stacked.structures()) {
                TreeMap<Integer, Long> copies = new TreeMap<>();
                sl.copies().forEach((t, off) -> copies.put(t, off + pad));
                TreeMap<Integer, Long> code = new TreeMap<>();
                sl.code().forEach((t, off) -> code.put(t, off + pad));
                moved.add(new StructureLayout(sl.plan(), copies, code));
            }
            TileLayout layout = new TileLayout(offsets, moved);
            TileObjective t = TileObjective.of(p, layout);
            return TileResult.solved(layout, t, t.maxPeak(), "padded-claims-optimal");
        });
    }

    static TileAllocator claimsInfeasible(String reason) {
        return of("claims-infeasible", (p, o, b) -> TileResult.infeasible(reason, 0, "claims-infeasible"));
    }

    static TileAllocator throwing() {
        return of("throws", (p, o, b) -> {
            throw new IllegalStateException("boom");
        });
    }

    /** Ignores its budget until cancelled: the bench must give up on it. */
    static TileAllocator ignoresLimitUntilCancelled() {
        return of("slow", (p, o, b) -> {
            while (!b.cancelled()) {
                Thread.onSpinWait();
            }
            return TileResult.unknown("cancelled", 0, "slow");
        });
    }
}
