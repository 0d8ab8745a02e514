package dev.berth.emit.cuda;

/**
 * One physical sync resource of the answer as the kernel holds it.
 *
 * @param name       the answer's name for it, {@code CLASS:ID}
 * @param slot       its index among the kernel's resources of the same mechanism
 * @param hardwareId the named barrier's id (1..15; 0 is {@code __syncthreads}'), -1 for the other mechanisms
 * @param arrivals   the mbarrier's arrival count, which the producer's one arrive supplies
 */
public record PhysicalBarrier(String name, Mechanism mechanism, int slot, int hardwareId, int arrivals) {
}
