package dev.berth.model.sync;

import dev.berth.model.families.SyncFamily;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.InputException;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.io.Json;
import dev.berth.model.sync.analysis.SyncAnswers;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.io.SyncSolutions;
import dev.berth.model.sync.testing.SyncExamples;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SyncFamilyTest {
    private static final SyncFamily FAMILY = SyncFamily.INSTANCE;

    @Test
    void recognisesWarpsAndRoundTripsInstances() {
        SyncProblem p = SyncExamples.example2("parity");
        ObjectNode written = FAMILY.write(p);
        assertTrue(FAMILY.recognises(written));
        assertFalse(FAMILY.recognises(Json.parse("m", "{\"buffers\": []}")));
        SyncProblem again = FAMILY.parse("again", written);
        assertEquals(p.resources(), again.resources());
        assertEquals(p.warps(), again.warps());
        assertEquals(p.classes(), again.classes());
        assertEquals("renamed", p.withName("renamed").name());
        assertEquals(p.resources(), p.withName("renamed").resources());
        assertEquals("5 warps, 8 pairs, parity", FAMILY.describe(p));
    }

    @Test
    void solutionsCarryTheCommonFieldsTheMappingAndTheCertificateIds() {
        SyncProblem p = SyncExamples.example2("generation");
        int[] m = SyncSolutions.readMapping("s", SyncExamples.example2PublishedSolution(), p);
        Result<SyncMapping> r = SyncAnswers.answer(p, m, SyncWidth.of(p)).withSolver("test").withStat("chains", 6);
        JsonNode o = FAMILY.writeSolution(p, r);
        assertEquals(List.of("family", "instance", "status", "objective", "bound", "solver", "seconds", "proof",
                "assignment", "certificate", "stats"), fieldNames(o));
        assertEquals("sync", o.get("family").asText());
        assertEquals("OPTIMAL", o.get("status").asText());
        assertEquals(6, o.get("objective").asInt());
        assertEquals(6, o.get("bound").asInt());
        assertEquals("certificate", o.get("proof").asText());
        assertEquals(4, o.get("assignment").get("8").asInt());
        assertEquals(6, o.get("certificate").size());
        assertTrue(o.get("certificate").get(0).isTextual());
        assertArrayEquals(m, FAMILY.readSolution("again", "again.json", o.toString(), p).ids());
        SyncMapping partial = FAMILY.readSolution("s", "s.json", "{\"assignment\":{\"1\":0}}", p);
        String first = p.resources().stream().map(LogicalResource::id).filter(id -> !id.equals("1")).findFirst().orElseThrow();
        assertEquals("resource " + first + " has no physical id (neither assigned nor removed)",
                FAMILY.checker().violation(p, partial), "a mapping that leaves resources out is invalid");
        assertThrows(InputException.class, () -> FAMILY.readSolution("s", "s.json", "{\"assignment\":{\"99\":0}}", p));
    }

    @Test
    void removedPairsAreListedAndInfeasibleAnswersHaveNoAssignment() {
        SyncProblem p = SyncExamples.parse("implied", """
                { "family": "sync", "warps": [ { "id": "a", "ops": ["p1", "p2"] }, { "id": "b", "ops": ["c2", "c1"] } ] }
                """);
        int[] m = {SyncProblem.REMOVED, 0};
        JsonNode o = FAMILY.writeSolution(p, Result.feasible(new SyncMapping(m)));
        assertEquals("[\"1\"]", o.get("removed").toString());
        assertEquals("{\"2\":0}", o.get("assignment").toString());
        assertNull(o.get("certificate"));

        JsonNode clash = FAMILY.writeSolution(p, Result.<SyncMapping>infeasible("pinned", Proof.certificate(
                new PinnedClash(1, 0))).withSolver("test"));
        assertEquals("INFEASIBLE", clash.get("status").asText());
        assertTrue(clash.get("objective").isNull());
        assertNull(clash.get("assignment"));
        assertEquals("[\"1\",\"2\"]", clash.get("certificate").toString());
        assertEquals("pinned", clash.get("reason").asText());
    }

    @Test
    void removeRedundantIsOneFamilyWideParameter() {
        assertEquals(List.of(SyncFamily.REMOVE_REDUNDANT), FAMILY.params());
        assertEquals("sync.remove-redundant", SyncFamily.REMOVE_REDUNDANT.key("greedy"));
        SolveOptions o = SolveOptions.defaults().withParam("sync.remove-redundant", "true").withScope("choco");
        assertTrue(SyncFamily.REMOVE_REDUNDANT.from(o));
        assertFalse(SyncFamily.REMOVE_REDUNDANT.from(SolveOptions.defaults().withScope("choco")));
        assertThrows(InputException.class, () -> SyncFamily.REMOVE_REDUNDANT.from(
                SolveOptions.defaults().withParam("sync.remove-redundant", "maybe")));
    }

    @Test
    void theLowerBoundIsFreeAndTheCheckerIsTheIndependentOne() {
        SyncProblem p = SyncExamples.example1("flag");
        assertEquals(0, FAMILY.lowerBound(p).value());
        assertNull(FAMILY.quickInfeasibility(p));
        assertEquals(List.of("used"), FAMILY.scoreTerms());
        assertEquals(dev.berth.model.check.sync.SyncChecker.class, FAMILY.checker().getClass());
    }

    private static List<String> fieldNames(JsonNode o) {
        List<String> names = new java.util.ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
