package dev.berth.cli.serve;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.io.Json;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A server on pipes, as a client process sees it: lines in, lines out, the exit code at the end. */
final class ServerHarness implements AutoCloseable {
    private final OutputStream toServer;
    private final BlockingQueue<JsonNode> fromServer = new LinkedBlockingQueue<>();
    private final List<JsonNode> notifications = new ArrayList<>();
    private final Thread serving;
    private volatile Integer exitCode;

    ServerHarness(int workers) throws IOException {
        PipedInputStream serverIn = new PipedInputStream(1 << 20);
        toServer = new PipedOutputStream(serverIn);
        PipedInputStream clientIn = new PipedInputStream(1 << 20);
        PipedOutputStream serverOut = new PipedOutputStream(clientIn);
        Server server = new Server(serverIn, serverOut, new ServeSettings(workers, 64, Duration.ofSeconds(10),
                Duration.ofSeconds(600)));
        serving = new Thread(() -> {
            try {
                exitCode = server.run();
                serverOut.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "server-under-test");
        serving.start();
        Thread reading = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(clientIn, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    fromServer.add(Json.MAPPER.readTree(line));
                }
            } catch (IOException e) {
                // the server closed its end
            }
        }, "client-reader");
        reading.setDaemon(true);
        reading.start();
    }

    void send(String line) throws IOException {
        toServer.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        toServer.flush();
    }

    /** The next message that is not a progress notification (those are kept aside). */
    JsonNode next() throws InterruptedException {
        return next(m -> true);
    }

    /** The next answer (notifications kept aside) matching {@code which}. */
    JsonNode next(Predicate<JsonNode> which) throws InterruptedException {
        while (true) {
            JsonNode m = fromServer.poll(4, TimeUnit.MINUTES);
            if (m == null) {
                throw new AssertionError("no answer from the server");
            }
            if (m.has("method")) {
                notifications.add(m);
                continue;
            }
            if (which.test(m)) {
                return m;
            }
            throw new AssertionError("unexpected message " + m);
        }
    }

    /** The next progress notification. */
    JsonNode nextNotification() throws InterruptedException {
        if (!notifications.isEmpty()) {
            return notifications.remove(0);
        }
        while (true) {
            JsonNode m = fromServer.poll(4, TimeUnit.MINUTES);
            if (m == null) {
                throw new AssertionError("no notification from the server");
            }
            if (m.has("method")) {
                return m;
            }
            throw new AssertionError("an answer before any progress: " + m);
        }
    }

    List<JsonNode> notifications() {
        return notifications;
    }

    Integer exitCode() throws InterruptedException {
        serving.join(TimeUnit.MINUTES.toMillis(4));
        return exitCode;
    }

    @Override
    public void close() throws IOException {
        toServer.close();
    }
}
