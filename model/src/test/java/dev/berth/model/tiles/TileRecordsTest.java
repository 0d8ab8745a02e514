package dev.berth.model.tiles;

import dev.berth.model.InputException;
import dev.berth.model.tiles.testing.TileExamples;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Tile records built from Java refuse what the file reader refuses, in its words, and name the element and
 * field; where a Java path and a JSON path coincide, the two messages are the same text.
 */
class TileRecordsTest {
    private static final Machine MACHINE = new Machine(2, 256, 256, 4);
    private static final TileVariable A = variable("a", 0, Steps.of(0, 3));
    private static final TileVariable B = variable("b", 1, Steps.of(0, 3));

    private static TileVariable variable(String id, int tile, Steps live) {
        return new TileVariable(id, tile, 8, 1, live, false);
    }

    private static StructurePointer vector(Map<Integer, Integer> targets) {
        return new StructurePointer(PointerFormat.VECTOR, new TreeMap<>(targets), new TreeMap<>());
    }

    private static ReadOnlyStructure structure(String id, int[] users, Steps use, List<StructurePointer> pointers) {
        return new ReadOnlyStructure(id, StructureKind.VERTEX_STATE, 8, 1, users, use, pointers, 0, 0, true);
    }

    private static TileProblem problem(List<TileVariable> vs, List<int[]> equal, List<ReadOnlyStructure> ss) {
        return new TileProblem("p", MACHINE, 3, vs, equal, ss);
    }

    private static void refused(String message, Executable build) {
        assertEquals(message, assertThrows(InputException.class, build).getMessage());
    }

    @Test
    void aWellFormedProblemIsBuiltWithItsUsersSorted() {
        int[] users = {1, 0};
        TileProblem p = problem(List.of(A, B), List.of(new int[] {0, 1}),
                List.of(structure("s", users, Steps.of(0, 3), List.of(vector(Map.of(0, 0, 1, 1))))));
        assertArrayEquals(new int[] {0, 1}, p.structure(0).users());
        assertArrayEquals(new int[] {1, 0}, users, "the caller's array is left as it was");
    }

    @Test
    void theMachineAndTheStepsAreInRange() {
        refused("machine.tiles: must be at least 1, got 0", () -> new Machine(0, 256, 256, 4));
        refused("machine.tiles: expands to 8,193 tiles, more than the 8,192 Berth builds for one instance (limit"
                + " tiles.tiles)", () -> new Machine(8193, 256, 256, 4));
        refused("machine.bankBytes: must be at least 1, got 0", () -> new Machine(1, 256, 0, 4));
        refused("p: steps: must be at least 1, got 0", () -> new TileProblem("p", MACHINE, 0, List.of(), List.of(), List.of()));
    }

    @Test
    void aVariableChecksItsNumbers() {
        refused("variables[id=a].size: must be at least 0, got -1", () -> new TileVariable("a", 0, -1, 1, Steps.none(), false));
        refused("variables[id=a].alignment: must be at least 1, got 0", () -> new TileVariable("a", 0, 8, 0, Steps.none(), false));
        refused("variables[id=a].tile: must be at least 0, got -1", () -> new TileVariable("a", -1, 8, 1, Steps.none(), false));
    }

    @Test
    void variablesAreUniqueOnTheMachineAndWithinTheSteps() {
        refused("p: variables[1].id: variable 'a' is defined twice", () -> problem(List.of(A, A), List.of(), List.of()));
        refused("p: variables[1].tile: tile 2 is not on the machine (2 tiles)",
                () -> problem(List.of(A, variable("c", 2, Steps.none())), List.of(), List.of()));
        refused("p: variables[0].live[0]: end 4 is past the last step (steps = 3)",
                () -> problem(List.of(variable("a", 0, Steps.of(1, 4))), List.of(), List.of()));
        refused("p: variables[0].live[0][0]: must be at least 0, got -2",
                () -> problem(List.of(variable("a", 0, Steps.of(-2, 1))), List.of(), List.of()));
    }

    @Test
    void equalAddressSetsHoldDistinctVariables() {
        refused("p: equalAddress[0][1]: no variable 7 (the problem has 2)",
                () -> problem(List.of(A, B), List.of(new int[] {0, 7}), List.of()));
        refused("p: equalAddress[0][1]: variable 'a' appears twice in the set",
                () -> problem(List.of(A, B), List.of(new int[] {0, 0}), List.of()));
    }

    @Test
    void aStructureChecksItsNumbersAndUsers() {
        refused("structures[id=s].users: a structure needs at least one user tile",
                () -> structure("s", new int[0], Steps.none(), List.of()));
        refused("structures[id=s].users[1]: tile 0 is listed twice",
                () -> structure("s", new int[] {0, 0}, Steps.none(), List.of()));
        refused("structures[id=s].size: must be at least 1, got 0", () -> new ReadOnlyStructure("s",
                StructureKind.DESCRIPTOR, 0, 1, new int[] {0}, Steps.none(), List.of(), 0, 0, true));
        refused("structures[id=s].exchangeCodeBytes.send: must be at least 0, got -1", () -> new ReadOnlyStructure("s",
                StructureKind.DESCRIPTOR, 8, 1, new int[] {0}, Steps.none(), List.of(), -1, 0, true));
    }

    @Test
    void structuresAreUniqueOnTheMachineAndWithinTheSteps() {
        ReadOnlyStructure s = structure("s", new int[] {0}, Steps.none(), List.of());
        refused("p: structures[0].id: id 'a' is already used by a variable (ids share one namespace)",
                () -> problem(List.of(A), List.of(), List.of(structure("a", new int[] {0}, Steps.none(), List.of()))));
        refused("p: structures[1].id: id 's' is already used by another structure",
                () -> problem(List.of(A), List.of(), List.of(s, s)));
        refused("p: structures[0].users[0]: tile 2 is not on the machine",
                () -> problem(List.of(), List.of(), List.of(structure("s", new int[] {2}, Steps.none(), List.of()))));
        refused("p: structures[0].use[0]: end 5 is past the last step (steps = 3)",
                () -> problem(List.of(), List.of(), List.of(structure("s", new int[] {0}, Steps.of(0, 5), List.of()))));
    }

    @Test
    void pointersReachAVariableOfEveryUserTileAndNoOther() {
        int[] users = {0, 1};
        refused("p: structures[0].pointers[0].targets.1: variable 'a' is on tile 0, not 1", () -> problem(List.of(A, B),
                List.of(), List.of(structure("s", users, Steps.none(), List.of(vector(Map.of(0, 0, 1, 0)))))));
        refused("p: structures[0].pointers[0].targets: no target for user tile 1 (every user needs one)", () -> problem(
                List.of(A, B), List.of(), List.of(structure("s", users, Steps.none(), List.of(vector(Map.of(0, 0)))))));
        refused("p: structures[0].pointers[0].targets.1: tile 1 is not a user of the structure", () -> problem(List.of(A, B),
                List.of(), List.of(structure("s", new int[] {0}, Steps.none(), List.of(vector(Map.of(0, 0, 1, 1)))))));
        refused("p: structures[0].pointers[0].targets.0: no variable 9 (the problem has 2)", () -> problem(List.of(A, B),
                List.of(), List.of(structure("s", new int[] {0}, Steps.none(), List.of(vector(Map.of(0, 9)))))));
        refused("pointers[format=vector].base: only a vectorList pointer has a base",
                () -> new StructurePointer(PointerFormat.VECTOR, new TreeMap<>(Map.of(0, 0)), new TreeMap<>(Map.of(0, 0))));
        refused("pointers[format=vectorList]: missing field 'base'",
                () -> new StructurePointer(PointerFormat.VECTOR_LIST, new TreeMap<>(Map.of(0, 0)), new TreeMap<>()));
    }

    /** The reader calls the records' checks first: for the same mistake, Java and the file get one text. */
    @Test
    void theReaderAndTheRecordsSayTheSame() {
        String head = "{\"machine\": {\"tiles\": 2, \"bytesPerTile\": 256}, \"steps\": 3, \"variables\": [";
        sameText(head + "{\"id\": \"a\", \"tile\": 0, \"size\": 8}, {\"id\": \"c\", \"tile\": 2, \"size\": 8}]}",
                () -> new TileProblem("f.json", MACHINE, 3, List.of(A, variable("c", 2, Steps.of(0, 3))), List.of(), List.of()));
        sameText(head + "{\"id\": \"a\", \"tile\": 0, \"size\": 8}], \"equalAddress\": [[\"a\", \"a\"]]}",
                () -> new TileProblem("f.json", MACHINE, 3, List.of(A), List.of(new int[] {0, 0}), List.of()));
        sameText(head + "], \"structures\": [{\"id\": \"s\", \"size\": 8, \"users\": [0], \"use\": [[0, 5]]}]}",
                () -> new TileProblem("f.json", MACHINE, 3, List.of(), List.of(),
                        List.of(structure("s", new int[] {0}, Steps.of(0, 5), List.of()))));
    }

    private static void sameText(String json, Executable javaBuilt) {
        String fromFile = assertThrows(InputException.class, () -> TileExamples.parse("f.json", json)).getMessage();
        assertEquals(fromFile, assertThrows(InputException.class, javaBuilt).getMessage());
    }
}
