package dev.berth.cluster;

import dev.berth.model.InputException;

/**
 * How this JVM takes part in a cluster: the cluster's name (members of other names are not joined), the
 * address it binds and announces, its port, the member it joins (none: it starts a cluster of its own) and
 * how many solves it runs at once.
 *
 * @param bindHost the one address to bind and announce ("127.0.0.1" keeps everything on loopback); null lets
 *                 Hazelcast bind every interface and pick the address it announces
 * @param port     the port to listen on; when {@code portSearch}, the next free ones are tried too
 * @param join     a member of the cluster to join, or null to start a new cluster
 * @param slots    solves at once on this member: one per core by default; 0 makes a coordinator that only
 *                 hands runs out
 */
public record ClusterSettings(String clusterName, String bindHost, int port, boolean portSearch, ClusterAddress join,
                              int slots) {
    public static final String DEFAULT_NAME = "berth";

    public ClusterSettings {
        if (clusterName == null || clusterName.isBlank()) {
            throw new InputException("--cluster-name", "must not be empty");
        }
        if (port < 1 || port > 65535) {
            throw new InputException("--port", "must be within 1..65535, got " + port);
        }
        if (slots < 0) {
            throw new InputException("--slots", "must be at least 0, got " + slots);
        }
    }

    /** A member of the default cluster on the default port (and the next free ones), a slot per core. */
    public static ClusterSettings defaults() {
        return new ClusterSettings(DEFAULT_NAME, null, ClusterAddress.DEFAULT_PORT, true, null,
                Runtime.getRuntime().availableProcessors());
    }

    public ClusterSettings joining(ClusterAddress a) {
        return new ClusterSettings(clusterName, bindHost, port, portSearch, a, slots);
    }

    public ClusterSettings withSlots(int n) {
        return new ClusterSettings(clusterName, bindHost, port, portSearch, join, n);
    }

    public ClusterSettings boundTo(String host, int p, boolean search) {
        return new ClusterSettings(clusterName, host, p, search, join, slots);
    }

    public ClusterSettings named(String name) {
        return new ClusterSettings(name, bindHost, port, portSearch, join, slots);
    }
}
