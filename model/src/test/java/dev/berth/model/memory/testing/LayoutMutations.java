package dev.berth.model.memory.testing;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.analysis.MemoryLayouts;
import dev.berth.model.memory.MemoryProblem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Breaks a valid layout in one known way at a time, for tests of checkers (validator, simulator). The
 * problem is given a capacity (the layout's peak when it has none) so that going above it is possible.
 * Collisions are made only between buffers without gap windows, where interfering guarantees shared bytes.
 */
public final class LayoutMutations {
    private LayoutMutations() {
    }

    /** The one rule a mutant breaks (it may break others as a side effect, e.g. a moved buffer may collide). */
    public enum Breakage {
        /** A buffer moved onto an interfering neighbour's bytes. */
        COLLISION,
        /** A buffer moved to end above the capacity. */
        ABOVE_CAPACITY,
        /** A buffer's offset not a multiple of its alignment. */
        MISALIGNED,
        /** A pinned buffer moved away from its fixed offset. */
        PINNED_MOVED,
        /** A negative offset. */
        NEGATIVE,
        /** One offset too few or too many. */
        OFFSET_COUNT
    }

    /** A broken layout; {@code moved} is the index of the buffer changed, -1 when none in particular. */
    public record Mutant(Breakage breakage, String description, MemoryProblem problem, long[] offsets, int moved) {
        @Override
        public String toString() {
            return breakage + ": " + description;
        }
    }

    /** Every mutation that applies to {@code (p, valid)}; {@code random} picks which buffers to break. */
    public static List<Mutant> all(MemoryProblem p, long[] valid, Random random) {
        MemoryProblem q = bounded(p, valid);
        List<Mutant> out = new ArrayList<>();
        collision(q, valid, random).ifPresent(out::add);
        aboveCapacity(q, valid, random).ifPresent(out::add);
        misaligned(q, valid, random).ifPresent(out::add);
        pinnedMoved(q, valid, random).ifPresent(out::add);
        negative(q, valid, random).ifPresent(out::add);
        out.addAll(offsetCount(q, valid));
        return out;
    }

    /** {@code p} with its capacity, or with the layout's peak as capacity when it has none. */
    public static MemoryProblem bounded(MemoryProblem p, long[] valid) {
        return p.hasCapacity() ? p : p.withCapacity(Math.max(1, MemoryLayouts.peak(p, valid)));
    }

    public static Optional<Mutant> collision(MemoryProblem p, long[] valid, Random random) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            for (int j = 0; j < p.size(); j++) {
                Buffer a = p.buffer(i);
                Buffer b = p.buffer(j);
                if (i != j && !a.isFixed() && a.size() > 0 && b.size() > 0 && noWindows(a) && noWindows(b)
                        && a.interferes(b)) {
                    pairs.add(new int[] {i, j});
                }
            }
        }
        Collections.shuffle(pairs, random);
        for (int[] pair : pairs) {
            Buffer a = p.buffer(pair[0]);
            Buffer b = p.buffer(pair[1]);
            long target = valid[pair[1]];
            // aligned offsets whose bytes meet b's: (target - a.size, target + b.size)
            long lo = Math.max(0, target - a.size() + 1);
            long first = (lo + a.alignment() - 1) / a.alignment() * a.alignment();
            for (long o = first; o < target + b.size(); o += a.alignment()) {
                if (o + a.size() <= p.capacity()) {
                    return Optional.of(new Mutant(Breakage.COLLISION, "moved " + a.id() + " from " + valid[pair[0]]
                            + " to " + o + ", onto " + b.id() + " at " + target, p, with(valid, pair[0], o), pair[0]));
                }
            }
        }
        return Optional.empty();
    }

    public static Optional<Mutant> aboveCapacity(MemoryProblem p, long[] valid, Random random) {
        return pick(p, random, b -> !b.isFixed() && b.size() > 0).map(i -> {
            Buffer b = p.buffer(i);
            long lo = p.capacity() - b.size() + 1;
            long o = Math.max(0, (lo + b.alignment() - 1) / b.alignment() * b.alignment());
            return new Mutant(Breakage.ABOVE_CAPACITY, "moved " + b.id() + " to " + o + " (ends at " + (o + b.size())
                    + " > capacity " + p.capacity() + ")", p, with(valid, i, o), i);
        });
    }

    /** Shifts an aligned buffer by one byte; when none has an alignment above 1, gives one alignment 2. */
    public static Optional<Mutant> misaligned(MemoryProblem p, long[] valid, Random random) {
        Optional<Integer> aligned = pick(p, random, b -> !b.isFixed() && b.alignment() > 1);
        if (aligned.isPresent()) {
            int i = aligned.get();
            return Optional.of(new Mutant(Breakage.MISALIGNED, "shifted " + p.buffer(i).id() + " (alignment "
                    + p.buffer(i).alignment() + ") by one byte", p, with(valid, i, valid[i] + 1), i));
        }
        return pick(p, random, b -> !b.isFixed()).map(i -> {
            MemoryProblem q = replace(p, i, p.buffer(i).withAlignment(2));
            long o = valid[i] % 2 == 1 ? valid[i] : valid[i] + 1;
            return new Mutant(Breakage.MISALIGNED, "gave " + p.buffer(i).id() + " alignment 2 and offset " + o, q,
                    with(valid, i, o), i);
        });
    }

    /** Moves a pinned buffer; when none is pinned, pins one where the layout has it, then moves it. */
    public static Optional<Mutant> pinnedMoved(MemoryProblem p, long[] valid, Random random) {
        Optional<Integer> fixed = pick(p, random, Buffer::isFixed);
        MemoryProblem q = p;
        int i;
        if (fixed.isPresent()) {
            i = fixed.get();
        } else {
            Optional<Integer> any = pick(p, random, b -> true);
            if (any.isEmpty()) {
                return Optional.empty();
            }
            i = any.get();
            q = replace(p, i, p.buffer(i).withFixedOffset(valid[i]));
        }
        long o = valid[i] + q.buffer(i).alignment();
        return Optional.of(new Mutant(Breakage.PINNED_MOVED, "moved " + q.buffer(i).id() + " pinned at "
                + q.buffer(i).fixedOffset() + " to " + o, q, with(valid, i, o), i));
    }

    public static Optional<Mutant> negative(MemoryProblem p, long[] valid, Random random) {
        return pick(p, random, b -> !b.isFixed()).map(i -> {
            long o = -p.buffer(i).alignment();
            return new Mutant(Breakage.NEGATIVE, "moved " + p.buffer(i).id() + " to " + o, p, with(valid, i, o), i);
        });
    }

    public static List<Mutant> offsetCount(MemoryProblem p, long[] valid) {
        List<Mutant> out = new ArrayList<>();
        if (valid.length > 0) {
            out.add(new Mutant(Breakage.OFFSET_COUNT, "dropped the last offset", p,
                    Arrays.copyOf(valid, valid.length - 1), -1));
        }
        out.add(new Mutant(Breakage.OFFSET_COUNT, "added an offset", p, Arrays.copyOf(valid, valid.length + 1), -1));
        return out;
    }

    private static boolean noWindows(Buffer b) {
        return b.gaps().stream().map(Gap::window).allMatch(w -> w == null || w.length() <= 0);
    }

    private static Optional<Integer> pick(MemoryProblem p, Random random, java.util.function.Predicate<Buffer> ok) {
        List<Integer> fit = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            if (ok.test(p.buffer(i))) {
                fit.add(i);
            }
        }
        return fit.isEmpty() ? Optional.empty() : Optional.of(fit.get(random.nextInt(fit.size())));
    }

    private static long[] with(long[] offsets, int i, long o) {
        long[] out = offsets.clone();
        out[i] = o;
        return out;
    }

    private static MemoryProblem replace(MemoryProblem p, int i, Buffer b) {
        List<Buffer> bs = new ArrayList<>(p.buffers());
        bs.set(i, b);
        return new MemoryProblem(p.name(), bs, p.capacity());
    }
}
