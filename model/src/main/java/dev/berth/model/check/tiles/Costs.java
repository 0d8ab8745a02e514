package dev.berth.model.check.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileProblem;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The objective's terms, recomputed from the pieces and the decisions alone. */
final class Costs {
    private Costs() {
    }

    /** Each tile's peak: the highest byte any of its pieces occupies, plus one; empty pieces occupy none. */
    static long[] peaks(List<List<Piece>> perTile) {
        long[] out = new long[perTile.size()];
        for (int t = 0; t < out.length; t++) {
            CurrentBudget.check("measuring the tiles' peaks");
            for (Piece x : perTile.get(t)) {
                if (x.size() > 0 && x.offset() >= 0) {
                    out[t] = Math.max(out[t], x.end());
                }
            }
        }
        return out;
    }

    /**
     * Sharing's exchange cost. Each {@code use} interval is one delivery, a multicast in the exchange phase of
     * its first step: the master sends the structure once however many receive it, each receiver takes it
     * in. A phase lasts as long as its busiest tile needs to move its bytes, and a tile's send and receive
     * proceed side by side, so a tile's load is the larger of the two, not their sum.
     */
    static long exchangeCycles(TileProblem p, StructurePlan[] plans) {
        // per phase, only the tiles that send or receive: a program may exchange at thousands of steps
        Map<Integer, Map<Integer, long[]>> phases = new HashMap<>();
        for (int s = 0; s < p.structureCount(); s++) {
            CurrentBudget.check("counting the exchange cycles");
            ReadOnlyStructure r = p.structure(s);
            if (!plans[s].shared() || !Pieces.hasReceiver(r, plans[s].master())) {
                continue;
            }
            int master = plans[s].master();
            for (int i = 0; i < r.use().intervals(); i++) {
                Map<Integer, long[]> io = phases.computeIfAbsent(r.use().start(i), k -> new HashMap<>());
                io.computeIfAbsent(master, k -> new long[2])[0] += r.size();
                for (int u : r.users()) {
                    if (u != master) {
                        io.computeIfAbsent(u, k -> new long[2])[1] += r.size();
                    }
                }
            }
        }
        long rate = p.machine().exchangeBytesPerCycle();
        long cycles = 0;
        for (Map<Integer, long[]> io : phases.values()) {
            long busiest = 0;
            for (long[] load : io.values()) {
                busiest = Math.max(busiest, Math.max(load[0], load[1]));
            }
            cycles += (busiest + rate - 1) / rate;
        }
        return cycles;
    }
}
