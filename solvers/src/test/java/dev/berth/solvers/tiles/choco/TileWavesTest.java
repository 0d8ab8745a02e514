package dev.berth.solvers.tiles.choco;

import dev.berth.model.Budget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class TileWavesTest {

    /** Jobs that record their node allowance and spend {@code used[k]} of it. */
    private static List<TileWaves.Job> jobs(long[] used, long[] allowances) {
        List<TileWaves.Job> out = new ArrayList<>();
        for (int k = 0; k < used.length; k++) {
            int job = k;
            out.add((nodes, budget) -> {
                allowances[job] = nodes;
                return new TileOutcome(job, null, 0, false, Math.min(nodes, used[job]), null);
            });
        }
        return out;
    }

    @Test
    void evenSharesPassWhatAJobLeavesToTheNext() {
        long[] allowances = new long[4];
        TileWaves.run(jobs(new long[] {100, 0, 1000, 1000}, allowances), 1, 1000, 0, 0, TileWaves.EVEN,
                Budget.unlimited());
        // 1000 / 4; then 900 / 3; then 900 / 2; then what the third left
        assertArrayEquals(new long[] {250, 300, 450, 450}, allowances);
    }

    @Test
    void rankSharesFavourTheFirstJobs() {
        long[] allowances = new long[4];
        TileWaves.run(jobs(new long[] {0, 0, 0, 0}, allowances), 1, 2500, 0, 0, TileWaves.BY_RANK, Budget.unlimited());
        // weights 1, 1/2, 1/3, 1/4; nothing spent, so each gets its weight over the weights from it on:
        // 2500 x 12/25, x 6/13, x 4/7, x 1
        assertArrayEquals(new long[] {1200, 1153, 1428, 2500}, allowances);
    }

    @Test
    void jobsNotStartedWhenTheNodesRunOutHaveNoOutcome() {
        long[] allowances = new long[3];
        TileOutcome[] out = TileWaves.run(jobs(new long[] {1000, 1000, 1000}, allowances), 1, 2, 0, 0, TileWaves.EVEN,
                Budget.unlimited());
        assertEquals(1, out[0].nodes());
        assertEquals(1, out[1].nodes());
        assertNull(out[2]);
    }

    /** A wave's shares come from what the earlier waves used, whatever the threads' timing. */
    @ParameterizedTest(name = "threads={0}")
    @ValueSource(ints = {2, 3})
    void sharesOfAWaveAreFixedWhenItStarts(int threads) {
        long[] used = {10, 20, 30, 40, 50, 60, 70};
        long[] first = new long[used.length];
        long[] second = new long[used.length];
        TileWaves.run(jobs(used, first), threads, 7000, 0, 0, TileWaves.BY_RANK, Budget.unlimited());
        TileWaves.run(jobs(used, second), threads, 7000, 0, 0, TileWaves.BY_RANK, Budget.unlimited());
        assertArrayEquals(first, second);
        double all = 0;
        for (int k = 0; k < used.length; k++) {
            all += 1.0 / (k + 1);
        }
        // the first wave splits the whole limit by weight
        assertEquals((long) (7000 / all), first[0]);
        assertEquals((long) (7000 / 2.0 / all), first[1]);
    }
}
