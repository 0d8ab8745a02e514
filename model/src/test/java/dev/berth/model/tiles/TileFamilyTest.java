package dev.berth.model.tiles;

import dev.berth.model.families.TileFamily;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.Bound;
import dev.berth.model.Certificate;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.io.Json;
import dev.berth.model.tiles.analysis.AddressConflict;
import dev.berth.model.tiles.analysis.EqualAddressGroups;
import dev.berth.model.tiles.analysis.TileLayouts;
import dev.berth.model.tiles.analysis.TileLowerBound;
import dev.berth.model.tiles.testing.StackedTileLayout;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The tiles family as the framework sees it: files, bounds and quick proofs its checker verifies. */
class TileFamilyTest {
    private static final TileFamily FAMILY = TileFamily.INSTANCE;

    /** docs/tiles.md quotes this reason; it must stay word for word. */
    @Test
    void fig4bIsProvenByItsInputSetsWithTheDocumentedReason() throws IOException {
        String documented = Files.readAllLines(Path.of("..", "docs", "tiles.md")).stream()
                .filter(l -> l.startsWith("\"reason\" : ")).findFirst().orElseThrow();
        for (TileProblem p : List.of(TileExamples.fig4b(), example("fig4b-inconsistent-sets.json"))) {
            Certificate c = FAMILY.quickInfeasibility(p);
            LinkedSets linked = assertInstanceOf(LinkedSets.class, c);
            assertNull(FAMILY.checker().infeasibilityViolation(p, linked));
            assertEquals(List.of(1, 0), linked.chain());
            String reason = FAMILY.explain(p, c);
            assertEquals("inconsistent equal-address sets: variables a and d of tile 1 are live together but would need"
                    + " one address: equalAddress[1] {d@1, b@2, c@3} and equalAddress[0] {a@1, b@2, c@3} are linked"
                    + " through b, c", reason);
            assertEquals(documented, "\"reason\" : \"" + reason + "\"");
            // the same conflict proven by another chain is explained in the same words, its sets in its order
            assertEquals("inconsistent equal-address sets: variables a and d of tile 1 are live together but would need"
                            + " one address: equalAddress[0] {a@1, b@2, c@3} and equalAddress[1] {d@1, b@2, c@3} are linked"
                            + " through b, c",
                    FAMILY.explain(p, new LinkedSets(p.variableIndex("a"), p.variableIndex("d"), List.of(0, 1))));
        }
    }

    @Test
    void fig4aHasNoQuickProofAndAVerifiedBound() throws IOException {
        for (TileProblem p : List.of(TileExamples.fig4a(), example("fig4a-consistent-sets.json"))) {
            assertNull(FAMILY.quickInfeasibility(p));
            Bound b = FAMILY.lowerBound(p);
            assertEquals(96, b.value());
            assertNull(FAMILY.checker().boundViolation(p, null, b.certificate(), b.value()));
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void everyQuickProofAndBoundIsOneTheCheckerVerifies(long seed) {
        TileProblem p = TileExamples.random(seed, 2 + (int) (seed % 4), 3 + (int) (seed % 5), 1 + (int) (seed % 3),
                (int) (seed % 4));
        Bound b = FAMILY.lowerBound(p);
        assertEquals(TileLowerBound.of(p).max(), b.value());
        assertNull(FAMILY.checker().boundViolation(p, null, b.certificate(), b.value()));
        AddressConflict conflict = EqualAddressGroups.of(p, null).conflict();
        Certificate c = FAMILY.quickInfeasibility(p);
        if (conflict != null) {
            assertInstanceOf(LinkedSets.class, c);
            assertNull(FAMILY.checker().infeasibilityViolation(p, c));
            assertEquals("inconsistent equal-address sets: " + conflict.describe(p), FAMILY.explain(p, c));
            LinkedSets l = (LinkedSets) c;
            LinkedSets reversed = new LinkedSets(l.second(), l.first(), l.chain().reversed());
            assertNull(FAMILY.checker().infeasibilityViolation(p, reversed));
            assertTrue(FAMILY.explain(p, reversed).contains("variables " + p.variable(conflict.first()).id() + " and "
                    + p.variable(conflict.second()).id() + " of tile " + conflict.tile()), FAMILY.explain(p, reversed));
        }
        // the same program on a memory just too small: the largest tile's need proves it
        TileProblem tight = onMemory(p, b.value() - 1);
        if (conflict == null && b.value() > 1) {
            TileNeed need = assertInstanceOf(TileNeed.class, FAMILY.quickInfeasibility(tight));
            assertNull(FAMILY.checker().infeasibilityViolation(tight, need));
            assertEquals(need.describe() + ", it has " + (b.value() - 1), FAMILY.explain(tight, need));
        }
    }

    @Test
    void aTileNeedAboveTheMemoryIsExplainedAsBefore() {
        TileProblem p = onMemory(TileExamples.formatsExample(), 1000);
        Certificate c = FAMILY.quickInfeasibility(p);
        assertEquals(new TileNeed(3, 2, 1540), c);
        assertEquals("tile 3 needs at least 1540 bytes at step 2 (its live variables, the structures it uses and the"
                + " bank rule), it has 1000", FAMILY.explain(p, c));
    }

    @Test
    void aSolutionFileRoundTripsWithTheCommonFieldsFirst() {
        TileProblem p = TileExamples.formatsExample();
        StructurePlan[] plans = {StructurePlan.sharedOn(0), StructurePlan.REPLICATED};
        TileLayout layout = StackedTileLayout.of(p, plans);
        Result<TileLayout> r = TileLayouts.answer(p, layout).withSolver("stacked").withSeconds(0.25)
                .withStat("passes", 1);
        ObjectNode o = FAMILY.writeSolution(p, r);
        List<String> fields = new ArrayList<>();
        o.fieldNames().forEachRemaining(fields::add);
        assertEquals(List.of("family", "instance", "status", "objective", "bound", "solver", "seconds", "proof",
                "totalMemory", "exchangeCycles", "assignment", "certificate", "stats"), fields);
        assertEquals("tiles", o.get("family").asText());
        assertEquals("FEASIBLE", o.get("status").asText());
        assertEquals(r.score().term(0), o.get("objective").asLong());
        assertEquals(1540, o.get("bound").asLong());
        assertEquals(r.score().term(1), o.get("totalMemory").asLong());
        assertEquals(r.score().term(2), o.get("exchangeCycles").asLong());
        assertEquals("TileNeed", o.get("certificate").get("kind").asText());
        TileLayout read = FAMILY.readSolution("sol.json", "sol.json", o.toString(), p);
        assertNull(FAMILY.checker().violation(p, read));
        assertEquals(r.score(), FAMILY.checker().score(p, read));
        assertEquals(FAMILY.writeSolution(p, r), FAMILY.writeSolution(p, r.withScore(null)),
                "without a score the file scores the layout itself");
        ObjectNode infeasible = FAMILY.writeSolution(p, Result.infeasible("no", Proof.search(3)));
        assertTrue(infeasible.get("objective").isNull());
        assertNull(infeasible.get("assignment"));
        assertEquals(3, infeasible.get("searchNodes").asLong());
    }

    @Test
    void instancesAreRecognisedReadWrittenRenamedAndDescribed() throws IOException {
        TileProblem p = example("vertex-state-sharing.json");
        JsonNode written = FAMILY.write(p);
        assertTrue(FAMILY.recognises(written));
        assertEquals(written, FAMILY.write(FAMILY.parse("again", written)));
        assertEquals("other", p.withName("other").name());
        assertEquals(List.of("maxPeak", "totalMemory", "exchangeCycles"), FAMILY.scoreTerms());
        assertEquals("tiles", FAMILY.name());
        assertEquals(TileProblem.class, FAMILY.problemType());
        assertTrue(FAMILY.describe(p).startsWith(p.tiles() + " tiles of "), FAMILY.describe(p));
        assertTrue(FAMILY.describe(p).endsWith("lower bound " + TileLowerBound.of(p).max()), FAMILY.describe(p));
    }

    private static TileProblem example(String file) throws IOException {
        Path f = Path.of("..", "examples", "tiles", file);
        return FAMILY.parse(f.toString(), Json.parse(f.toString(), Files.readString(f)));
    }

    private static TileProblem onMemory(TileProblem p, long bytes) {
        Machine m = p.machine();
        return new TileProblem(p.name(), new Machine(m.tiles(), bytes, Math.min(m.bankBytes(), bytes),
                m.exchangeBytesPerCycle()), p.steps(), p.variables(), p.equalAddress(), p.structures());
    }
}
