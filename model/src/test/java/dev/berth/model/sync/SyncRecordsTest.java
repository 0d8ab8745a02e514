package dev.berth.model.sync;

import dev.berth.model.InputException;
import dev.berth.model.sync.testing.SyncExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Sync records built from Java refuse what the file reader refuses, in its words, and name the element and
 * field; where a Java path and a JSON path coincide, the two messages are the same text.
 */
class SyncRecordsTest {
    private static final ResourceClass DEFAULT = ResourceClass.unlimited(Semantics.GENERATION);
    private static final Warp A = new Warp("a", List.of(SyncOp.parse("p1")));
    private static final Warp B = new Warp("b", List.of(SyncOp.parse("c1")));
    private static final LogicalResource R1 = resource("1", 0, 0, 1, 0, 0, LogicalResource.FREE);

    private static LogicalResource resource(String id, int pw, int po, int cw, int co, int cls, int pinned) {
        return new LogicalResource(id, pw, po, cw, co, cls, pinned, LogicalResource.ANY_ARRIVALS);
    }

    private static SyncProblem problem(List<Warp> warps, List<ResourceClass> classes, List<LogicalResource> rs) {
        return new SyncProblem("p", warps, classes, rs);
    }

    private static void refused(String message, Executable build) {
        assertEquals(message, assertThrows(InputException.class, build).getMessage());
    }

    @Test
    void aWellFormedProblemIsBuilt() {
        assertEquals(1, problem(List.of(A, B), List.of(DEFAULT), List.of(R1)).size());
    }

    @Test
    void classesAreUniqueAndTheDefaultComesFirst() {
        ResourceClass m = new ResourceClass("m", 4, List.of(), Semantics.PARITY);
        refused("p: classes[2].id: class 'm' is defined twice",
                () -> problem(List.of(A, B), List.of(DEFAULT, m, m), List.of(R1)));
        refused("p: classes[0]: the first class must be 'default' (the file's \"physical\"), got 'm'",
                () -> problem(List.of(A, B), List.of(m), List.of(R1)));
    }

    @Test
    void warpIdsAreUnique() {
        Warp b = new Warp("a", B.ops());
        refused("p: warps[1].id: warp 'a' appears twice", () -> problem(List.of(A, b), List.of(DEFAULT), List.of(R1)));
    }

    @Test
    void everyResourceIsProducedOnceAndConsumedOnce() {
        Warp twice = new Warp("a", List.of(SyncOp.parse("p1"), SyncOp.parse("p1")));
        refused("p: warps[0].ops[1]: resource 1 is produced twice (also at warps[0].ops[0])",
                () -> problem(List.of(twice, B), List.of(DEFAULT), List.of(R1)));
        refused("p: warps[0].ops[0]: resource 1 is produced but never consumed",
                () -> problem(List.of(A), List.of(DEFAULT), List.of()));
        refused("p: warps[0].ops[0]: resource 1 is consumed but never produced (its waiter would hang)",
                () -> problem(List.of(B), List.of(DEFAULT), List.of()));
    }

    @Test
    void resourcesAreListedOnceAtTheOpsThatUseThem() {
        refused("p: resources[1].id: resource '1' is listed twice",
                () -> problem(List.of(A, B), List.of(DEFAULT), List.of(R1, R1)));
        refused("p: resources[1].id: resource '9' is not used by any warp",
                () -> problem(List.of(A, B), List.of(DEFAULT), List.of(R1, resource("9", 0, 0, 1, 0, 0, -1))));
        refused("p: warps[0].ops[0]: resource 1 has no entry in resources",
                () -> problem(List.of(A, B), List.of(DEFAULT), List.of()));
        refused("p: resources[id=1].consumer: resource 1 is consumed at warps[1].ops[0], not warps[0].ops[0]",
                () -> problem(List.of(A, B), List.of(DEFAULT), List.of(resource("1", 0, 0, 0, 0, 0, -1))));
        refused("p: resources[id=1].classIndex: no class 2 (the problem has 1)",
                () -> problem(List.of(A, B), List.of(DEFAULT), List.of(resource("1", 0, 0, 1, 0, 2, -1))));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "0|p: resources[id=1].pinned: id 0 is not usable in class default (reserved)",
            "4|p: resources[id=1].pinned: id 4 is not usable in class default (limit 4)"})
    void aPinIsAnIdItsClassHandsOut(int pin, String message) {
        ResourceClass c = new ResourceClass(ResourceClass.DEFAULT, 4, List.of(0), Semantics.FLAG);
        refused(message, () -> problem(List.of(A, B), List.of(c), List.of(resource("1", 0, 0, 1, 0, 0, pin))));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "-1|0|-1|resources[id=1].producerWarp: must be at least 0, got -1",
            "0|-2|-1|resources[id=1].pinned: must be at least 0, got -2",
            "0|-1|0|resources[id=1].arrivals: must be at least 1, got 0",
            "0|-1|1073741824|resources[id=1].arrivals: too large: 1073741824"})
    void aResourceChecksItsNumbers(int producerWarp, int pinned, int arrivals, String message) {
        refused(message, () -> new LogicalResource("1", producerWarp, 0, 1, 0, 0, pinned, arrivals));
    }

    @Test
    void aClassChecksItsNumbersAndSemantics() {
        refused("classes[id=m].limit: must be at least 0, got -1",
                () -> new ResourceClass("m", -1, List.of(), Semantics.FLAG));
        refused("classes[id=m].reserved[1]: must be at least 0, got -3",
                () -> new ResourceClass("m", 4, List.of(1, -3), Semantics.FLAG));
        refused("classes[id=m]: missing field 'semantics'", () -> new ResourceClass("m", 4, List.of(), null));
    }

    @Test
    void anOpSaysWhatItsTextSays() {
        refused("op 'compute': the text says an ordinary instruction, not produce 1",
                () -> new SyncOp(OpKind.PRODUCE, "1", "compute"));
        refused("op 'p1': the text says produce 1, not consume 1", () -> new SyncOp(OpKind.CONSUME, "1", "p1"));
        refused("op 'pa': the text says an ordinary instruction, not produce a", () -> SyncOp.produce("a"));
    }

    /** The reader calls the records' checks first: for the same mistake, Java and the file get one text. */
    @Test
    void theReaderAndTheRecordsSayTheSame() {
        sameText("{\"warps\":[{\"id\":\"a\",\"ops\":[\"p1\"]},{\"id\":\"a\",\"ops\":[\"c1\"]}]}",
                () -> new SyncProblem("x.json", List.of(A, new Warp("a", B.ops())), List.of(DEFAULT), List.of(R1)));
        sameText("{\"warps\":[{\"id\":\"a\",\"ops\":[\"p1\"]}]}",
                () -> new SyncProblem("x.json", List.of(A), List.of(DEFAULT), List.of()));
        sameText("{\"physical\":{\"limit\":2,\"reserved\":[1]},\"resources\":[{\"id\":\"1\",\"pinned\":1}],"
                        + "\"warps\":[{\"id\":\"a\",\"ops\":[\"p1\"]},{\"id\":\"b\",\"ops\":[\"c1\"]}]}",
                () -> new SyncProblem("x.json", List.of(A, B),
                        List.of(new ResourceClass(ResourceClass.DEFAULT, 2, List.of(1), Semantics.GENERATION)),
                        List.of(resource("1", 0, 0, 1, 0, 0, 1))));
    }

    /** A pin past the int range used to wrap around to a small id and be accepted. */
    @Test
    void theReaderRefusesAPinPastTheIntRange() {
        refused("x.json: resources[id=1].pinned: id 4294967297 is not usable in class default (limit 2147483647)",
                () -> SyncExamples.parse("x.json", "{\"resources\":[{\"id\":\"1\",\"pinned\":4294967297}],"
                        + "\"warps\":[{\"id\":\"a\",\"ops\":[\"p1\"]},{\"id\":\"b\",\"ops\":[\"c1\"]}]}"));
    }

    private static void sameText(String json, Executable javaBuilt) {
        String fromFile = assertThrows(InputException.class, () -> SyncExamples.parse("x.json", json)).getMessage();
        assertEquals(fromFile, assertThrows(InputException.class, javaBuilt).getMessage());
    }
}
