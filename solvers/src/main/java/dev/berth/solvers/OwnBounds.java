package dev.berth.solvers;

import dev.berth.model.Bound;
import dev.berth.model.Family;
import dev.berth.model.Problem;

import java.lang.ref.WeakReference;

/**
 * The family's own lower bound of the last few problems, by identity: every answer's gate needs it, and a
 * portfolio gates each member's answer (declines too) and then its own, all on the same instance. On a
 * million buffers the bound takes most of a second, which every gate paid again. Problems are immutable
 * records and the bound a function of one, so a kept bound is the one a new computation would give (and the
 * gate still verifies its certificate against the instance each time). The problems are held weakly: a
 * solve's instance is not kept alive by this.
 */
final class OwnBounds {
    private static final int KEPT = 4;

    private record Entry(WeakReference<Problem> problem, Family<?, ?> family, Bound bound) {
    }

    private static final Entry[] ENTRIES = new Entry[KEPT];
    private static int next;

    private OwnBounds() {
    }

    static <P extends Problem> Bound of(Family<P, ?> family, P problem) {
        synchronized (ENTRIES) {
            for (Entry e : ENTRIES) {
                if (e != null && e.problem().get() == problem && e.family() == family) {
                    return e.bound();
                }
            }
        }
        Bound bound = family.lowerBound(problem);
        synchronized (ENTRIES) {
            ENTRIES[next] = new Entry(new WeakReference<>(problem), family, bound);
            next = (next + 1) % KEPT;
        }
        return bound;
    }
}
