package dev.berth.model.tiles.analysis;

import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import java.util.ArrayList;
import java.util.List;

/**
 * What each tile must hold once every structure's decision is made: its variables, plus per structure a
 * replica on every user (replicated), or (shared) the master's copy and send code, always live, and on every
 * other user the receive code (always live: it is part of the tile's program) and a copy during {@code use}.
 */
public final class TileBlocks {
    private TileBlocks() {
    }

    /** Blocks per tile, variables first (problem order), then structure blocks (structure order). */
    public static List<List<TileBlock>> of(TileProblem p, StructurePlan[] plans) {
        List<List<TileBlock>> out = new ArrayList<>(p.tiles());
        for (int t = 0; t < p.tiles(); t++) {
            List<TileBlock> blocks = new ArrayList<>();
            for (int v : p.variablesOf(t)) {
                blocks.add(variableBlock(p, v));
            }
            out.add(blocks);
        }
        for (int s = 0; s < p.structureCount(); s++) {
            for (TileBlock b : structureBlocks(p, s, plans[s])) {
                out.get(b.tile()).add(b);
            }
        }
        return out;
    }

    public static TileBlock variableBlock(TileProblem p, int v) {
        TileVariable x = p.variable(v);
        return new TileBlock(BlockKind.VARIABLE, x.tile(), v, x.size(), x.alignment(), x.live(), x.banked());
    }

    /** The blocks a decision puts on the tiles for structure {@code s}. */
    public static List<TileBlock> structureBlocks(TileProblem p, int s, StructurePlan plan) {
        ReadOnlyStructure r = p.structure(s);
        List<TileBlock> out = new ArrayList<>();
        Steps always = p.always();
        if (!plan.shared()) {
            for (int u : r.users()) {
                out.add(new TileBlock(BlockKind.COPY, u, s, r.size(), r.alignment(), always, false));
            }
            return out;
        }
        int m = plan.master();
        out.add(new TileBlock(BlockKind.COPY, m, s, r.size(), r.alignment(), always, false));
        if (r.sendCodeBytes() > 0 && hasReceivers(r, m)) {
            out.add(new TileBlock(BlockKind.SEND_CODE, m, s, r.sendCodeBytes(), 1, always, false));
        }
        for (int u : r.users()) {
            if (u == m) {
                continue;
            }
            out.add(new TileBlock(BlockKind.COPY, u, s, r.size(), r.alignment(), r.use(), false));
            if (r.receiveCodeBytes() > 0) {
                out.add(new TileBlock(BlockKind.RECEIVE_CODE, u, s, r.receiveCodeBytes(), 1, always, false));
            }
        }
        return out;
    }

    /** Whether a shared copy mastered on {@code master} is sent to anyone. */
    public static boolean hasReceivers(ReadOnlyStructure r, int master) {
        return r.users().length > 1 || r.users()[0] != master;
    }

    /** The offset {@code layout} gives {@code b}, or -1 if it does not place it. */
    public static long offsetOf(TileLayout layout, TileBlock b) {
        return switch (b.kind()) {
            case VARIABLE -> layout.variableOffsets()[b.owner()];
            case COPY -> layout.structures().get(b.owner()).copies().getOrDefault(b.tile(), -1L);
            case SEND_CODE, RECEIVE_CODE -> layout.structures().get(b.owner()).code().getOrDefault(b.tile(), -1L);
        };
    }
}
