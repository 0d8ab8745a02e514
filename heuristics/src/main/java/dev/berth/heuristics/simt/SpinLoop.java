package dev.berth.heuristics.simt;

import dev.berth.model.simt.ir.Address;

import java.util.List;

/**
 * A loop in which a thread waits for another: its exit condition depends on a value it reads from shared
 * memory inside the loop.
 *
 * @param header   the loop header's label
 * @param blocks   the loop's labels, in kernel order
 * @param waitsOn  the addresses of the loop's reads that the exit condition depends on
 * @param releases the writes after the loop ({@code st}, {@code atom.exch}) to one of those addresses, as
 *                 {@code label: instruction}; empty for a hand-off, which writes another thread's address
 */
public record SpinLoop(String header, List<String> blocks, List<Address> waitsOn, List<String> releases) {
    public SpinLoop {
        blocks = List.copyOf(blocks);
        waitsOn = List.copyOf(waitsOn);
        releases = List.copyOf(releases);
    }
}
