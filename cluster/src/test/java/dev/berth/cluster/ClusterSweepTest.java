package dev.berth.cluster;

import dev.berth.bench.BenchReport;
import dev.berth.bench.BenchRow;
import dev.berth.model.memory.MemoryProblem;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A sweep on a cluster gives the local sweep's rows and files: with the coordinator alone (no set-up), after
 * the coordinator died and came back with --resume, and with three members in three JVMs of which one is killed
 * while it holds a run.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ClusterSweepTest {
    private static final PrintStream QUIET = new PrintStream(OutputStream.nullOutputStream());

    private Path tmp;
    private List<MemoryProblem> instances;
    private BenchReport local;

    @BeforeAll
    void localSweep(@TempDir Path dir) {
        tmp = dir;
        instances = SmallSweep.instances(2);
        local = SmallSweep.local(instances, tmp.resolve("local"));
        assertTrue(local.proofChecks().size() > 0, "the sweep has search proofs to check, a second batch of runs");
    }

    @Test
    void aClusterOfOneWritesTheLocalRowsAndResumesFromItsJournal() throws Exception {
        Path dir = tmp.resolve("alone");
        try (ClusterMember member = ClusterMember.start(SmallSweep.loopback("test-" + UUID.randomUUID(), 2))) {
            BenchReport cluster;
            try (ClusterSweep sweep = new ClusterSweep(member, dir, false, QUIET)) {
                cluster = SmallSweep.bench(instances, dir).runningOn(sweep).run();
                assertTrue(sweep.records().stream().allMatch(r -> r.attempts() == 1 && r.overheadSeconds() >= 0));
            }
            SmallSweep.assertSameRows(local.rows(), cluster.rows());
            assertEquals(local.proofChecks().size(), cluster.proofChecks().size(), "proof checks");
            assertEquals(SmallSweep.results(tmp.resolve("local")), SmallSweep.results(dir), "results.csv but timings");

            // the coordinator died after 5 rows, in the middle of writing the 6th
            Path journal = dir.resolve(RowJournal.FILE);
            List<String> lines = Files.readAllLines(journal, StandardCharsets.UTF_8);
            int kept = 5;
            Files.writeString(journal, String.join("\n", lines.subList(0, kept)) + "\n" + lines.get(kept).substring(0, 40),
                    StandardCharsets.UTF_8);
            AtomicInteger made = new AtomicInteger();
            BenchReport resumed;
            try (ClusterSweep sweep = new ClusterSweep(member, dir, true, QUIET).observedBy(new SweepObserver() {
                @Override
                public void submitted(String batch, int index, String m) {
                    made.incrementAndGet();
                }
            })) {
                resumed = SmallSweep.bench(instances, dir).runningOn(sweep).run();
            }
            assertEquals(lines.size() - kept, made.get(), "runs made again: those not in the journal");
            SmallSweep.assertSameRows(local.rows(), resumed.rows());
            assertEquals(SmallSweep.results(tmp.resolve("local")), SmallSweep.results(dir), "results.csv but timings");
        }
    }

    @Test
    void aWorkerKilledWhileItHoldsARunLosesNothing() throws Exception {
        String name = "test-" + UUID.randomUUID();
        Path dir = tmp.resolve("three");
        try (ClusterMember coordinator = ClusterMember.start(SmallSweep.loopback(name, 1));
             MemberProcess victim = MemberProcess.start(name, coordinator.settings().port(), 1, tmp.resolve("victim.log"));
             MemberProcess survivor = MemberProcess.start(name, coordinator.settings().port(), 1, tmp.resolve("survivor.log"))) {
            coordinator.awaitMembers(3, Duration.ofSeconds(90), "members");
            AtomicInteger rows = new AtomicInteger();
            AtomicBoolean killed = new AtomicBoolean();
            Set<Integer> heldByVictim = new HashSet<>();
            BenchReport cluster;
            try (ClusterSweep sweep = new ClusterSweep(coordinator, dir, false, QUIET).observedBy(new SweepObserver() {
                @Override
                public void submitted(String batch, int index, String member) {
                    // a run has just been handed to the victim, after the first rows came back: it dies holding it
                    if (member.equals(victim.address()) && rows.get() >= 3 && killed.compareAndSet(false, true)) {
                        heldByVictim.add(index);
                        victim.kill();
                    }
                }

                @Override
                public void received(String batch, int index, String member, int received) {
                    rows.incrementAndGet();
                }
            })) {
                cluster = SmallSweep.bench(instances, dir).runningOn(sweep).run();
                assertTrue(killed.get(), "the victim was killed during the sweep");
                assertFalse(victim.alive());
                List<RunRecord> records = sweep.records();
                assertTrue(records.stream().anyMatch(r -> r.batch().equals("runs") && heldByVictim.contains(r.index())
                        && r.attempts() > 1 && !r.member().equals(victim.address())), "the victim's run was made elsewhere");
                assertTrue(records.stream().map(RunRecord::member).distinct().count() >= 2, "runs spread over members");
            }
            assertEquals(2, coordinator.size(), "the victim left the cluster");
            List<BenchRow> got = cluster.rows();
            assertEquals(got.size(), got.stream().map(r -> r.instance() + "/" + r.strategy()).distinct().count(), "no row twice");
            SmallSweep.assertSameRows(local.rows(), got);
            assertEquals(local.proofChecks().size(), cluster.proofChecks().size(), "proof checks");
            assertEquals(SmallSweep.results(tmp.resolve("local")), SmallSweep.results(dir), "results.csv but timings");
            assertTrue(survivor.alive());
        }
    }
}
