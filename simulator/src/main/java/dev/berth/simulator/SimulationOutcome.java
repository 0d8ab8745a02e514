package dev.berth.simulator;

import java.util.List;

/**
 * What a simulation found, as the lines {@code berth simulate} prints.
 *
 * @param clean no violation (exit 0); otherwise exit 1
 */
public record SimulationOutcome(boolean clean, List<String> lines) {
    public SimulationOutcome {
        lines = List.copyOf(lines);
    }
}
