package dev.berth.model.check.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.tiles.BlockKind;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.Steps;
import dev.berth.model.tiles.StructureLayout;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.TileLayout;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** What docs/tiles.md says each decision puts on which tile, and when, with the layout's offsets attached. */
final class Pieces {
    private Pieces() {
    }

    /**
     * The pieces structure {@code s} needs under {@code plan}. A replica is program data, so it is held at
     * every step; a receiver holds its copy only while the structure is in use, but its receive code is
     * program and stays. Code of size zero is no piece at all (the format's {@code code} then lists no entry),
     * and without a receiver nothing is sent, so the master needs no send code either.
     */
    static List<Piece> ofStructure(TileProblem p, int s, StructurePlan plan, StructureLayout placed) {
        ReadOnlyStructure r = p.structure(s);
        Steps always = p.always();
        Map<Integer, Long> copies = placed == null ? Map.of() : placed.copies();
        Map<Integer, Long> code = placed == null ? Map.of() : placed.code();
        List<Piece> out = new ArrayList<>();
        if (!plan.shared()) {
            for (int u : r.users()) {
                out.add(new Piece(BlockKind.COPY, u, s, r.size(), r.alignment(), always, false, at(copies, u)));
            }
            return out;
        }
        int master = plan.master();
        out.add(new Piece(BlockKind.COPY, master, s, r.size(), r.alignment(), always, false, at(copies, master)));
        if (r.sendCodeBytes() > 0 && hasReceiver(r, master)) {
            out.add(new Piece(BlockKind.SEND_CODE, master, s, r.sendCodeBytes(), 1, always, false, at(code, master)));
        }
        for (int u : r.users()) {
            if (u == master) {
                continue;
            }
            out.add(new Piece(BlockKind.COPY, u, s, r.size(), r.alignment(), r.use(), false, at(copies, u)));
            if (r.receiveCodeBytes() > 0) {
                out.add(new Piece(BlockKind.RECEIVE_CODE, u, s, r.receiveCodeBytes(), 1, always, false, at(code, u)));
            }
        }
        return out;
    }

    /** A master may sit off the users (docs: any tile), and then every user receives. */
    static boolean hasReceiver(ReadOnlyStructure r, int master) {
        for (int u : r.users()) {
            if (u != master) {
                return true;
            }
        }
        return false;
    }

    static Piece ofVariable(TileProblem p, int v, long[] offsets) {
        TileVariable x = p.variable(v);
        long off = offsets != null && v < offsets.length ? offsets[v] : -1;
        return new Piece(BlockKind.VARIABLE, x.tile(), v, x.size(), x.alignment(), x.live(), x.banked(), off);
    }

    /**
     * Every tile's pieces under the layout's own decisions; the layout must have one entry per structure.
     * A master off the machine has nowhere to put its pieces: they are dropped here, and reported by
     * {@link Decisions} before anything looks at pieces.
     */
    static List<List<Piece>> perTile(TileProblem p, TileLayout layout) {
        List<List<Piece>> out = new ArrayList<>(p.tiles());
        for (int t = 0; t < p.tiles(); t++) {
            CurrentBudget.check("listing the tiles' pieces");
            int[] vs = p.variablesOf(t);
            List<Piece> tile = new ArrayList<>(vs.length + 8);
            for (int v : vs) {
                tile.add(ofVariable(p, v, layout.variableOffsets()));
            }
            out.add(tile);
        }
        for (int s = 0; s < p.structureCount(); s++) {
            CurrentBudget.check("listing the tiles' pieces");
            StructureLayout sl = layout.structures().get(s);
            for (Piece x : ofStructure(p, s, sl.plan(), sl)) {
                if (x.tile() >= 0 && x.tile() < out.size()) {
                    out.get(x.tile()).add(x);
                }
            }
        }
        return out;
    }

    private static long at(Map<Integer, Long> offsets, int tile) {
        Long off = offsets.get(tile);
        return off == null ? -1 : off;
    }
}
