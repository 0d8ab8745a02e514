package dev.berth.model.io;

import dev.berth.model.InputException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads input files as strict UTF-8 text, turning every failure into a one-line {@link InputException}. Only
 * regular files: a FIFO would block the reader until some other process writes to it, and a device such as
 * {@code /dev/zero} never ends, so both are refused by their type before they are opened (standard input is
 * read through {@link #readStream}). The size is checked before reading and again while reading, so a file
 * that grows, or lies about its size, cannot take more than the cap.
 */
public final class TextFiles {
    /** Larger inputs are refused rather than risking the heap on a wrong file. */
    public static final long MAX_BYTES = 1L << 30;

    private TextFiles() {
    }

    public static String read(Path path) {
        return read(path, MAX_BYTES);
    }

    /** {@code path}'s text, refused when it is not a regular file or holds more than {@code maxBytes}. */
    public static String read(Path path, long maxBytes) {
        String where = path.toString();
        BasicFileAttributes attributes = regular(path, where);
        if (attributes.size() > maxBytes) {
            throw tooBig(where, attributes.size(), maxBytes);
        }
        try (SeekableByteChannel ch = Files.newByteChannel(path, StandardOpenOption.READ)) {
            return decode(where, bounded(where, Channels.newInputStream(ch), maxBytes));
        } catch (NoSuchFileException e) {
            throw new InputException(where, "no such file");
        } catch (AccessDeniedException e) {
            throw new InputException(where, "permission denied");
        } catch (IOException e) {
            throw new InputException(where, "cannot read: " + reason(e));
        }
    }

    /**
     * The attributes of {@code path} (links followed) when it is a regular file; otherwise an input error
     * saying what it is instead.
     */
    public static BasicFileAttributes regular(Path path, String where) {
        if (path.toString().isEmpty()) {
            throw new InputException("''", "an empty path, not a file name");
        }
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(path, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            throw new InputException(where, "no such file");
        } catch (AccessDeniedException e) {
            throw new InputException(where, "permission denied");
        } catch (IOException | InvalidPathException e) {
            throw new InputException(where, "cannot read: " + reason(e));
        }
        if (a.isDirectory()) {
            throw new InputException(where, "is a directory, not an instance file");
        }
        if (!a.isRegularFile()) {
            throw new InputException(where, "is not a regular file (a FIFO, socket or device);"
                    + " only regular files are read (give - to read standard input)");
        }
        return a;
    }

    /** Standard input (or any stream) as text, refused past {@code maxBytes}. */
    public static String readStream(String where, InputStream in, long maxBytes) {
        try {
            return decode(where, bounded(where, in, maxBytes));
        } catch (IOException e) {
            throw new InputException(where, "cannot read: " + reason(e));
        }
    }

    /** Reads until the end, refusing the moment more than {@code maxBytes} came. */
    private static byte[] bounded(String where, InputStream in, long maxBytes) throws IOException {
        int cap = (int) Math.min(maxBytes, Integer.MAX_VALUE - 16);
        byte[] bytes = in.readNBytes(cap);
        if (in.read() >= 0) {
            throw tooBig(where, -1, maxBytes);
        }
        return bytes;
    }

    /** The operating system's reason, without the path (the message names it already) nor a Java class name. */
    public static String reason(Exception e) {
        if (e instanceof java.nio.file.FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        if (e instanceof InvalidPathException) {
            return "not a file name";
        }
        return e instanceof java.nio.file.FileSystemException ? "the file system refused it" : "an input/output error";
    }

    private static InputException tooBig(String where, long size, long maxBytes) {
        return new InputException(where, (size < 0 ? "holds more" : "file is " + size + " bytes, more")
                + " than the " + maxBytes + " bytes accepted");
    }

    public static String decode(String where, byte[] bytes) {
        try {
            String text = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
            int nul = text.indexOf('\0');
            if (nul >= 0) {
                throw new InputException(where, "binary data (a NUL byte at offset " + nul + "), not a text instance");
            }
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            throw new InputException(where, "not UTF-8 text (binary file?)");
        }
    }
}
