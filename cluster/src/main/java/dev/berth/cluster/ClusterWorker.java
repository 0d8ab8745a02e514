package dev.berth.cluster;

import com.hazelcast.core.LifecycleEvent;

import java.io.PrintStream;
import java.util.concurrent.CountDownLatch;

/**
 * {@code berth worker}: a member that only makes runs, for whichever coordinator hands them out, until it is
 * stopped (Ctrl-C leaves the cluster; its runs in flight are made again elsewhere). One line when it is up, one
 * per member that joins or leaves.
 */
public final class ClusterWorker {
    private ClusterWorker() {
    }

    /** Joins (or starts) the cluster and serves until this member stops; bad settings are input errors. */
    public static void serve(ClusterSettings settings, PrintStream log) throws InterruptedException {
        ClusterMember m = ClusterMember.start(settings);
        CountDownLatch stopped = new CountDownLatch(1);
        m.hazelcast().getLifecycleService().addLifecycleListener(e -> {
            if (e.getState() == LifecycleEvent.LifecycleState.SHUTDOWN) {
                stopped.countDown();
            }
        });
        m.onMembershipChange(line -> log.println("berth worker: " + line));
        log.println("berth worker: member " + m.address() + " of cluster '" + settings.clusterName() + "', "
                + settings.slots() + " slots, " + m.size() + " members" + (settings.join() == null
                ? " (started a cluster: join it with --join " + m.address() + ")" : ""));
        log.flush();
        if (!m.running()) {
            return;
        }
        stopped.await();
    }
}
