package dev.berth.bench.channels;

import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Loops are folded into stages with {@code at + i·step}; unrolled again they must touch exactly the slots the
 * kernel author's ring index names: k-block {@code g} (counted over all tiles) in slot {@code g mod S}, the
 * scores and probabilities of KV block {@code j} in slot {@code j mod 2}.
 */
class RingAddressesTest {

    /** The start of every unrolled access of {@code intrinsic} to {@code buffer}, in program order. */
    private static List<Long> starts(ChannelsProblem p, String intrinsic, String buffer, boolean writes) {
        List<Long> out = new ArrayList<>();
        for (Stage st : p.stages()) {
            for (int i = 0; i < st.repeat(); i++) {
                for (Intrinsic x : st.body()) {
                    if (x.id().equals(intrinsic)) {
                        for (Access a : writes ? x.writes() : x.reads()) {
                            if (a.buffer().equals(buffer)) {
                                out.add(a.start(i));
                            }
                        }
                    }
                }
            }
        }
        return out;
    }

    private static long size(ChannelsProblem p, String buffer) {
        return p.buffers().get(p.bufferIndex(buffer)).size();
    }

    @ParameterizedTest
    @CsvSource({"5, 3, 3", "8, 4, 2", "7, 1, 2", "3, 5, 4"})
    void theGemmsLoadsAndMmasWalkTheRing(int k, int s, int n) {
        ChannelsProblem p = ChannelsProgramGenerator.generate(ChannelsProgramSpec.of(ChannelsProgramShape.GEMM, k, s, n, 2));
        long slot = size(p, "ring") / s;
        List<Long> expected = new ArrayList<>();
        for (int g = 0; g < k * n; g++) {
            expected.add((g % s) * slot);
        }
        assertEquals(expected, starts(p, "load", "ring", true));
        assertEquals(expected, starts(p, "mma", "ring", false));
        long acc = size(p, "acc") / 2;
        List<Long> accumulators = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            accumulators.add((t % 2) * acc);
        }
        assertEquals(accumulators, starts(p, "epilogue", "acc", false));
    }

    @ParameterizedTest
    @CsvSource({"5, 3, 2", "4, 2, 3"})
    void attentionWalksTwoRingsAndAlternatesScores(int k, int s, int n) {
        ChannelsProblem p = ChannelsProgramGenerator.generate(ChannelsProgramSpec.of(ChannelsProgramShape.ATTENTION, k, s, n, 3));
        long kv = size(p, "kring") / s;
        long scores = size(p, "s") / 2;
        List<Long> ring = new ArrayList<>();
        List<Long> alternating = new ArrayList<>();
        for (int t = 0; t < n; t++) {
            for (int j = 0; j < k; j++) {
                ring.add(((t * k + j) % s) * kv);
                alternating.add((j % 2) * scores);
            }
        }
        assertEquals(ring, starts(p, "loadk", "kring", true));
        assertEquals(ring, starts(p, "pv", "vring", false));
        assertEquals(alternating, starts(p, "qk", "s", true));
        assertEquals(alternating, starts(p, "softmax", "s", false));
        assertEquals(n, starts(p, "loadq", "q", true).size());
    }
}
