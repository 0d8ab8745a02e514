package dev.berth.cluster;

/**
 * How one run of a sweep went, for the coordination figures ({@code cluster-runs.csv}).
 *
 * @param member           host:port of the member whose row was kept; "journal" for a row read on --resume
 * @param attempts         times the run was handed out (more than one: a member left while making it)
 * @param roundTripSeconds from handing the run out to its row received
 * @param taskSeconds      the run's time on the member (read, solve, checks)
 * @param solveSeconds     the solve alone, as the row records it
 */
public record RunRecord(String batch, int index, String instance, String label, String member, int attempts,
                        double roundTripSeconds, double taskSeconds, double solveSeconds, long heapPeakBytes) {

    /** What coordinating the run cost beyond the member's own work: queueing, transfer, (de)serialisation. */
    public double overheadSeconds() {
        return roundTripSeconds - taskSeconds;
    }

    public boolean resumed() {
        return "journal".equals(member);
    }
}
