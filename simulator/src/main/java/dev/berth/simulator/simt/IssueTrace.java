package dev.berth.simulator.simt;

import java.util.ArrayList;
import java.util.List;

/** The last steps, kept as numbers in a ring and put into words only for the report. */
final class IssueTrace {
    private final long[] step;
    private final int[] warp;
    private final int[] block;
    private final int[] index;
    private final long[] lanes;
    private long count;

    IssueTrace(int length) {
        step = new long[length];
        warp = new int[length];
        block = new int[length];
        index = new int[length];
        lanes = new long[length];
    }

    void add(long at, int w, SimtMachine.Issue issue) {
        if (step.length == 0) {
            return;
        }
        int i = (int) (count++ % step.length);
        step[i] = at;
        warp[i] = w;
        block[i] = issue.block();
        index[i] = issue.index();
        lanes[i] = issue.lanes();
    }

    /** {@code #12 w0 spin:1 'atom.cas r1, [0], 0, 1' lanes {1,2,3}}, oldest first. */
    List<String> lines(KernelCode code, int laneCount) {
        List<String> out = new ArrayList<>();
        int n = (int) Math.min(count, step.length);
        for (int k = 0; k < n; k++) {
            int i = (int) ((count - n + k) % step.length);
            out.add("#" + step[i] + " w" + warp[i] + " " + code.pc(block[i], index[i]) + " '" + code.at(block[i], index[i])
                    + "' lanes " + Lanes.text(lanes[i], laneCount));
        }
        return out;
    }
}
