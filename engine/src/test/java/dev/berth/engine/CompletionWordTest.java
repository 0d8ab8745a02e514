package dev.berth.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CompletionWordTest {

    @Test
    void allOnesOverTheWidthIsSuccess() {
        assertTrue(new CompletionWord(0b11111, 5).succeeded());
        assertTrue(new CompletionWord(-1L, 64).succeeded());
        assertTrue(new CompletionWord(1, 1).succeeded());
    }

    @Test
    void aSingleZeroBitIsFailure() {
        CompletionWord word = new CompletionWord(0b11011, 5);
        assertFalse(word.succeeded());
        assertArrayEquals(new int[] {2}, word.failedCores());
        assertFalse(new CompletionWord(-1L >>> 1, 64).succeeded());
        assertFalse(new CompletionWord(0, 1).succeeded());
    }

    @Test
    void bitsBeyondTheWidthAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new CompletionWord(0b100000, 5));
        assertThrows(IllegalArgumentException.class, () -> new CompletionWord(0, 0));
    }
}
