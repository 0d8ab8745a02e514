package dev.berth.bench;

/**
 * A search proof (a complete search's OPTIMAL, bound or INFEASIBLE, which no certificate backs) put to a
 * second complete strategy on the same instance.
 *
 * @param row      the run whose proof is checked
 * @param checker  the second complete strategy
 * @param verdict  what it found
 * @param detail   one sentence: its answer, and why that confirms, refutes or leaves open the proof
 */
public record ProofCheck(BenchRow row, String checker, Verdict verdict, String detail) {

    public enum Verdict {
        /** The second search proved the same. */
        CONFIRMED,
        /** The second search's answer contradicts the proof: one of the two searches is wrong. */
        DISAGREES,
        /** The second search ended without a proof either way. */
        UNCONFIRMED
    }

    /** How the second run's answer bears on the first run's search proof. */
    static ProofCheck judge(BenchRow row, BenchRow second) {
        String who = second.strategy();
        String answer = second.solved() ? second.status() + " at " + second.objective() : second.status().name();
        if (row.status() == BenchStatus.INFEASIBLE) {
            if (second.solved()) {
                return new ProofCheck(row, who, Verdict.DISAGREES, who + " found an answer (" + answer + ")");
            }
            return second.status() == BenchStatus.INFEASIBLE
                    ? new ProofCheck(row, who, Verdict.CONFIRMED, who + " proved it infeasible too")
                    : new ProofCheck(row, who, Verdict.UNCONFIRMED, who + ": " + answer);
        }
        long claim = row.reportedBound();
        if (second.status() == BenchStatus.INFEASIBLE) {
            return new ProofCheck(row, who, Verdict.DISAGREES, who + " claims INFEASIBLE where a valid answer exists");
        }
        if (second.solved() && second.objective() < claim) {
            return new ProofCheck(row, who, Verdict.DISAGREES, who + " found " + second.objective()
                    + ", below the proven bound " + claim);
        }
        if (second.status() == BenchStatus.OPTIMAL && row.solved() && second.objective() > row.objective()) {
            return new ProofCheck(row, who, Verdict.DISAGREES, who + " claims the optimum is " + second.objective()
                    + ", above this valid answer's " + row.objective());
        }
        if (second.status() == BenchStatus.OPTIMAL && second.objective() >= claim) {
            return new ProofCheck(row, who, Verdict.CONFIRMED, who + " proved the optimum " + second.objective()
                    + (second.objective() == claim ? "" : ", above the bound " + claim));
        }
        return new ProofCheck(row, who, Verdict.UNCONFIRMED, who + ": " + answer);
    }
}
