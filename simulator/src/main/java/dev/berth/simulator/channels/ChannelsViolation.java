package dev.berth.simulator.channels;

/**
 * One thing the timed run saw go wrong.
 *
 * @param kind     what went wrong
 * @param cycle    when (for a deadlock: the time the last warp stopped); -1 for code that cannot run at all
 * @param instance the instance at fault ({@code STAGE:ID:I}), or the sync op ("w1:c4") for channel faults;
 *                 null for set-up problems
 * @param message  one line: the instance, the bytes, what was expected and what was found
 */
public record ChannelsViolation(Kind kind, long cycle, String instance, String message) {

    public enum Kind {
        /** A consumer found bytes written by another instance than the one sequential execution leaves there. */
        WRONG_READ,
        /**
         * A producer started writing bytes that a consumer before it in program order had not finished reading
         * (write after read violated: the addresses were not released).
         */
        UNRELEASED_OVERWRITE,
        /** After the run the pool holds other data than sequential execution leaves (a write-after-write race). */
        WRONG_FINAL_CONTENTS,
        /** A channel fault of the sync machine: a lost signal, a wrong wake-up, an out-of-order signal. */
        CHANNEL,
        /** Every warp with code left waits and no intrinsic is running to wake any of them. */
        DEADLOCK,
        /**
         * The code cannot run: an instruction no instance of the program is, an instance twice or missing, a
         * buffer without an offset, a channel id the hardware does not have.
         */
        BAD_CODE
    }
}
