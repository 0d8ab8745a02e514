package dev.berth.model.check.channels;

/**
 * Two instances (by sequential position, {@code first < second}) that touch a common address, at least one
 * of them writing it: the sequential program runs them in this order, so the warps must too.
 */
record Conflict(int first, int second, String what) {
}
