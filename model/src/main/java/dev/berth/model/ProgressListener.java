package dev.berth.model;

/**
 * Hears about every checked answer while a solve runs — a portfolio member's, then the next one's — so a
 * caller (the service's progress notifications) can show the objective falling before the solve ends. Only
 * answers that passed the gate are reported; a listener sees numbers, never a layout nobody checked.
 */
@FunctionalInterface
public interface ProgressListener {

    /**
     * @param objective the headline objective of a valid answer
     * @param bound     the best lower bound proven so far
     * @param seconds   since the solve started
     */
    void progress(long objective, long bound, double seconds);
}
