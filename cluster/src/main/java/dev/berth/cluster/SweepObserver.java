package dev.berth.cluster;

/**
 * Hears a sweep's runs go out and come back, on the coordinator's dispatch thread (a slow observer slows the
 * sweep). For progress displays and for tests that must act while a run is in flight.
 */
public interface SweepObserver {
    SweepObserver NONE = new SweepObserver() {
    };

    /** Run {@code index} of {@code batch} was handed to {@code member} (host:port). */
    default void submitted(String batch, int index, String member) {
    }

    /** Run {@code index} of {@code batch} came back from {@code member}; {@code received} rows so far. */
    default void received(String batch, int index, String member, int received) {
    }
}
