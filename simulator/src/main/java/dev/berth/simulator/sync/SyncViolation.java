package dev.berth.simulator.sync;

/**
 * One thing the simulated hardware saw go wrong.
 *
 * @param kind     what went wrong
 * @param step     index in the trace of the step that went wrong (for a deadlock: the number of steps
 *                 taken when every warp was stuck); -1 for a mapping the hardware cannot even be set up with
 * @param op       the instruction at fault, "w6:c11" (for a deadlock the first stuck one); null for set-up problems
 * @param resource the logical resource of that instruction
 * @param physical the physical resource involved, "class:id" ("default:4"); null when none is
 * @param message  one line naming the instruction, the resources and what the physical one held
 */
public record SyncViolation(Kind kind, int step, String op, String resource, String physical, String message) {

    public enum Kind {
        /** A producer signalled a physical resource that still held an unconsumed signal (generation, flag). */
        LOST_SIGNAL,
        /** A producer signalled a parity resource whose phase counter was not at its own use's phase. */
        OUT_OF_ORDER_SIGNAL,
        /** A waiter passed on a signal meant for another logical resource (parity: another phase; flag). */
        WRONG_WAKEUP,
        /** Every warp with work left is waiting and nothing can wake any of them. */
        DEADLOCK,
        /**
         * A removed sync pair's ordering did not hold: the consumer's warp ran past the removed consumer before
         * the producer's warp reached the removed producer, so the work after the one may overlap the work
         * before the other.
         */
        UNORDERED_REMOVED_PAIR,
        /** A resource the mapping gives no physical id (a solution file that leaves it out). */
        NO_ID,
        /** A resource mapped to an id its class does not hand out (negative, past the limit, or reserved). */
        UNUSABLE_ID,
        /** Two resources with different arrival counts share a physical resource, initialised with one count. */
        ARRIVAL_MISMATCH
    }
}
