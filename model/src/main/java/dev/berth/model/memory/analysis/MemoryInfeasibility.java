package dev.berth.model.memory.analysis;

import dev.berth.model.Bound;
import dev.berth.model.Certificate;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.LiveBytes;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.MisalignedPin;
import dev.berth.model.memory.OversizedBuffer;
import dev.berth.model.memory.PinnedEnd;
import dev.berth.model.memory.PinnedOverlap;
import dev.berth.model.memory.Segment;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Proofs of infeasibility that need no search, each a certificate the checker re-derives: a pin off its
 * alignment, two pins that collide, a buffer larger than the capacity or pinned beyond it, more bytes live
 * at once than the capacity.
 */
public final class MemoryInfeasibility {
    private MemoryInfeasibility() {
    }

    /** The first quick proof that no layout exists, or null. */
    public static Certificate find(MemoryProblem problem) {
        List<Buffer> pinned = new ArrayList<>();
        for (Buffer b : problem.buffers()) {
            if (b.isFixed()) {
                if (b.fixedOffset() % b.alignment() != 0) {
                    return new MisalignedPin(b.id());
                }
                pinned.add(b);
            }
        }
        if (problem.hasCapacity()) {
            long cap = problem.capacity();
            for (Buffer b : problem.buffers()) {
                if (b.size() > cap) {
                    return new OversizedBuffer(b.id(), b.size());
                }
                if (b.isFixed() && b.size() > 0 && b.fixedOffset() + b.size() > cap) {
                    return new PinnedEnd(b.id(), b.fixedOffset() + b.size());
                }
            }
            Bound lb = MemoryLowerBound.compute(problem);
            if (lb.value() > cap && lb.certificate() instanceof LiveBytes live) {
                return live;
            }
        }
        return pinnedOverlap(pinned);
    }

    /** INFEASIBLE with the first quick proof's certificate, or null when none applies: how strategies start. */
    public static Result<MemoryLayout> answer(MemoryProblem problem) {
        Certificate c = find(problem);
        return c == null ? null : Result.infeasible(reason(problem, c), Proof.certificate(c));
    }

    /** The sentence a result gives as its reason for {@code certificate}. */
    public static String reason(MemoryProblem problem, Certificate certificate) {
        boolean capacity = !(certificate instanceof MisalignedPin || certificate instanceof PinnedOverlap);
        return certificate.describe() + (capacity ? ", more than the capacity " + problem.capacity() : "");
    }

    /** Two pinned buffers holding a common byte at a common time, by a sweep over their segments' starts. */
    private static Certificate pinnedOverlap(List<Buffer> pinned) {
        record Piece(Buffer buffer, Segment segment) {
            long lo() {
                return buffer.fixedOffset() + segment.lower();
            }

            long hi() {
                return buffer.fixedOffset() + segment.upper();
            }
        }
        List<Piece> pieces = new ArrayList<>();
        for (Buffer b : pinned) {
            for (Segment s : b.segments()) {
                pieces.add(new Piece(b, s));
            }
        }
        pieces.sort(Comparator.comparingLong(x -> x.segment().start()));
        for (int i = 0; i < pieces.size(); i++) {
            Piece a = pieces.get(i);
            for (int j = i + 1; j < pieces.size() && pieces.get(j).segment().start() < a.segment().end(); j++) {
                Piece b = pieces.get(j);
                if (a.buffer() != b.buffer() && a.lo() < b.hi() && b.lo() < a.hi()) {
                    return new PinnedOverlap(a.buffer().id(), b.buffer().id(), b.segment().start());
                }
            }
        }
        return null;
    }
}
