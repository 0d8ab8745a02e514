package dev.berth.cluster;

import dev.berth.model.InputException;

/** A member to join, as {@code HOST[:PORT]} on the command line; Hazelcast's default port when none is given. */
public record ClusterAddress(String host, int port) {
    public static final int DEFAULT_PORT = 5701;

    public ClusterAddress {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("no host");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port " + port + " is not within 1..65535");
        }
    }

    /** {@code HOST[:PORT]}; bad input is an {@link InputException} naming {@code option}. */
    public static ClusterAddress parse(String option, String text) {
        String t = text == null ? "" : text.strip();
        int colon = t.lastIndexOf(':');
        if (t.isEmpty() || colon == 0 || t.indexOf(':') != colon) { // IPv6 literals are not supported: one colon at most
            throw new InputException(option, "expected HOST[:PORT], e.g. 127.0.0.1:5701, got '" + t + "'");
        }
        String host = colon < 0 ? t : t.substring(0, colon);
        int port = DEFAULT_PORT;
        if (colon > 0) {
            String p = t.substring(colon + 1);
            try {
                port = Integer.parseInt(p);
            } catch (NumberFormatException e) {
                throw new InputException(option, "port '" + p + "' is not a number (expected HOST[:PORT])");
            }
            if (port < 1 || port > 65535) {
                throw new InputException(option, "port " + port + " is not within 1..65535");
            }
        }
        return new ClusterAddress(host, port);
    }

    @Override
    public String toString() {
        return host + ":" + port;
    }
}
