package dev.berth.solvers.memory.timefold;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Builds moves from one state of the working solution (Timefold asks for a fresh iterator every step, and
 * undoes every trial move, so the offsets read at creation stay current while the step lasts).
 */
final class MoveGenerator {
    private static final int COLLISION_SAMPLES = 8;
    private static final int RUIN_MAX = 8;
    /** An offset far below 0: a slot there overlaps no offset in any range, as if taken out. */
    private static final long TAKEN_OUT = Long.MIN_VALUE / 4;

    private final List<OffsetSlot> slots;
    private final MoveSupport support;
    private final FreePositions free;
    private final long[] offsets;
    private int[] peakSlots;

    MoveGenerator(LayoutSolution solution) {
        this.slots = solution.getSlots();
        this.support = solution.getSupport();
        this.free = support.free;
        this.offsets = new long[slots.size()];
        for (int i = 0; i < offsets.length; i++) {
            offsets[i] = slots.get(i).getOffset();
        }
    }

    boolean canMove() {
        return support.movable.length > 0;
    }

    /** A move of a random enabled kind for a random slot, or null when that kind has none for that slot. */
    SetOffsetsMove next(RandomGenerator random) {
        int slot = pickSlot(random);
        return build(support.kinds.get(random.nextInt(support.kinds.size())), slot, random);
    }

    /** A move that leaves a random movable slot where it is. */
    SetOffsetsMove unchanged(RandomGenerator random) {
        int slot = support.movable[random.nextInt(support.movable.length)];
        return single(MoveKind.DROP, slot, offsets[slot]);
    }

    /** The drop of {@code slot}, or null when it would not move. */
    SetOffsetsMove drop(int slot) {
        long o = free.leastOverlap(slot, offsets);
        return o == offsets[slot] ? null : single(MoveKind.DROP, slot, o);
    }

    private SetOffsetsMove build(MoveKind kind, int slot, RandomGenerator random) {
        return switch (kind) {
            case DROP -> drop(slot);
            case RELOCATE -> relocate(slot, random);
            case ANCHOR -> anchor(slot, random);
            case SWAP -> swap(slot, random);
            case EJECT -> eject(slot, random);
            case RUIN -> ruin(slot, random);
        };
    }

    /**
     * Half the time any movable slot; else one on the peak or one that collides (found by sampling, since
     * counting all collisions every step would cost more than the moves).
     */
    private int pickSlot(RandomGenerator random) {
        int[] movable = support.movable;
        int r = random.nextInt(4);
        if (r == 0) {
            int[] peak = peakSlots();
            if (peak.length > 0) {
                return peak[random.nextInt(peak.length)];
            }
        } else if (r == 1) {
            for (int s = 0; s < COLLISION_SAMPLES; s++) {
                int i = movable[random.nextInt(movable.length)];
                if (collides(i)) {
                    return i;
                }
            }
        }
        return movable[random.nextInt(movable.length)];
    }

    private int[] peakSlots() {
        if (peakSlots == null) {
            long peak = 0;
            for (int i = 0; i < offsets.length; i++) {
                peak = Math.max(peak, offsets[i] + free.size(i));
            }
            List<Integer> at = new ArrayList<>();
            for (int i : support.movable) {
                if (offsets[i] + free.size(i) == peak) {
                    at.add(i);
                }
            }
            peakSlots = at.stream().mapToInt(Integer::intValue).toArray();
        }
        return peakSlots;
    }

    private boolean collides(int slot) {
        for (int j : free.neighbours(slot)) {
            if (free.collides(slot, offsets[slot], j, offsets[j])) {
                return true;
            }
        }
        return false;
    }

    private SetOffsetsMove relocate(int slot, RandomGenerator random) {
        long[] holes = free.holeBottoms(slot, offsets);
        long[] others = Arrays.stream(holes).filter(o -> o != offsets[slot]).toArray();
        return others.length == 0 ? null : single(MoveKind.RELOCATE, slot, others[random.nextInt(others.length)]);
    }

    private SetOffsetsMove anchor(int slot, RandomGenerator random) {
        int[] nb = free.neighbours(slot);
        if (nb.length == 0) {
            return null;
        }
        int j = nb[random.nextInt(nb.length)];
        long a = free.alignment(slot);
        long o = random.nextBoolean()
                ? FreePositions.alignUp(offsets[j] + free.size(j), a)
                : FreePositions.alignDown(offsets[j] - free.size(slot), a);
        if (o < 0 || o > free.maxOffset(slot) || o == offsets[slot]) {
            return null;
        }
        return single(MoveKind.ANCHOR, slot, o);
    }

    private SetOffsetsMove swap(int slot, RandomGenerator random) {
        int j = support.sameSizePartner(slot, random);
        if (j < 0) {
            return null;
        }
        long oi = offsets[slot];
        long oj = offsets[j];
        if (oi == oj || oj % free.alignment(slot) != 0 || oi % free.alignment(j) != 0
                || oj > free.maxOffset(slot) || oi > free.maxOffset(j)) {
            return null;
        }
        return new SetOffsetsMove(MoveKind.SWAP, new OffsetSlot[] {slots.get(slot), slots.get(j)}, new Long[] {oj, oi});
    }

    /**
     * Lowers {@code slot} to 0 or onto a lower neighbour's top, then drops the slots it lands on, lowest
     * first, each like {@link #drop} given the ones already moved.
     */
    private SetOffsetsMove eject(int slot, RandomGenerator random) {
        int[] nb = free.neighbours(slot);
        long current = offsets[slot];
        int pick = random.nextInt(nb.length + 1);
        long target = pick == nb.length ? 0
                : FreePositions.alignUp(offsets[nb[pick]] + free.size(nb[pick]), free.alignment(slot));
        if (target >= current || target > free.maxOffset(slot)) {
            return null;
        }
        List<Integer> hit = new ArrayList<>();
        for (int j : nb) {
            if (!slots.get(j).isPinned() && free.collides(slot, target, j, offsets[j])) {
                hit.add(j);
            }
        }
        hit.sort((x, y) -> Long.compare(offsets[x], offsets[y]));
        List<Integer> changed = new ArrayList<>();
        List<Long> saved = new ArrayList<>();
        changed.add(slot);
        saved.add(current);
        offsets[slot] = target;
        for (int j : hit) {
            if (support.stopRequested()) {
                break; // a long slot lands on many: the move so far is one too, and the search must end
            }
            long o = free.leastOverlap(j, offsets);
            if (o != offsets[j]) {
                changed.add(j);
                saved.add(offsets[j]);
                offsets[j] = o;
            }
        }
        OffsetSlot[] moved = new OffsetSlot[changed.size()];
        Long[] to = new Long[changed.size()];
        for (int k = 0; k < moved.length; k++) {
            int j = changed.get(k);
            moved[k] = slots.get(j);
            to[k] = offsets[j];
        }
        for (int k = changed.size() - 1; k >= 0; k--) {
            offsets[changed.get(k)] = saved.get(k);
        }
        return new SetOffsetsMove(MoveKind.EJECT, moved, to);
    }

    private SetOffsetsMove ruin(int slot, RandomGenerator random) {
        int[] nb = free.neighbours(slot);
        List<Integer> candidates = new ArrayList<>();
        for (int j : nb) {
            if (!slots.get(j).isPinned()) {
                candidates.add(j);
            }
        }
        int k = Math.min(candidates.size(), 1 + random.nextInt(RUIN_MAX - 1));
        if (k == 0) {
            return null;
        }
        // a partial Fisher-Yates shuffle picks the k neighbours; the order of re-insertion is random too
        for (int q = 0; q < k; q++) {
            int pick = q + random.nextInt(candidates.size() - q);
            java.util.Collections.swap(candidates, q, pick);
        }
        int[] taken = new int[k + 1];
        taken[0] = slot;
        for (int q = 0; q < k; q++) {
            taken[q + 1] = candidates.get(q);
        }
        for (int q = taken.length - 1; q > 0; q--) {
            int pick = random.nextInt(q + 1);
            int t = taken[q];
            taken[q] = taken[pick];
            taken[pick] = t;
        }
        long[] saved = new long[taken.length];
        for (int q = 0; q < taken.length; q++) {
            saved[q] = offsets[taken[q]];
            offsets[taken[q]] = TAKEN_OUT;
        }
        long[] placed = new long[taken.length];
        int changed = 0;
        for (int q = 0; q < taken.length; q++) {
            placed[q] = free.leastOverlap(taken[q], offsets);
            offsets[taken[q]] = placed[q];
            if (placed[q] != saved[q]) {
                changed++;
            }
        }
        OffsetSlot[] moved = new OffsetSlot[changed];
        Long[] to = new Long[changed];
        int c = 0;
        for (int q = 0; q < taken.length; q++) {
            offsets[taken[q]] = saved[q];
            if (placed[q] != saved[q]) {
                moved[c] = slots.get(taken[q]);
                to[c++] = placed[q];
            }
        }
        return changed == 0 ? null : new SetOffsetsMove(MoveKind.RUIN, moved, to);
    }

    private SetOffsetsMove single(MoveKind kind, int slot, long offset) {
        return new SetOffsetsMove(kind, new OffsetSlot[] {slots.get(slot)}, new Long[] {offset});
    }
}
