package dev.berth.model.io;

import dev.berth.model.InputException;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads input files as strict UTF-8 text, turning every failure into a one-line {@link InputException}. */
public final class TextFiles {
    /** Larger inputs are refused rather than risking the heap on a wrong file. */
    public static final long MAX_BYTES = 1L << 30;

    private TextFiles() {
    }

    public static String read(Path path) {
        String where = path.toString();
        try {
            if (Files.isDirectory(path)) {
                throw new InputException(where, "is a directory, not an instance file");
            }
            long size = Files.size(path);
            if (size > MAX_BYTES) {
                throw new InputException(where, "file is " + size + " bytes, larger than the " + MAX_BYTES + " accepted");
            }
            return decode(where, Files.readAllBytes(path));
        } catch (NoSuchFileException e) {
            throw new InputException(where, "no such file");
        } catch (IOException e) {
            throw new InputException(where, "cannot read: " + e.getMessage());
        }
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
