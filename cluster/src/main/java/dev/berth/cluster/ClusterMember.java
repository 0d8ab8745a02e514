package dev.berth.cluster;

import com.hazelcast.cluster.Member;
import com.hazelcast.cluster.MembershipEvent;
import com.hazelcast.cluster.MembershipListener;
import com.hazelcast.core.Hazelcast;
import com.hazelcast.core.HazelcastInstance;
import dev.berth.model.InputException;

import java.time.Duration;
import java.util.Set;

/**
 * This JVM as a member of a Berth cluster: an embedded Hazelcast member that runs solves on its slots (every
 * member does, the coordinator too) and, on the coordinator, hands a sweep's runs out. A member told to join an
 * address where no member of its cluster answers is refused with one line, rather than left waiting alone.
 */
public final class ClusterMember implements AutoCloseable {
    private final HazelcastInstance hz;
    private final ClusterSettings settings;

    private ClusterMember(HazelcastInstance hz, ClusterSettings settings) {
        this.hz = hz;
        this.settings = settings;
    }

    /** Starts the member and joins (or starts) the cluster; bad addresses and busy ports are input errors. */
    public static ClusterMember start(ClusterSettings s) {
        HazelcastInstance hz;
        // read by Hazelcast's own classes before any config is: without it they log to java.util.logging
        if (System.getProperty("hazelcast.logging.type") == null) {
            System.setProperty("hazelcast.logging.type", "slf4j");
        }
        try {
            hz = Hazelcast.newHazelcastInstance(MemberConfig.of(s));
        } catch (RuntimeException e) {
            throw new InputException(s.join() != null ? "--join" : "--port", "cannot start a cluster member on "
                    + (s.bindHost() != null ? s.bindHost() : "*") + ":" + s.port() + ": " + firstLine(e));
        }
        if (s.join() != null && hz.getCluster().getMembers().size() < 2) {
            hz.shutdown();
            throw new InputException("--join", "no member of cluster '" + s.clusterName() + "' answered at " + s.join()
                    + " (is 'berth bench --cluster' or 'berth worker' running there, with the same --cluster-name?)");
        }
        return new ClusterMember(hz, s);
    }

    public ClusterSettings settings() {
        return settings;
    }

    /** This member's address as the others reach it. */
    public String address() {
        return hz.getCluster().getLocalMember().getAddress().getHost() + ":" + hz.getCluster().getLocalMember().getAddress().getPort();
    }

    public int size() {
        return hz.getCluster().getMembers().size();
    }

    public boolean running() {
        return hz.getLifecycleService().isRunning();
    }

    /** Waits until the cluster has {@code n} members; an input error naming the option after {@code timeout}. */
    public void awaitMembers(int n, Duration timeout, String option) {
        long end = System.nanoTime() + timeout.toNanos();
        while (size() < n) {
            if (System.nanoTime() > end) {
                throw new InputException(option, "waited " + timeout.toSeconds() + " s for " + n + " members, "
                        + size() + " joined (start more with 'berth worker --join " + address() + "')");
            }
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for members", e);
            }
        }
    }

    /** Calls {@code onChange} with a line about every member that joins or leaves, with the time of day (UTC). */
    public void onMembershipChange(java.util.function.Consumer<String> onChange) {
        hz.getCluster().addMembershipListener(new MembershipListener() {
            @Override
            public void memberAdded(MembershipEvent e) {
                onChange.accept(now() + " member joined: " + e.getMember().getAddress() + " (" + slotsOf(e.getMember())
                        + " slots), " + e.getMembers().size() + " members");
            }

            @Override
            public void memberRemoved(MembershipEvent e) {
                onChange.accept(now() + " member left: " + e.getMember().getAddress() + ", " + e.getMembers().size()
                        + " members");
            }
        });
    }

    private static String now() {
        return java.time.LocalTime.now(java.time.ZoneOffset.UTC).truncatedTo(java.time.temporal.ChronoUnit.MILLIS).toString();
    }

    HazelcastInstance hazelcast() {
        return hz;
    }

    Set<Member> members() {
        return hz.getCluster().getMembers();
    }

    /** What a member announced it takes at once; 0 for a member that is not Berth's. */
    static int slotsOf(Member m) {
        String s = m.getAttribute(MemberConfig.SLOTS);
        try {
            return s == null ? 0 : Math.max(0, Integer.parseInt(s));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** Leaves the cluster (the runs this member was making go to the others). */
    @Override
    public void close() {
        if (hz.getLifecycleService().isRunning()) {
            hz.shutdown();
        }
    }

    private static String firstLine(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String m = String.valueOf(root.getMessage() != null ? root.getMessage() : root);
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
