package dev.berth.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.ExecutionCallback;
import com.hazelcast.core.HazelcastInstance;
import com.hazelcast.core.IExecutorService;
import dev.berth.bench.BenchRow;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.IntFunction;

/**
 * Hands one batch of runs to the members and collects the rows. Runs go out in sweep order, to each member up
 * to the slots it announced (so a member never has more solves than cores, and a new member gets work at once);
 * a row is kept the first time it arrives, so a run handed out twice still gives one row. A member that leaves
 * (killed, partitioned, shut down) takes nothing with it: Hazelcast fails the runs it held, and they go back to
 * the front of the queue for the members still there. Everything here happens on the calling thread; Hazelcast's
 * callbacks only post events to it.
 */
final class Dispatch {
    /** A run that fails this often for reasons other than its member leaving stops the sweep (--resume goes on). */
    private static final int MAX_FAILURES = 3;

    private sealed interface Event permits Done, Failed, Changed {
    }

    private record Done(int index, UUID member, RunOutcome outcome, long at) implements Event {
    }

    private record Failed(int index, UUID member, Throwable error) implements Event {
    }

    private record Changed() implements Event {
    }

    /** A member's share: what it announced and which runs it holds now. */
    private record Share(Member member, int slots, Set<Integer> held) {
    }

    private final HazelcastInstance hz;
    private final String batch;
    private final List<SolveTask> tasks;
    private final BenchRow[] rows;
    private final RunRecord[] records;
    private final IntFunction<String> instanceOf;
    private final Duration stall;
    private final SweepObserver observer;
    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final Deque<Integer> pending = new ArrayDeque<>();
    private final Map<UUID, Share> shares = new LinkedHashMap<>();
    private final int[] attempts;
    private final int[] failures;
    private final long[] handedOut;
    private int received;

    interface RowSink {
        void accept(int index, BenchRow row, RunRecord record);
    }

    /**
     * @param rows       the rows known already (from the journal), null where the run is to be made; filled in
     * @param instanceOf the instance name of run i, for the records
     * @param stall      how long the batch may go without any member able to take a run before it gives up
     */
    Dispatch(HazelcastInstance hz, String batch, List<SolveTask> tasks, BenchRow[] rows, RunRecord[] records,
             IntFunction<String> instanceOf, Duration stall, SweepObserver observer) {
        this.hz = hz;
        this.batch = batch;
        this.tasks = tasks;
        this.rows = rows;
        this.records = records;
        this.instanceOf = instanceOf;
        this.stall = stall;
        this.observer = observer;
        this.attempts = new int[tasks.size()];
        this.failures = new int[tasks.size()];
        this.handedOut = new long[tasks.size()];
        for (int i = 0; i < rows.length; i++) {
            if (rows[i] == null) {
                pending.add(i);
            }
        }
    }

    /** Makes every run still without a row; {@code sink} hears each row as it arrives (the journal). */
    void run(RowSink sink) {
        UUID listener = hz.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent e) {
                events.add(new Changed());
            }

            @Override
            public void memberRemoved(MembershipEvent e) {
                events.add(new Changed());
            }
        });
        try {
            IExecutorService executor = hz.getExecutorService(MemberConfig.EXECUTOR);
            int missing = pending.size();
            long idleSince = System.nanoTime();
            while (missing > 0) {
                if (!hz.getLifecycleService().isRunning()) {
                    throw new IllegalStateException("cluster: this member stopped during the sweep");
                }
                followMembers();
                handOut(executor);
                if (shares.values().stream().anyMatch(s -> s.slots() > 0)) {
                    idleSince = System.nanoTime();
                } else if (System.nanoTime() - idleSince > stall.toNanos()) {
                    throw new IllegalStateException("cluster: no member could take a run for " + stall.toSeconds()
                            + " s (every member has 0 slots); start workers with 'berth worker --join "
                            + hz.getCluster().getLocalMember().getAddress().getHost() + ":"
                            + hz.getCluster().getLocalMember().getAddress().getPort() + "'");
                }
                Event e = events.poll(1, TimeUnit.SECONDS);
                while (e != null) {
                    missing -= handle(e, sink);
                    e = events.poll();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("cluster: interrupted during the sweep", e);
        } finally {
            hz.getCluster().removeMembershipListener(listener);
        }
    }

    /** Members that joined get a share; the runs of members that left go back to the front of the queue. */
    private void followMembers() {
        Set<UUID> now = new HashSet<>();
        for (Member m : hz.getCluster().getMembers()) {
            now.add(m.getUuid());
            shares.computeIfAbsent(m.getUuid(), u -> new Share(m, ClusterMember.slotsOf(m), new HashSet<>()));
        }
        for (UUID gone : new ArrayList<>(shares.keySet())) {
            if (!now.contains(gone)) {
                giveBack(shares.remove(gone).held());
            }
        }
    }

    private void handOut(IExecutorService executor) {
        for (Share s : new ArrayList<>(shares.values())) {
            while (s.held().size() < s.slots() && !pending.isEmpty()) {
                int i = pending.poll();
                UUID uuid = s.member().getUuid();
                s.held().add(i);
                attempts[i]++;
                handedOut[i] = System.nanoTime();
                observer.submitted(batch, i, address(s.member()));
                try {
                    executor.submitToMember(tasks.get(i), s.member(), new ExecutionCallback<RunOutcome>() {
                        @Override
                        public void onResponse(RunOutcome outcome) {
                            events.add(new Done(i, uuid, outcome, System.nanoTime()));
                        }

                        @Override
                        public void onFailure(Throwable t) {
                            events.add(new Failed(i, uuid, t));
                        }
                    });
                } catch (RuntimeException e) { // the member left between the look and the hand-over
                    events.add(new Failed(i, uuid, e));
                }
            }
        }
    }

    /** Returns 1 when the event gave a run its row. */
    private int handle(Event e, RowSink sink) {
        switch (e) {
            case Done d -> {
                release(d.member(), d.index());
                if (rows[d.index()] != null) {
                    return 0; // made twice (its first member was taken for gone): the first row stands
                }
                pending.remove(d.index());
                BenchRow row = RowCodec.decode(d.outcome().row());
                RunRecord rec = new RunRecord(batch, d.index(), instanceOf.apply(d.index()), tasks.get(d.index()).label(),
                        d.outcome().member(), attempts[d.index()], (d.at() - handedOut[d.index()]) / 1e9,
                        d.outcome().taskSeconds(), row.seconds(), row.heapPeakBytes());
                rows[d.index()] = row;
                records[d.index()] = rec;
                sink.accept(d.index(), row, rec);
                observer.received(batch, d.index(), d.outcome().member(), ++received);
                return 1;
            }
            case Failed f -> {
                release(f.member(), f.index());
                if (rows[f.index()] != null || pending.contains(f.index()) || heldElsewhere(f.index())) {
                    return 0; // already given back when its member left, or already made
                }
                if (!shares.containsKey(f.member()) || memberLeft(f.error())) {
                    pending.addFirst(f.index());
                    return 0;
                }
                if (++failures[f.index()] < MAX_FAILURES) {
                    pending.addLast(f.index());
                    return 0;
                }
                throw new IllegalStateException("cluster: run " + f.index() + " (" + instanceOf.apply(f.index()) + " / "
                        + tasks.get(f.index()).label() + ") failed " + MAX_FAILURES + " times, last: " + f.error());
            }
            case Changed c -> {
                return 0;
            }
        }
    }

    private boolean release(UUID member, int index) {
        Share s = shares.get(member);
        return s != null && s.held().remove(index);
    }

    private boolean heldElsewhere(int index) {
        return shares.values().stream().anyMatch(s -> s.held().contains(index));
    }

    private void giveBack(Set<Integer> held) {
        held.stream().sorted((a, b) -> b - a).forEach(i -> {
            if (rows[i] == null && !pending.contains(i)) {
                pending.addFirst(i);
            }
        });
    }

    /** Hazelcast's word that the member went away (left, not a member, shut down), not that the run failed. */
    private static boolean memberLeft(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof com.hazelcast.spi.exception.RetryableException
                    || c instanceof com.hazelcast.core.HazelcastInstanceNotActiveException
                    || c instanceof java.util.concurrent.CancellationException) {
                return true;
            }
        }
        return false;
    }

    static String address(Member m) {
        return m.getAddress().getHost() + ":" + m.getAddress().getPort();
    }
}
