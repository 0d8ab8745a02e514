package dev.berth.algorithms.simt;

import dev.berth.model.simt.ir.Address;

import java.util.List;

/**
 * A loop in which a thread waits for another: its exit condition depends on a value it reads from shared
 * memory inside the loop.
 *
 * @param header   the loop header's label
 * @param blocks   the loop's labels, in kernel order
 * @param waitsOn  the addresses of the loop's reads that the exit condition depends on
 * @param releases the writes after the loop, or in it other than by {@code atom.cas} ({@code st}, {@code atom.*}),
 *                 that may change one of those words (a
 *                 fixed address equal to one, or any address through a register), as {@code label: instruction},
 *                 the first {@link #LISTED} of them; empty for a retry loop, whose only write is its own
 *                 {@code atom.cas}: the thread that leaves it owes the others nothing
 * @param releaseCount how many such writes there are
 */
public record SpinLoop(String header, List<String> blocks, List<Address> waitsOn, List<String> releases,
                       int releaseCount) {
    /**
     * Release sites listed per loop: a kernel of many spin loops on one lock, each followed by its release,
     * has every later release after every loop, which listed in full is quadratic in the kernel.
     */
    public static final int LISTED = 16;

    public SpinLoop {
        blocks = List.copyOf(blocks);
        waitsOn = List.copyOf(waitsOn);
        releases = List.copyOf(releases);
    }
}
