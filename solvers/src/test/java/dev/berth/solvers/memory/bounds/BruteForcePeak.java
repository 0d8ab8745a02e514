package dev.berth.solvers.memory.bounds;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Segment;

import java.util.List;

/**
 * The least peak of a tiny instance by exhaustive search, written from the format alone (no solver code): every
 * buffer at every aligned offset below the best peak so far (a pinned one at its pin, a co-location group's members
 * at one offset), two buffers clashing when segments live at a common time hold a common byte. Returns -1 when no
 * layout exists (pins that clash).
 */
final class BruteForcePeak {
    private final MemoryProblem p;
    private final int n;
    private final long[] offsets;
    private long best;
    private long[] bestOffsets;

    private BruteForcePeak(MemoryProblem p) {
        this.p = p;
        this.n = p.size();
        this.offsets = new long[n];
    }

    static long of(MemoryProblem p) {
        return new BruteForcePeak(p).run();
    }

    static long[] layout(MemoryProblem p) {
        BruteForcePeak b = new BruteForcePeak(p);
        b.run();
        return b.bestOffsets;
    }

    private long run() {
        long stack = 0;
        for (Buffer b : p.buffers()) {
            stack += b.size() + b.alignment() + (b.isFixed() ? b.fixedOffset() : 0);
        }
        best = stack + 1;
        place(0, 0);
        return bestOffsets == null ? -1 : best;
    }

    private void place(int i, long top) {
        if (top >= best) {
            return;
        }
        if (i == n) {
            best = top;
            bestOffsets = offsets.clone();
            return;
        }
        Buffer b = p.buffer(i);
        Long forced = b.fixedOffset();
        for (int j = 0; j < i && forced == null; j++) {
            if (b.colocate() != null && b.colocate().equals(p.buffer(j).colocate())) {
                forced = offsets[j];
            }
        }
        if (forced != null) {
            if (forced % b.alignment() == 0 && fits(i, forced)) {
                offsets[i] = forced;
                place(i + 1, Math.max(top, b.size() > 0 ? forced + b.size() : 0));
            }
            return;
        }
        for (long o = 0; o + b.size() < best || (b.size() == 0 && o == 0); o += b.alignment()) {
            if (fits(i, o)) {
                offsets[i] = o;
                place(i + 1, Math.max(top, b.size() > 0 ? o + b.size() : 0));
            }
            if (b.size() == 0) {
                break;
            }
        }
    }

    private boolean fits(int i, long o) {
        Buffer b = p.buffer(i);
        for (int j = 0; j < i; j++) {
            Buffer c = p.buffer(j);
            if (b.colocate() != null && b.colocate().equals(c.colocate())) {
                if (offsets[j] != o) {
                    return false;
                }
                continue;
            }
            if (clash(b.segments(), o, c.segments(), offsets[j])) {
                return false;
            }
        }
        return true;
    }

    private static boolean clash(List<Segment> a, long oa, List<Segment> b, long ob) {
        for (Segment x : a) {
            for (Segment y : b) {
                if (x.overlapsInTime(y) && oa + x.lower() < ob + y.upper() && ob + y.lower() < oa + x.upper()) {
                    return true;
                }
            }
        }
        return false;
    }
}
