package dev.berth.cli.serve;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * The server's reading half of the line protocol, bounded: a line longer than {@code maxBytes} is never held
 * in memory — the reader skips to its newline, counting, and hands back only its length — so no line can
 * take the heap, whatever a client sends. Bytes, not text: decoding (strict UTF-8) is the caller's.
 */
final class LineReader {
    /** One line: its bytes without the newline, or only its length when it was longer than the limit. */
    record Line(byte[] bytes, long length) {
        boolean overlong() {
            return bytes == null;
        }
    }

    private final InputStream in;
    private final int maxBytes;
    private final byte[] buffer = new byte[1 << 16];
    private int at;
    private int end;

    LineReader(InputStream in, int maxBytes) {
        this.in = in;
        this.maxBytes = maxBytes;
    }

    /** The next line, or null at the end of the input (a last line without a newline still counts). */
    Line next() throws IOException {
        byte[] line = new byte[Math.min(maxBytes, 256)];
        int size = 0;
        long length = 0;
        boolean any = false;
        while (true) {
            if (at == end && !fill()) {
                return any ? done(line, size, length) : null;
            }
            any = true;
            int nl = indexOf((byte) '\n', at, end);
            int stop = nl < 0 ? end : nl;
            int n = stop - at;
            if (length + n <= maxBytes) {
                if (size + n > line.length) {
                    line = Arrays.copyOf(line, (int) Math.min(maxBytes, Math.max(2L * line.length, size + n)));
                }
                System.arraycopy(buffer, at, line, size, n);
                size += n;
            }
            length += n;
            at = nl < 0 ? end : nl + 1;
            if (nl >= 0) {
                return done(line, size, length);
            }
        }
    }

    private Line done(byte[] line, int size, long length) {
        if (length > maxBytes) {
            return new Line(null, length);
        }
        int n = size > 0 && line[size - 1] == '\r' ? size - 1 : size; // a client on CRLF line ends
        return new Line(Arrays.copyOf(line, n), n);
    }

    /** Whether bytes already read wait in the buffer, or the input has more ready without blocking. */
    boolean ready() throws IOException {
        return at < end || in.available() > 0;
    }

    private boolean fill() throws IOException {
        int n = in.read(buffer);
        if (n <= 0) {
            return false;
        }
        at = 0;
        end = n;
        return true;
    }

    private int indexOf(byte b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (buffer[i] == b) {
                return i;
            }
        }
        return -1;
    }
}
