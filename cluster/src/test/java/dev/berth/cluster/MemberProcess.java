package dev.berth.cluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A worker member in a JVM of its own on loopback, started from this JVM's class path ({@link WorkerMain}). */
final class MemberProcess implements AutoCloseable {
    private final Process process;
    private final int port;

    private MemberProcess(Process process, int port) {
        this.process = process;
        this.port = port;
    }

    static MemberProcess start(String cluster, int joinPort, int slots, Path log) {
        int port = SmallSweep.freePort();
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xss16m", "-Djava.io.tmpdir=" + System.getProperty("java.io.tmpdir")));
        if (Runtime.version().feature() >= 24) { // as the test JVM and the launcher: no warnings from OR-Tools or Hazelcast
            cmd.addAll(List.of("--enable-native-access=ALL-UNNAMED", "--sun-misc-unsafe-memory-access=allow"));
        }
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), WorkerMain.class.getName(),
                "--join", "127.0.0.1:" + joinPort, "--bind", "127.0.0.1", "--port", Integer.toString(port),
                "--slots", Integer.toString(slots), "--cluster-name", cluster));
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            return new MemberProcess(p, port);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** host:port, as the coordinator names it. */
    String address() {
        return "127.0.0.1:" + port;
    }

    /** SIGKILL: no goodbye to the cluster, runs in flight lost with the JVM. */
    void kill() {
        process.destroyForcibly();
        try {
            process.waitFor(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    boolean alive() {
        return process.isAlive();
    }

    @Override
    public void close() {
        kill();
    }
}
