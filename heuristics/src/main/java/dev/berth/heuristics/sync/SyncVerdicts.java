package dev.berth.heuristics.sync;

import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncProblem;
import dev.berth.model.sync.SyncResult;
import dev.berth.model.sync.analysis.SyncWidth;

import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Collectors;

/** Answers both sync heuristics give the same way: proven overflow of a class, and how sets are named. */
final class SyncVerdicts {
    private static final int NAMED = 40;

    private SyncVerdicts() {
    }

    /**
     * INFEASIBLE when some class's width exceeds its usable ids: its antichain is a set of resources that may
     * all be in flight at once, so no mapping within the limit exists.
     */
    static Optional<SyncResult> overCapacity(SyncProblem p, SyncWidth width, String solver) {
        for (int c = 0; c < p.classes().size(); c++) {
            ResourceClass rc = p.classes().get(c);
            if (width.widthOfClass(c) > rc.capacity()) {
                int[] concurrent = width.certificateOfClass(c);
                return Optional.of(SyncResult.infeasible("resources " + ids(p, concurrent)
                        + " may all be in flight at once (no two may share); class " + rc.id() + " has "
                        + rc.capacity() + " usable ids", width.width(), concurrent, solver));
            }
        }
        return Optional.empty();
    }

    /** "1, 2, 9" — the first few resource ids of a set, then how many there are. */
    static String ids(SyncProblem p, int[] resources) {
        String named = Arrays.stream(resources).limit(NAMED).mapToObj(r -> p.resource(r).id())
                .collect(Collectors.joining(", "));
        return named + (resources.length > NAMED ? ", ... (" + resources.length + " in all)" : "");
    }

    static String usableIds(ResourceClass rc) {
        return rc.capacity() + " usable ids (limit " + rc.limit()
                + (rc.reserved().isEmpty() ? "" : ", reserved " + rc.reserved()) + ")";
    }

    static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }
}
