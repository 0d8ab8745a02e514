package dev.berth.bench;

import java.nio.file.Path;
import java.util.List;

/** What a bench run produced: checked rows, summaries, proof checks and the files written. */
public record BenchReport(List<BenchRow> rows, List<BenchSummary> summaries, List<ProofCheck> proofChecks,
                          List<Path> files) {
    public BenchReport {
        rows = List.copyOf(rows);
        summaries = List.copyOf(summaries);
        proofChecks = List.copyOf(proofChecks);
        files = List.copyOf(files);
    }

    public List<BenchRow> invalid() {
        return rows.stream().filter(r -> r.status() == BenchStatus.INVALID).toList();
    }

    public List<BenchRow> errors() {
        return rows.stream().filter(r -> r.status() == BenchStatus.ERROR).toList();
    }

    public List<ProofCheck> disagreements() {
        return proofChecks.stream().filter(c -> c.verdict() == ProofCheck.Verdict.DISAGREES).toList();
    }

    /** No wrong answer, no failed run, no search proof contradicted. */
    public boolean clean() {
        return invalid().isEmpty() && errors().isEmpty() && disagreements().isEmpty();
    }
}
