package dev.berth.simulator.memory;

/**
 * What replaying a layout on the simulated machine observed.
 *
 * @param events            allocations, read-backs and writes the machine performed
 * @param collisions        distinct (victim, overwriter) pairs found: a buffer read back its bytes and some
 *                          held the tag another buffer wrote while the victim was still holding them
 * @param overflows         buffers whose address range leaves {@code [0, capacity)} (a negative offset
 *                          counts, whatever the size)
 * @param misalignments     buffers whose offset is not a multiple of their alignment
 * @param pinnedViolations  pinned buffers placed elsewhere than their fixed offset
 * @param separatedAliases  members of a co-location group placed elsewhere than the group's first member
 * @param maxAddressTouched one past the highest byte written (0 when nothing was written); on a valid
 *                          layout this is the peak of the bytes the buffers actually hold
 * @param peakLiveBytes     the most bytes held at once, as the machine counted them step by step
 * @param firstViolation    the earliest violation in time (ties: first seen), or null when the replay was clean
 */
public record MemorySimulationReport(long events, long collisions, long overflows, long misalignments,
                                     long pinnedViolations, long separatedAliases, long maxAddressTouched, long peakLiveBytes,
                                     SimulatedViolation firstViolation) {

    /** Whether the layout replayed without any violation. */
    public boolean ok() {
        return firstViolation == null;
    }

    /** The first violation's one-line message, or null when {@link #ok()}. */
    public String firstViolationMessage() {
        return firstViolation == null ? null : firstViolation.message();
    }
}
