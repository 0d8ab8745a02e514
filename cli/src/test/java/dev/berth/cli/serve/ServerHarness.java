package dev.berth.cli.serve;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.io.Json;

import java.io.IOException;
import java.io.OutputStream;
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
    private final List<JsonNode> kept = new ArrayList<>();
    private final Thread serving;
    private volatile Integer exitCode;

    ServerHarness(int workers) throws IOException {
        this(workers, 64);
    }

    ServerHarness(int workers, int pending) throws IOException {
        this(workers, pending, ServeSettings.DEFAULT_MAX_REQUEST_BYTES);
    }

    ServerHarness(int workers, int pending, int maxRequestBytes) throws IOException {
        this(workers, pending, maxRequestBytes, null);
    }

    /** @param methods the server's methods (null: the real ones) */
    ServerHarness(int workers, int pending, int maxRequestBytes, java.util.function.Function<ServeSettings, Methods> methods)
            throws IOException {
        // not java.io's piped streams: those fail once the thread that last wrote has ended, as pool threads do
        LineQueueInput serverIn = new LineQueueInput();
        toServer = serverIn.writer();
        OutputStream serverOut = new LineSplitter(line -> {
            try {
                fromServer.add(Json.MAPPER.readTree(line));
            } catch (IOException e) {
                throw new UncheckedIOException("the server wrote a line that is not JSON: " + line, e);
            }
        });
        ServeSettings settings = new ServeSettings(workers, pending, Duration.ofSeconds(10),
                Duration.ofSeconds(3600), maxRequestBytes, FilePolicy.workingDirectory());
        Server server = methods == null ? new Server(serverIn, serverOut, settings)
                : new Server(serverIn, serverOut, settings, methods.apply(settings));
        serving = new Thread(() -> {
            try {
                exitCode = server.run();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, "server-under-test");
        serving.start();
    }

    void send(String line) throws IOException {
        toServer.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        toServer.flush();
    }

    /** The next message that is not a progress notification (those are kept aside). */
    JsonNode next() throws InterruptedException {
        return next(m -> true);
    }

    /**
     * The next answer (notifications kept aside) matching {@code which}; answers that do not match are kept for
     * a later call, since concurrent requests answer in any order.
     */
    JsonNode next(Predicate<JsonNode> which) throws InterruptedException {
        for (java.util.Iterator<JsonNode> it = kept.iterator(); it.hasNext(); ) {
            JsonNode m = it.next();
            if (which.test(m)) {
                it.remove();
                return m;
            }
        }
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
            kept.add(m);
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

    /** Every answer received and not yet taken by {@link #next}, without waiting for more. */
    List<JsonNode> untaken() {
        List<JsonNode> all = new ArrayList<>(kept);
        for (JsonNode m; (m = fromServer.poll()) != null; ) {
            if (!m.has("method")) {
                all.add(m);
            }
        }
        return all;
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

    /** Standard input as the server sees it: the bytes the test sends, then the end when it closes. */
    private static final class LineQueueInput extends java.io.InputStream {
        private final BlockingQueue<byte[]> chunks = new LinkedBlockingQueue<>();
        private static final byte[] END = new byte[0];
        private byte[] current = new byte[0];
        private int at;

        OutputStream writer() {
            return new OutputStream() {
                @Override
                public void write(int b) {
                    chunks.add(new byte[]{(byte) b});
                }

                @Override
                public void write(byte[] b, int off, int len) {
                    chunks.add(java.util.Arrays.copyOfRange(b, off, off + len));
                }

                @Override
                public void close() {
                    chunks.add(END);
                }
            };
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            while (current != END && at == current.length) {
                try {
                    current = chunks.take();
                    at = 0;
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new java.io.InterruptedIOException();
                }
            }
            if (current == END) {
                return -1;
            }
            int n = Math.min(len, current.length - at);
            System.arraycopy(current, at, b, off, n);
            at += n;
            return n;
        }
    }

    /** Standard output as the client sees it: whole lines, handed over as they complete. */
    private static final class LineSplitter extends OutputStream {
        private final java.util.function.Consumer<String> lines;
        private final java.io.ByteArrayOutputStream partial = new java.io.ByteArrayOutputStream();

        LineSplitter(java.util.function.Consumer<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.accept(partial.toString(StandardCharsets.UTF_8));
                partial.reset();
            } else {
                partial.write(b);
            }
        }
    }
}
