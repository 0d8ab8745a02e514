package dev.berth.bench.sync;

import java.util.ArrayList;
import java.util.List;

/** Warps as instruction strings ("p12", "c12", "tma.load.s0"), as the instance file spells them. */
record ProgramText(List<String> warpIds, List<List<String>> ops) {

    static ProgramText empty(List<String> warpIds) {
        List<List<String>> ops = new ArrayList<>();
        warpIds.forEach(w -> ops.add(new ArrayList<>()));
        return new ProgramText(List.copyOf(warpIds), ops);
    }

    void add(int warp, String op) {
        ops.get(warp).add(op);
    }
}
