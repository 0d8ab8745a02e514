package dev.berth.bench.channels;

import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Dependence;
import dev.berth.model.channels.DependenceKind;
import dev.berth.model.channels.analysis.ChannelsPlan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A GEMM's ring, derived by hand and compared with what the family finds. One tile, K k-blocks, S slots: load
 * g → mma g (data, "full") for every g; mma g → load g+S (write after read, "empty") for g + S < K; mma K-1 →
 * epilogue (data, the accumulator); epilogue → store (data, the output). Nothing else implies any of them:
 * every cross-warp path out of load g reaches mma g or later, every path out of mma g reaches load g+S or later.
 */
class GemmRingDependencesTest {

    private static ChannelsPlan plan(ChannelsProblem p) {
        return ChannelsPlan.of(p, p.buffers().stream().mapToLong(ChannelBuffer::offset).toArray(), true);
    }

    private static ChannelsProblem gemm(int k, int s) {
        return ChannelsProgramGenerator.generate(ChannelsProgramSpec.of(ChannelsProgramShape.GEMM, k, s, 1, 1));
    }

    /**
     * K = 4, S = 2: the 8 pairs below. Width 2: the producer may fill both slots before the mma waits, so the
     * full pairs of k-blocks 0 and 1 may be in flight at once (an antichain of 2); and two chains cover all 8,
     * each pair's wait coming before the next one's signal — {full0, empty0, full2, acc, out} and
     * {full1, empty1, full3}.
     */
    @Test
    void aSmallRingKeepsItsFullAndEmptyPairsAndNeedsTwoChannels() {
        ChannelsProblem p = gemm(4, 2);
        List<String> synced = plan(p).code().dependences().stream().filter(Dependence::enforced)
                .map(d -> d.kind().name().toLowerCase() + " " + d.from() + " -> " + d.to()).sorted().toList();
        assertEquals(List.of(
                "data t0k0:load:0 -> t0k0:mma:0",
                "data t0k0:load:1 -> t0k0:mma:1",
                "data t0k2:load:0 -> t0k2:mma:0",
                "data t0k2:load:1 -> t0k2:mma:1",
                "data t0k2:mma:1 -> t0out:epilogue:0",
                "data t0out:epilogue:0 -> t0out:store:0",
                "resource t0k0:mma:0 -> t0k2:load:0",
                "resource t0k0:mma:1 -> t0k2:load:1"), synced);
        assertEquals(2, ChannelsFamily.INSTANCE.lowerBound(p).value());
    }

    /**
     * One tile, any K ≥ S: S channels. At least S: the producer may fill every slot before the mma waits once
     * (the S first full pairs are an antichain). At most S: chain c holds the full and empty pairs of slot c in
     * turn (mma g's signal comes after full g's wait, load g+S's wait before full g+S's signal), and the
     * accumulator and output pairs follow the last k-block's full pair on its chain.
     */
    @ParameterizedTest
    @CsvSource({"3, 1", "4, 2", "8, 2", "9, 3", "16, 4", "24, 8"})
    void oneTilesRingNeedsOneChannelPerSlot(int k, int s) {
        ChannelsProblem p = gemm(k, s);
        long pairs = plan(p).code().dependences().stream().filter(Dependence::enforced).count();
        assertEquals(k + (k - s) + 2, pairs, "K full, K - S empty, accumulator, output");
        assertEquals(s, ChannelsFamily.INSTANCE.lowerBound(p).value());
        assertEquals(k - s, plan(p).code().dependences().stream()
                .filter(d -> d.enforced() && d.kind() == DependenceKind.RESOURCE).count());
    }
}
