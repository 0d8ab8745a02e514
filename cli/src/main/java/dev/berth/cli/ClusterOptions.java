package dev.berth.cli;

import dev.berth.cluster.ClusterAddress;
import dev.berth.cluster.ClusterSettings;
import picocli.CommandLine.Option;

/** How a JVM takes part in a cluster, for {@code berth bench --cluster} and {@code berth worker}. */
public final class ClusterOptions {
    @Option(names = "--join", paramLabel = "HOST[:PORT]",
            description = "a member of the cluster to join (default port 5701); without it this member starts a cluster")
    String join;

    @Option(names = "--bind", paramLabel = "HOST",
            description = "the one address this member listens on and announces, e.g. 127.0.0.1 (default: every interface)")
    String bind;

    @Option(names = "--port", paramLabel = "N",
            description = "the port this member listens on (default: 5701, or the next free one)")
    Integer port;

    @Option(names = "--slots", paramLabel = "N",
            description = "solves at once on this member, one thread each (default: the number of cores; 0: hand runs out only)")
    Integer slots;

    @Option(names = "--cluster-name", paramLabel = "NAME",
            description = "members join only a cluster of their name (default: " + ClusterSettings.DEFAULT_NAME + ")")
    String clusterName;

    /** Whether any of these options was given. */
    boolean given() {
        return join != null || bind != null || port != null || slots != null || clusterName != null;
    }

    /** The option given first, for "needs --cluster" messages. */
    String first() {
        return join != null ? "--join" : bind != null ? "--bind" : port != null ? "--port" : slots != null ? "--slots" : "--cluster-name";
    }

    ClusterSettings settings() {
        ClusterSettings s = ClusterSettings.defaults();
        if (clusterName != null) {
            s = s.named(clusterName);
        }
        s = s.boundTo(bind, port == null ? ClusterAddress.DEFAULT_PORT : port, port == null);
        if (slots != null) {
            s = s.withSlots(slots);
        }
        return join == null ? s : s.joining(ClusterAddress.parse("--join", join));
    }
}
