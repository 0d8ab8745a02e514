package dev.berth.simulator.simt;

/** The kernel did something the model refuses; the message names thread, block and instruction. */
final class SimtFault extends RuntimeException {
    SimtFault(String message) {
        super(message, null, false, false);
    }
}
