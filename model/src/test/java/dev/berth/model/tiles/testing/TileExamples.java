package dev.berth.model.tiles.testing;

import dev.berth.model.io.Json;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.io.TileJson;
import dev.berth.model.tiles.TileProblem;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Tiles instances for tests: the method's Fig. 4, small seeded random programs and random sharing plans. */
public final class TileExamples {
    private TileExamples() {
    }

    public static TileProblem parse(String name, String json) {
        return TileJson.parse(name, Json.parse(name, json));
    }

    /** Fig. 4a: {a@1, b@2, c@3} and {d@1, e@4, f@5}; a and d share tile 1, so the sets take two addresses. */
    public static TileProblem fig4a() {
        return parse("fig4a", """
                {"family": "tiles", "machine": {"tiles": 6, "bytesPerTile": 1024, "bankBytes": 256},
                 "steps": 4,
                 "variables": [ {"id": "a", "tile": 1, "size": 64}, {"id": "b", "tile": 2, "size": 64},
                                {"id": "c", "tile": 3, "size": 64}, {"id": "d", "tile": 1, "size": 32},
                                {"id": "e", "tile": 4, "size": 32}, {"id": "f", "tile": 5, "size": 32} ],
                 "equalAddress": [ ["a", "b", "c"], ["d", "e", "f"] ] }""");
    }

    /** Fig. 4b: {a@1, b@2, c@3} and {d@1, b@2, c@3}: b and c force one address on a and d of tile 1. */
    public static TileProblem fig4b() {
        return parse("fig4b", """
                {"family": "tiles", "machine": {"tiles": 4, "bytesPerTile": 1024, "bankBytes": 256},
                 "steps": 4,
                 "variables": [ {"id": "a", "tile": 1, "size": 64}, {"id": "b", "tile": 2, "size": 64},
                                {"id": "c", "tile": 3, "size": 64}, {"id": "d", "tile": 1, "size": 32} ],
                 "equalAddress": [ ["a", "b", "c"], ["d", "b", "c"] ] }""");
    }

    /**
     * Fig. 4b's link on 3 tiles: {a@1, b@2} and {d@1, b@2} put a and d of tile 1 at b's address, which they
     * may share, since a lives during [0, 2) and d during [2, 4).
     */
    public static TileProblem disjointLifetimes() {
        return parse("disjoint", """
                {"machine": {"tiles": 3, "bytesPerTile": 256}, "steps": 4,
                 "variables": [ {"id": "a", "tile": 1, "size": 64, "live": [[0, 2]]}, {"id": "b", "tile": 2, "size": 64},
                                {"id": "d", "tile": 1, "size": 32, "live": [[2, 4]]} ],
                 "equalAddress": [ ["a", "b"], ["d", "b"] ] }""");
    }

    /**
     * formats.md's example grown to a program: vertex state vs0 used by tiles 1–3 during steps [2, 4) points
     * to a, b, c; sharing it saves two 512-byte replicas for 48 + 2 × 24 bytes of exchange code.
     */
    public static TileProblem formatsExample() {
        return parse("formats", """
                {"family": "tiles",
                 "machine": {"tiles": 4, "bytesPerTile": 4096, "bankBytes": 1024, "exchangeBytesPerCycle": 4},
                 "steps": 6,
                 "variables": [ {"id": "a", "tile": 1, "size": 256, "alignment": 8, "live": [[0, 3]], "banked": true},
                                {"id": "b", "tile": 2, "size": 256, "alignment": 8, "live": [[1, 4]], "banked": true},
                                {"id": "c", "tile": 3, "size": 128, "alignment": 8, "live": [[2, 5]], "banked": true},
                                {"id": "x1", "tile": 1, "size": 300, "live": [[3, 6]], "banked": true},
                                {"id": "x2", "tile": 2, "size": 700, "live": [[0, 2]]},
                                {"id": "x3", "tile": 3, "size": 900, "live": [[0, 6]]},
                                {"id": "w0", "tile": 0, "size": 200, "live": [[0, 6]]} ],
                 "structures": [ {"id": "vs0", "kind": "vertexState", "size": 512, "users": [1, 2, 3], "use": [[2, 4]],
                                  "pointers": [ {"format": "vector", "targets": {"1": "a", "2": "b", "3": "c"}} ],
                                  "exchangeCodeBytes": {"send": 48, "receive": 24}},
                                 {"id": "cc0", "kind": "controlCode", "size": 16, "users": [1, 2],
                                  "exchangeCodeBytes": {"send": 48, "receive": 24}} ] }""");
    }

    /**
     * A random small program: {@code tiles} tiles, {@code perTile} variables each over {@code steps} steps,
     * some banked; {@code sets} equal-address sets over distinct tiles (possibly inconsistent); {@code
     * structures} structures with vector / vector2d / vectorList pointers into their users' variables.
     */
    public static TileProblem random(long seed, int tiles, int perTile, int sets, int structures) {
        Random r = new Random(seed);
        int steps = 3 + r.nextInt(6);
        long bank = 64;
        StringBuilder b = new StringBuilder();
        b.append("{\"family\": \"tiles\", \"machine\": {\"tiles\": ").append(tiles)
                .append(", \"bytesPerTile\": 100000, \"bankBytes\": ").append(bank).append(", \"exchangeBytesPerCycle\": 4},")
                .append(" \"steps\": ").append(steps).append(", \"variables\": [");
        List<List<String>> ofTile = new ArrayList<>();
        for (int t = 0; t < tiles; t++) {
            ofTile.add(new ArrayList<>());
            for (int i = 0; i < perTile; i++) {
                String id = "v" + t + "_" + i;
                ofTile.get(t).add(id);
                int start = r.nextInt(steps);
                int end = start + 1 + r.nextInt(steps - start);
                long size = 1 + r.nextInt(48);
                long align = new long[] {1, 1, 2, 4, 8}[r.nextInt(5)];
                boolean banked = r.nextInt(4) == 0;
                b.append(t + i == 0 ? "" : ", ").append("{\"id\": \"").append(id).append("\", \"tile\": ").append(t)
                        .append(", \"size\": ").append(size).append(", \"alignment\": ").append(align)
                        .append(", \"live\": [[").append(start).append(", ").append(end).append("]]")
                        .append(banked ? ", \"banked\": true" : "").append('}');
            }
        }
        b.append("], \"equalAddress\": [");
        for (int k = 0; k < sets; k++) {
            List<Integer> ts = pickTiles(r, tiles, 2 + r.nextInt(Math.max(1, tiles - 1)));
            b.append(k == 0 ? "" : ", ").append('[');
            for (int j = 0; j < ts.size(); j++) {
                List<String> vs = ofTile.get(ts.get(j));
                b.append(j == 0 ? "" : ", ").append('"').append(vs.get(r.nextInt(vs.size()))).append('"');
            }
            b.append(']');
        }
        b.append("], \"structures\": [");
        String[] kinds = {"vertexCode", "vertexState", "controlCode", "descriptor"};
        for (int k = 0; k < structures; k++) {
            List<Integer> users = pickTiles(r, tiles, 1 + r.nextInt(tiles));
            int start = r.nextInt(steps);
            int end = start + 1 + r.nextInt(steps - start);
            b.append(k == 0 ? "" : ", ").append("{\"id\": \"s").append(k).append("\", \"kind\": \"")
                    .append(kinds[r.nextInt(kinds.length)]).append("\", \"size\": ").append(8 + r.nextInt(120))
                    .append(", \"users\": ").append(users).append(", \"use\": [[").append(start).append(", ").append(end)
                    .append("]], \"exchangeCodeBytes\": {\"send\": ").append(r.nextInt(24)).append(", \"receive\": ")
                    .append(r.nextInt(16)).append("}, \"pointers\": [");
            int np = r.nextInt(3);
            for (int q = 0; q < np; q++) {
                String format = new String[] {"vector", "vector2d", "vectorList"}[r.nextInt(3)];
                b.append(q == 0 ? "" : ", ").append("{\"format\": \"").append(format).append("\", \"targets\": ")
                        .append(targets(r, users, ofTile));
                if (format.equals("vectorList")) {
                    b.append(", \"base\": ").append(targets(r, users, ofTile));
                }
                b.append('}');
            }
            b.append("]}");
        }
        b.append("]}");
        return parse("random-" + seed, b.toString());
    }

    /**
     * Plans for {@code p} that share most structures whose pointer sets keep the groups consistent, each
     * from a random tile (user or not); the rest replicated.
     */
    public static StructurePlan[] someShared(TileProblem p, Random r) {
        StructurePlan[] plans = StructurePlan.allReplicated(p);
        EqualAddressGroups groups = EqualAddressGroups.of(p, null);
        for (int s = 0; s < p.structureCount(); s++) {
            if (p.structure(s).shareable() && r.nextInt(4) != 0 && groups.tryShare(s) == null) {
                plans[s] = StructurePlan.sharedOn(r.nextInt(p.tiles()));
            }
        }
        return plans;
    }

    private static String targets(Random r, List<Integer> users, List<List<String>> ofTile) {
        StringBuilder b = new StringBuilder("{");
        for (int j = 0; j < users.size(); j++) {
            List<String> vs = ofTile.get(users.get(j));
            b.append(j == 0 ? "" : ", ").append('"').append(users.get(j)).append("\": \"")
                    .append(vs.get(r.nextInt(vs.size()))).append('"');
        }
        return b.append('}').toString();
    }

    private static List<Integer> pickTiles(Random r, int tiles, int k) {
        List<Integer> all = new ArrayList<>();
        for (int t = 0; t < tiles; t++) {
            all.add(t);
        }
        java.util.Collections.shuffle(all, r);
        List<Integer> out = new ArrayList<>(all.subList(0, Math.min(k, tiles)));
        java.util.Collections.sort(out);
        return out;
    }
}
