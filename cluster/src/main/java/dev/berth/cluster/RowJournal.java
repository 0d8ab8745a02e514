package dev.berth.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.bench.BenchRow;
import dev.berth.model.InputException;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every row the coordinator has received, one JSON line each, written as it arrives: what {@code --resume}
 * reads after the coordinator died, so that the runs already made are not made again. A line the coordinator
 * was writing when it died is dropped (and its run made again).
 */
final class RowJournal implements AutoCloseable {
    static final String FILE = "cluster-journal.jsonl";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final Path file;
    private final Map<String, BenchRow> previous;
    private final BufferedWriter writer;

    private RowJournal(Path file, Map<String, BenchRow> previous, BufferedWriter writer) {
        this.file = file;
        this.previous = previous;
        this.writer = writer;
    }

    /** A journal in {@code dir}: a new one, or with {@code resume} the one there, rows kept. Null dir: none kept. */
    static RowJournal open(Path dir, boolean resume) {
        if (dir == null) {
            return new RowJournal(null, Map.of(), null);
        }
        Path file = dir.resolve(FILE);
        try {
            Files.createDirectories(dir);
            Map<String, BenchRow> rows = new HashMap<>();
            if (resume) {
                if (!Files.exists(file)) {
                    throw new InputException("--resume", "no " + FILE + " in " + dir + " to resume from (is --out the directory of the interrupted sweep?)");
                }
                StringBuilder kept = new StringBuilder();
                List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
                for (String line : lines) {
                    JsonNode n = parse(line);
                    if (n != null) {
                        rows.put(n.get("key").asText(), RowCodec.fromTree(n.get("row")));
                        kept.append(line).append('\n');
                    }
                }
                // rewritten without a torn last line, so that new lines do not glue onto it
                Path tmp = dir.resolve(FILE + ".tmp");
                Files.writeString(tmp, kept, StandardCharsets.UTF_8);
                Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            }
            BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                    resume ? StandardOpenOption.APPEND : StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE);
            return new RowJournal(file, rows, w);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot keep the sweep's journal in " + dir + ": " + e.getMessage(), e);
        }
    }

    /** The row a previous coordinator received for the run {@code key}, or null. */
    BenchRow previous(String key) {
        return previous.get(key);
    }

    void append(String key, BenchRow row) {
        if (writer == null) {
            return;
        }
        ObjectNode o = MAPPER.createObjectNode();
        o.put("key", key);
        o.set("row", RowCodec.tree(row));
        try {
            writer.write(MAPPER.writeValueAsString(o));
            writer.write('\n');
            writer.flush(); // a coordinator killed now keeps this row
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append to " + file + ": " + e.getMessage(), e);
        }
    }

    private static JsonNode parse(String line) {
        try {
            JsonNode n = MAPPER.readTree(line);
            return n != null && n.hasNonNull("key") && n.get("row") instanceof ObjectNode ? n : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    @Override
    public void close() {
        if (writer != null) {
            try {
                writer.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
