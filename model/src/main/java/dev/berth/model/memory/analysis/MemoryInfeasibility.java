package dev.berth.model.memory.analysis;

import dev.berth.model.Bound;
import dev.berth.model.Certificate;
import dev.berth.model.CurrentBudget;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.ColocationConflict;
import dev.berth.model.memory.ColocationGroup;
import dev.berth.model.memory.AlignedLiveBytes;
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
 * Proofs of infeasibility that need no search, each a certificate the checker re-derives: co-located buffers
 * whose pins or alignments admit no common offset, a pin off its alignment, two pins that collide, a buffer
 * larger than the capacity or pinned beyond it, more bytes live at once than the capacity. A member of a
 * co-location group with a pin counts as pinned there.
 */
public final class MemoryInfeasibility {
    private MemoryInfeasibility() {
    }

    /** The first quick proof that no layout exists, or null. */
    public static Certificate find(MemoryProblem problem) {
        Certificate conflict = colocationConflict(problem);
        if (conflict != null) {
            return conflict;
        }
        Long[] pins = EffectivePins.of(problem);
        List<Integer> pinned = new ArrayList<>();
        for (int i = 0; i < problem.size(); i++) {
            Buffer b = problem.buffer(i);
            if (b.isFixed() && b.fixedOffset() % b.alignment() != 0) {
                return new MisalignedPin(b.id());
            }
            if (pins[i] != null) {
                pinned.add(i);
            }
        }
        if (problem.hasCapacity()) {
            long cap = problem.capacity();
            for (int i = 0; i < problem.size(); i++) {
                Buffer b = problem.buffer(i);
                if (b.size() > cap) {
                    return new OversizedBuffer(b.id(), b.size());
                }
                if (pins[i] != null && b.size() > 0 && pins[i] + b.size() > cap) {
                    return new PinnedEnd(b.id(), pins[i] + b.size());
                }
            }
            Bound lb = MemoryLowerBound.compute(problem);
            if (lb.value() > cap && (lb.certificate() instanceof LiveBytes
                    || lb.certificate() instanceof AlignedLiveBytes)) {
                return lb.certificate();
            }
        }
        return pinnedOverlap(problem, pinned, pins);
    }

    /** A pinned member of a group and a member whose own pin or alignment rules that offset out, or null. */
    private static Certificate colocationConflict(MemoryProblem problem) {
        for (ColocationGroup g : problem.groups()) {
            Buffer pinned = null;
            for (int i : g.members()) {
                if (problem.buffer(i).isFixed()) {
                    pinned = problem.buffer(i);
                    break;
                }
            }
            if (pinned == null) {
                continue;
            }
            for (int i : g.members()) {
                Buffer b = problem.buffer(i);
                boolean otherPin = b.isFixed() && !b.fixedOffset().equals(pinned.fixedOffset());
                if (otherPin || pinned.fixedOffset() % b.alignment() != 0) {
                    return new ColocationConflict(pinned.id(), b.id());
                }
            }
        }
        return null;
    }

    /** INFEASIBLE with the first quick proof's certificate, or null when none applies: how strategies start. */
    public static Result<MemoryLayout> answer(MemoryProblem problem) {
        Certificate c = find(problem);
        return c == null ? null : Result.infeasible(reason(problem, c), Proof.certificate(c));
    }

    /** The sentence a result gives as its reason for {@code certificate}. */
    public static String reason(MemoryProblem problem, Certificate certificate) {
        boolean capacity = !(certificate instanceof MisalignedPin || certificate instanceof PinnedOverlap
                || certificate instanceof ColocationConflict);
        return certificate.describe() + (capacity ? ", more than the capacity " + problem.capacity() : "");
    }

    /**
     * Two pinned buffers, not of one group, holding a common byte at a common time, by a sweep over their
     * segments' starts: quadratic where many pinned buffers live at once, so it checks the thread's budget.
     */
    private static Certificate pinnedOverlap(MemoryProblem problem, List<Integer> pinned, Long[] pins) {
        record Piece(Buffer buffer, Segment segment, long offset) {
            long lo() {
                return offset + segment.lower();
            }

            long hi() {
                return offset + segment.upper();
            }
        }
        List<Piece> pieces = new ArrayList<>();
        for (int i : pinned) {
            Buffer b = problem.buffer(i);
            for (Segment s : b.segments()) {
                pieces.add(new Piece(b, s, pins[i]));
            }
        }
        pieces.sort(Comparator.comparingLong(x -> x.segment().start()));
        long pairs = 0;
        for (int i = 0; i < pieces.size(); i++) {
            Piece a = pieces.get(i);
            for (int j = i + 1; j < pieces.size() && pieces.get(j).segment().start() < a.segment().end(); j++) {
                if ((pairs++ & 0xffff) == 0) {
                    CurrentBudget.check("looking for pinned buffers that overlap");
                }
                Piece b = pieces.get(j);
                boolean aliases = a.buffer().isColocated() && a.buffer().colocate().equals(b.buffer().colocate());
                if (a.buffer() != b.buffer() && !aliases && a.lo() < b.hi() && b.lo() < a.hi()) {
                    return new PinnedOverlap(a.buffer().id(), b.buffer().id(), b.segment().start());
                }
            }
        }
        return null;
    }
}
