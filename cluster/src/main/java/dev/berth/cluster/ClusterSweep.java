package dev.berth.cluster;

import dev.berth.bench.BenchKit;
import dev.berth.bench.BenchProgress;
import dev.berth.bench.BenchRow;
import dev.berth.bench.BenchRunner;
import dev.berth.bench.PlannedRun;
import dev.berth.bench.RunExecutor;
import dev.berth.model.Family;
import dev.berth.model.InputException;
import dev.berth.model.Problem;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A bench's runs made on the members of a cluster ({@code berth bench --cluster}): each run a Hazelcast task
 * with its own time limit, one thread per solve, at most a member's slots at once on it. Rows come back to
 * this coordinator, are journalled as they arrive ({@code --resume} skips them after a crash) and are handed to
 * the bench in sweep order, so the tables and files are those of a local run. Only the registry's strategies
 * travel (by name); an {@code --external} allocator stays on its machine.
 */
public final class ClusterSweep implements RunExecutor, AutoCloseable {
    private final ClusterMember member;
    private final RowJournal journal;
    private final RunLog log;
    private final PrintStream out;
    private SweepObserver observer = SweepObserver.NONE;
    private Duration stall = Duration.ofMinutes(2);
    private final List<RunRecord> records = new ArrayList<>();

    /**
     * @param dir    where the journal and {@code cluster-runs.csv} go (the bench's output directory); null: nowhere
     * @param resume keep the rows of the journal in {@code dir} and make only the other runs
     * @param out    where the one-line summary of each batch goes
     */
    public ClusterSweep(ClusterMember member, Path dir, boolean resume, PrintStream out) {
        this.member = member;
        this.journal = RowJournal.open(dir, resume);
        this.log = new RunLog(dir);
        this.out = out;
    }

    public ClusterSweep observedBy(SweepObserver o) {
        this.observer = o;
        return this;
    }

    /** How long a batch waits for a member with a free slot before it gives up (2 minutes by default). */
    public ClusterSweep stallingAfter(Duration d) {
        this.stall = d;
        return this;
    }

    /** Every run of the sweep so far, as it went. */
    public List<RunRecord> records() {
        return List.copyOf(records);
    }

    @Override
    public <P extends Problem, S> List<BenchRow> run(String batch, BenchRunner<P, S> runner, List<PlannedRun<P, S>> runs,
                                                     BenchProgress bar) {
        if (runs.isEmpty()) {
            return List.of(); // no proof to check: nothing to hand out, nothing to report
        }
        long start = System.nanoTime();
        BenchKit<P, S> kit = runner.kit();
        Family<P, S> family = kit.family();
        List<String> known = kit.registry().names();
        Map<P, String> texts = new IdentityHashMap<>();
        List<SolveTask> tasks = new ArrayList<>();
        for (PlannedRun<P, S> r : runs) {
            if (!known.contains(r.strategy().name())) {
                throw new InputException("--cluster", "'" + r.strategy().name() + "' is not a strategy the members know by"
                        + " name (--external allocators run on their own machine: bench them without --cluster)");
            }
            String text = texts.computeIfAbsent(r.problem(), p -> ProblemCache.write(family, p));
            // one thread per solve: the member runs as many solves at once as it has cores
            tasks.add(new SolveTask(family.name(), r.problem().name(), text, r.bound(), r.strategy().name(), r.label(),
                    RunOptions.of(r.options().withThreads(1))));
        }
        List<String> keys = tasks.stream().map(t -> t.key(batch)).toList();
        BenchRow[] rows = new BenchRow[tasks.size()];
        RunRecord[] recs = new RunRecord[tasks.size()];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = journal.previous(keys.get(i));
            if (rows[i] != null) {
                recs[i] = new RunRecord(batch, i, runs.get(i).problem().name(), runs.get(i).label(), "journal", 0,
                        0, 0, rows[i].seconds(), rows[i].heapPeakBytes());
                bar.step();
            }
        }
        new Dispatch(member.hazelcast(), batch, tasks, rows, recs, i -> runs.get(i).problem().name(), stall, observer)
                .run((i, row, rec) -> {
                    journal.append(keys.get(i), row);
                    bar.step();
                });
        List<RunRecord> batchRecords = Arrays.asList(recs);
        records.addAll(batchRecords);
        log.write(batchRecords);
        RunLog.summarise(out, batch, batchRecords, member.size(), (System.nanoTime() - start) / 1e9);
        return Arrays.asList(rows);
    }

    @Override
    public void close() {
        journal.close();
    }
}
