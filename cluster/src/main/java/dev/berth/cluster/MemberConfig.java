package dev.berth.cluster;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import com.hazelcast.config.TcpIpConfig;

/** The Hazelcast configuration of a Berth member: explicit TCP/IP join only, quiet, quick to notice a dead member. */
final class MemberConfig {
    /** The executor the runs go to; its pool is the member's slots, so a member never runs more solves at once. */
    static final String EXECUTOR = "berth-runs";
    /** Member attribute: how many solves the member takes at once. */
    static final String SLOTS = "berth.slots";

    private MemberConfig() {
    }

    static Config of(ClusterSettings s) {
        Config c = new Config();
        c.setClusterName(s.clusterName());
        // logs go to SLF4J, whose binding in Berth is the no-op one: the member says nothing unless asked
        c.setProperty("hazelcast.logging.type", "slf4j");
        c.setProperty("hazelcast.phone.home.enabled", "false");
        // a killed worker is noticed within seconds, not the default minute, so its runs start again elsewhere soon
        c.setProperty("hazelcast.heartbeat.interval.seconds", "1");
        c.setProperty("hazelcast.max.no.heartbeat.seconds", "10");
        // joining is explicit (one address), so there is nothing to wait for before looking
        c.setProperty("hazelcast.wait.seconds.before.join", "1");
        c.setProperty("hazelcast.max.wait.seconds.before.join", "2");
        // a member that finds no one at the address it was told to join is refused below; merging clusters later is not wanted
        c.setProperty("hazelcast.merge.first.run.delay.seconds", "86400");
        c.setProperty("hazelcast.merge.next.run.delay.seconds", "86400");
        NetworkConfig net = c.getNetworkConfig();
        net.setPort(s.port()).setPortAutoIncrement(s.portSearch()).setPortCount(s.portSearch() ? 100 : 1);
        if (s.bindHost() != null) {
            c.setProperty("hazelcast.socket.bind.any", "false");
            net.getInterfaces().setEnabled(true).addInterface(s.bindHost());
        }
        JoinConfig join = net.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        TcpIpConfig tcp = join.getTcpIpConfig().setEnabled(true).setConnectionTimeoutSeconds(3);
        if (s.join() != null) { // without one the member starts a cluster of its own: it looks for nobody, and
            tcp.addMember(s.join().toString()); // so never walks into another cluster of its name on this machine
        }
        c.getExecutorConfig(EXECUTOR).setPoolSize(Math.max(1, s.slots())).setQueueCapacity(0).setStatisticsEnabled(false);
        c.getMemberAttributeConfig().setAttribute(SLOTS, Integer.toString(s.slots()));
        return c;
    }
}
