package dev.berth.cli.serve;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LineReaderTest {
    private static LineReader reader(String text, int max) {
        return new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), max);
    }

    private static String text(LineReader.Line l) {
        return new String(l.bytes(), StandardCharsets.UTF_8);
    }

    @Test
    void linesComeBackWithoutTheirNewlineAndCarriageReturn() throws IOException {
        LineReader r = reader("one\r\ntwo\n\nlast", 1024);
        assertEquals("one", text(r.next()));
        assertEquals("two", text(r.next()));
        assertEquals("", text(r.next()));
        assertEquals("last", text(r.next()), "a last line without a newline still counts");
        assertNull(r.next());
    }

    @Test
    void aLineLongerThanTheLimitIsSkippedToItsNewlineAndOnlyItsLengthKept() throws IOException {
        LineReader r = reader("x".repeat(10_000) + "\nok\n" + "y".repeat(11) + "\n" + "z".repeat(10) + "\n", 10);
        LineReader.Line long1 = r.next();
        assertTrue(long1.overlong());
        assertEquals(10_000, long1.length());
        assertEquals("ok", text(r.next()), "the line after a long one is read whole");
        assertTrue(r.next().overlong(), "one byte over the limit");
        LineReader.Line exact = r.next();
        assertFalse(exact.overlong(), "exactly the limit is taken");
        assertEquals("z".repeat(10), text(exact));
        assertNull(r.next());
    }

    @Test
    void anEndlessLineNeverGrowsTheBufferPastTheLimit() throws IOException {
        // 64 MiB of one line arriving in small chunks: what is kept stays at the limit
        long total = 64L << 20;
        InputStream endless = new InputStream() {
            long left = total;

            @Override
            public int read() {
                return left-- > 0 ? 'a' : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (left <= 0) {
                    return -1;
                }
                int n = (int) Math.min(len, left);
                java.util.Arrays.fill(b, off, off + n, (byte) 'a');
                left -= n;
                return n;
            }
        };
        LineReader.Line l = new LineReader(endless, 1 << 10).next();
        assertTrue(l.overlong());
        assertEquals(total, l.length());
    }
}
