package dev.berth.solvers.sync.timefold;

import dev.berth.solvers.timefold.MoveDraws;

import java.util.List;
import java.util.random.RandomGenerator;

/**
 * Draws moves of the enabled {@link IdMoveKind}s against the mapping at the start of one step — Timefold
 * undoes every move it evaluates, so that mapping holds all step long. Each id's holders are counted once
 * per step (linear in the slots); a slot's conflicts are counted when a move needs them. A draw that does
 * not apply (one id in the class, an id a pinned slot holds) returns null and the caller draws again.
 */
final class IdMoves implements MoveDraws<SetIdsMove> {
    private final List<IdSlot> slots;
    private final IdFacts t;
    private final List<IdMoveKind> kinds;
    private final int[] position;
    private final int[][] holders;
    private final boolean conflicted;
    private final int[] scratch;

    IdMoves(IdSolution solution) {
        this.slots = solution.getSlots();
        this.t = solution.getFacts();
        this.kinds = t.kinds;
        this.position = new int[slots.size()];
        this.holders = new int[t.classIds.length][];
        int widest = 0;
        for (int c = 0; c < holders.length; c++) {
            holders[c] = new int[t.classIds[c].length];
            widest = Math.max(widest, t.classIds[c].length);
        }
        for (IdSlot s : slots) {
            int i = s.getIndex();
            position[i] = t.positionOf(i, s.getId());
            holders[t.classOf[i]][position[i]]++;
        }
        // the working solution carries the score of the step's mapping; without one, assume conflicts
        this.conflicted = solution.getScore() == null || solution.getScore().hardScore() < 0;
        this.scratch = new int[widest];
    }

    @Override
    public SetIdsMove next(RandomGenerator rnd) {
        return switch (kinds.get(rnd.nextInt(kinds.size()))) {
            case RELOCATE -> relocate(rnd);
            case CHANGE -> change(rnd);
            case SWAP -> swap(rnd);
            case EMPTY -> empty(rnd);
        };
    }

    @Override
    public SetIdsMove unchanged(RandomGenerator rnd) {
        int s = t.movable[rnd.nextInt(t.movable.length)];
        return single(IdMoveKind.CHANGE, s, slots.get(s).getId());
    }

    private SetIdsMove relocate(RandomGenerator rnd) {
        int s = pick(rnd);
        int c = t.classOf[s];
        int n = t.classIds[c].length;
        if (n < 2) {
            return null;
        }
        countConflicts(s, n);
        int cur = position[s];
        int chosen = -1;
        int seen = 0;
        int firstUnused = -1;
        for (int p = 0; p < n; p++) {
            if (p == cur || scratch[p] > 0) {
                continue;
            }
            if (holders[c][p] > 0) {
                if (rnd.nextInt(++seen) == 0) {
                    chosen = p;
                }
            } else if (firstUnused < 0) {
                firstUnused = p;
            }
        }
        if (chosen < 0) {
            chosen = firstUnused >= 0 ? firstUnused : fewest(cur, n, false, c, rnd);
        }
        return chosen < 0 ? null : single(IdMoveKind.RELOCATE, s, t.idAt(s, chosen));
    }

    private SetIdsMove change(RandomGenerator rnd) {
        int s = t.movable[rnd.nextInt(t.movable.length)];
        int n = t.classIds[t.classOf[s]].length;
        if (n < 2) {
            return null;
        }
        int p = rnd.nextInt(n - 1);
        if (p >= position[s]) {
            p++;
        }
        return single(IdMoveKind.CHANGE, s, t.idAt(s, p));
    }

    private SetIdsMove swap(RandomGenerator rnd) {
        int s = t.movable[rnd.nextInt(t.movable.length)];
        int[] mates = t.movableByClass[t.classOf[s]];
        int u = mates[rnd.nextInt(mates.length)];
        if (position[s] == position[u]) {
            return null;
        }
        return new SetIdsMove(IdMoveKind.SWAP, new IdSlot[] {slots.get(s), slots.get(u)},
                new Integer[] {slots.get(u).getId(), slots.get(s).getId()});
    }

    private SetIdsMove empty(RandomGenerator rnd) {
        int s = t.movable[rnd.nextInt(t.movable.length)];
        int c = t.classOf[s];
        int n = t.classIds[c].length;
        int k = position[s];
        int[] mates = t.movableByClass[c];
        int movers = 0;
        for (int q : mates) {
            movers += position[q] == k ? 1 : 0;
        }
        if (movers < holders[c][k]) {
            return null; // a pinned slot holds the id: it cannot be emptied
        }
        IdSlot[] moved = new IdSlot[movers];
        Integer[] ids = new Integer[movers];
        int i = 0;
        for (int q : mates) {
            if (position[q] != k) {
                continue;
            }
            countConflicts(q, n);
            int p = fewest(k, n, true, c, rnd);
            if (p < 0) {
                return null;
            }
            moved[i] = slots.get(q);
            ids[i++] = t.idAt(q, p);
        }
        return new SetIdsMove(IdMoveKind.EMPTY, moved, ids);
    }

    /** A slot in conflict when there are conflicts and a few draws find one, else any movable slot. */
    private int pick(RandomGenerator rnd) {
        int s = t.movable[rnd.nextInt(t.movable.length)];
        if (conflicted) {
            for (int tries = 0; tries < 16 && !inConflict(s); tries++) {
                s = t.movable[rnd.nextInt(t.movable.length)];
            }
        }
        return s;
    }

    private boolean inConflict(int s) {
        for (int u : t.neighbours[s]) {
            if (position[u] == position[s]) {
                return true;
            }
        }
        return false;
    }

    private void countConflicts(int s, int n) {
        java.util.Arrays.fill(scratch, 0, n, 0);
        for (int u : t.neighbours[s]) {
            scratch[position[u]]++;
        }
    }

    /** The position other than {@code skip} with fewest conflicts in scratch (used ones only if asked), ties at random; -1 if none. */
    private int fewest(int skip, int n, boolean usedOnly, int c, RandomGenerator rnd) {
        int best = -1;
        int fewest = Integer.MAX_VALUE;
        int ties = 0;
        for (int p = 0; p < n; p++) {
            if (p == skip || usedOnly && holders[c][p] == 0) {
                continue;
            }
            if (scratch[p] < fewest) {
                fewest = scratch[p];
                best = p;
                ties = 1;
            } else if (scratch[p] == fewest && rnd.nextInt(++ties) == 0) {
                best = p;
            }
        }
        return best;
    }

    private SetIdsMove single(IdMoveKind kind, int s, int id) {
        return new SetIdsMove(kind, new IdSlot[] {slots.get(s)}, new Integer[] {id});
    }
}
