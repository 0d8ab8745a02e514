package dev.berth.cluster;

import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.HazelcastInstanceAware;
import dev.berth.bench.BenchKit;
import dev.berth.bench.BenchKits;
import dev.berth.bench.BenchRow;
import dev.berth.bench.BenchRunner;
import dev.berth.model.Problem;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;

/**
 * One run of a sweep, as a member makes it: the instance (its family's JSON), the bench's bound, the strategy
 * by name (every member has the same registry), the options and the row's label; the member's
 * {@link BenchRunner} solves and checks exactly as a local bench would, and the row goes back whole.
 */
final class SolveTask implements Callable<RunOutcome>, Serializable, HazelcastInstanceAware {
    private final String family;
    private final String name;
    private final String problem;
    private final long bound;
    private final String strategy;
    private final String label;
    private final RunOptions options;
    private transient HazelcastInstance member;

    SolveTask(String family, String name, String problem, long bound, String strategy, String label, RunOptions options) {
        this.family = family;
        this.name = name;
        this.problem = problem;
        this.bound = bound;
        this.strategy = strategy;
        this.label = label;
        this.options = options;
    }

    @Override
    public void setHazelcastInstance(HazelcastInstance hz) {
        this.member = hz;
    }

    @Override
    public RunOutcome call() {
        long start = System.nanoTime();
        BenchRow row = run(BenchKits.named(family));
        if (Thread.currentThread().isInterrupted()) {
            // the member is shutting down and may have cut the solve short: this row is not the run's, make it elsewhere
            throw new CancellationException("the member stopped during the run");
        }
        String by = member == null ? "?" : member.getCluster().getLocalMember().getAddress().getHost() + ":"
                + member.getCluster().getLocalMember().getAddress().getPort();
        return new RunOutcome(RowCodec.encode(row), by, (System.nanoTime() - start) / 1e9);
    }

    private <P extends Problem, S> BenchRow run(BenchKit<P, S> kit) {
        P p = ProblemCache.read(kit.family(), name, problem);
        return new BenchRunner<>(kit).run(p, bound, kit.registry().byName(strategy), options.toOptions(), label);
    }

    String label() {
        return label;
    }

    /** What makes a run the same run, within {@code batch}: the journal's key, so a resumed sweep knows its rows. */
    String key(String batch) {
        try {
            MessageDigest d = MessageDigest.getInstance("SHA-256");
            for (String part : new String[]{batch, family, name, problem, Long.toString(bound), strategy, label, options.toString()}) {
                d.update(part.getBytes(StandardCharsets.UTF_8));
                d.update((byte) 0);
            }
            return HexFormat.of().formatHex(d.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e); // every JDK has SHA-256
        }
    }
}
