package dev.berth.model.memory.analysis;

/**
 * A proven lower bound on the peak, with what proves it.
 *
 * @param value the bound in bytes
 * @param time  the time step at which the live bytes reach {@code value}, or -1 when another argument holds
 * @param why   one sentence a user can check
 */
public record LowerBound(long value, long time, String why) {
}
