package dev.berth.cli.serve;

import dev.berth.model.CurrentBudget;
import dev.berth.model.Budget;
import dev.berth.model.InputException;
import dev.berth.model.io.InputFiles;
import dev.berth.model.io.TextFiles;

import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The files one request reads, under the server's {@link FilePolicy}. A path is judged first as written
 * (made absolute against the working directory), so nothing outside the roots is even looked at; then with
 * its links resolved, so a link cannot lead out; then the file itself must be regular and within the size
 * cap, read from its real path without following a link, and no more bytes than the cap are taken even if it
 * grows. Opening happens on a thread of its own: if the file was swapped for a FIFO after the check, the
 * open blocks there and the request is answered when its time runs out, not never.
 * <p>
 * What was read is kept until the request is answered, for {@link #redact}: the error about a file that
 * did not parse must not show what the file holds (the client may have named one it could not read itself).
 */
final class RequestFiles implements InputFiles {
    private static final long OPEN_WAIT_WITHOUT_BUDGET_MS = 10_000;
    private static final Pattern QUOTED = Pattern.compile("'[^'\\n]*'|\"[^\"\\n]*\"|\\(code -?\\d+\\)");
    private static final Pattern TOKEN = Pattern.compile("[^\\s'\"]+");
    /** Shorter words of an error message are kept even when the file holds them: they carry no secret. */
    private static final int SHORTEST_REDACTED = 4;

    private final FilePolicy policy;
    private final List<String> texts = new ArrayList<>();
    private final List<String> paths = new ArrayList<>();

    RequestFiles(FilePolicy policy) {
        this.policy = policy;
    }

    @Override
    public String read(Path path) {
        String where = RequestFields.shortText(path.toString(), 200);
        if (!policy.readsFiles()) {
            throw new InputException(where, "this server reads no files (started with --no-files): send the instance inline");
        }
        if (where.isEmpty()) {
            throw new InputException("''", "an empty path, not a file name");
        }
        Path absolute = path.toAbsolutePath().normalize();
        if (!under(absolute)) {
            throw outside(where);
        }
        Path real;
        try {
            real = absolute.toRealPath();
        } catch (NoSuchFileException e) {
            throw new InputException(where, "no such file");
        } catch (IOException e) {
            throw new InputException(where, "cannot read: " + TextFiles.reason(e));
        } catch (SecurityException e) {
            throw new InputException(where, "cannot read: not allowed");
        }
        if (!under(real)) {
            throw outside(where);
        }
        BasicFileAttributes a = TextFiles.regular(real, where);
        if (a.size() > policy.maxBytes()) {
            throw new InputException(where, "file is " + a.size() + " bytes, more than the " + policy.maxBytes()
                    + " this server reads (--max-file-bytes)");
        }
        String text = opened(where, real);
        paths.add(path.toString());
        texts.add(text);
        return text;
    }

    private String opened(String where, Path real) {
        CompletableFuture<String> reading = new CompletableFuture<>();
        Thread.ofVirtual().name("berth-serve-read").start(() -> {
            try (SeekableByteChannel ch = Files.newByteChannel(real, StandardOpenOption.READ, LinkOption.NOFOLLOW_LINKS)) {
                reading.complete(TextFiles.readStream(where, Channels.newInputStream(ch), policy.maxBytes()));
            } catch (RuntimeException e) {
                reading.completeExceptionally(e);
            } catch (IOException e) {
                reading.completeExceptionally(new InputException(where, "cannot read: " + TextFiles.reason(e)));
            }
        });
        Budget budget = CurrentBudget.get();
        long wait = budget == null || budget.unlimitedTime() ? OPEN_WAIT_WITHOUT_BUDGET_MS : budget.remainingMillis();
        try {
            return reading.get(wait, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            reading.cancel(true);
            throw new InputException(where, "could not be read within the request's time limit (a file that blocks?)");
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new InputException(where, "cannot read");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InputException(where, "reading was interrupted");
        }
    }

    private boolean under(Path p) {
        for (Path root : policy.roots()) {
            if (p.startsWith(root)) {
                return true;
            }
        }
        return false;
    }

    private static InputException outside(String where) {
        return new InputException(where, "is outside the directories this server reads (its --files)");
    }

    /**
     * {@code message} without anything the files this request read hold: quoted text goes, and so does any
     * other word of four characters or more that one of those files contains. The paths, which the client
     * wrote, stay.
     */
    String redact(String message) {
        if (texts.isEmpty() || message == null) {
            return message;
        }
        List<String> kept = new ArrayList<>();
        String m = message;
        for (String p : paths) {
            if (!p.isEmpty() && m.contains(p)) {
                m = m.replace(p, "\u0001" + kept.size() + "\u0002");
                kept.add(p);
            }
        }
        m = QUOTED.matcher(m).replaceAll("'…'");
        Matcher t = TOKEN.matcher(m);
        StringBuilder out = new StringBuilder();
        while (t.find()) {
            String word = t.group();
            String bare = word.replaceAll("^[\\p{Punct}]+|[\\p{Punct}]+$", "");
            boolean secret = bare.length() >= SHORTEST_REDACTED && bare.indexOf('\u0001') < 0 && inAFile(bare);
            t.appendReplacement(out, Matcher.quoteReplacement(secret ? word.replace(bare, "…") : word));
        }
        t.appendTail(out);
        m = out.toString();
        for (int i = 0; i < kept.size(); i++) {
            m = m.replace("\u0001" + i + "\u0002", kept.get(i));
        }
        return m;
    }

    private boolean inAFile(String word) {
        for (String text : texts) {
            if (text.contains(word)) {
                return true;
            }
        }
        return false;
    }
}
