package dev.berth.model.tiles;

import dev.berth.model.CurrentBudget;
import dev.berth.model.InputException;
import dev.berth.model.Problem;
import dev.berth.model.io.Numbers;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A multi-tile memory problem: every tile's variables with their liveness over {@code steps} BSP supersteps,
 * the equal-address sets the input imposes (variable indices), and the read-only structures whose
 * share-or-replicate decision is part of the solution.
 *
 * <p>Built, it holds the file reader's guarantees whatever built it (the reader calls the same checks first,
 * to name the file and the JSON path): ids unique across variables and structures, every tile on the
 * machine, every interval within the steps, equal-address sets of distinct existing variables, and every
 * pointer reaching, on each user tile and only there, a variable of that tile.
 */
public final class TileProblem implements Problem {
    /** {@link TileLimits#MAX_STEPS}. */
    public static final int MAX_STEPS = TileLimits.MAX_STEPS;
    private final String name;
    private final Machine machine;
    private final int steps;
    private final List<TileVariable> variables;
    private final List<int[]> equalAddress;
    private final List<ReadOnlyStructure> structures;
    private final int[][] variablesOfTile;
    private final Map<String, Integer> variableIndex = new HashMap<>();
    private final Map<String, Integer> structureIndex = new HashMap<>();

    public TileProblem(String name, Machine machine, int steps, List<TileVariable> variables, List<int[]> equalAddress,
                       List<ReadOnlyStructure> structures) {
        String prefix = name == null || name.isEmpty() ? "" : name + ": ";
        this.name = name;
        if (machine == null) {
            throw new InputException(name, "missing field 'machine'");
        }
        this.machine = machine;
        checkSteps(prefix + "steps", steps);
        this.steps = steps;
        this.variables = InputException.copyOfPresent(prefix + "variables", variables);
        this.equalAddress = InputException.copyOfPresent(prefix + "equalAddress", equalAddress);
        this.structures = InputException.copyOfPresent(prefix + "structures", structures);
        TileLimits.check(prefix, machine, steps, this.variables, this.equalAddress, this.structures);
        int[] count = new int[machine.tiles()];
        for (int i = 0; i < this.variables.size(); i++) {
            if ((i & 4095) == 0) {
                CurrentBudget.check("checking the variables");
            }
            TileVariable v = this.variables.get(i);
            if (variableIndex.containsKey(v.id()) || v.tile() >= machine.tiles() || v.live().first() < 0
                    || v.live().last() > steps) { // the name of the field is built only for the message
                String where = prefix + "variables[" + i + "]";
                checkNewVariable(where + ".id", v.id(), variableIndex.keySet());
                checkVariableTile(where + ".tile", v.tile(), machine.tiles());
                checkWithin(where + ".live", v.live(), steps);
            }
            count[v.tile()]++;
            variableIndex.put(v.id(), i);
        }
        checkEqualAddress(prefix);
        variablesOfTile = new int[machine.tiles()][];
        for (int t = 0; t < count.length; t++) {
            variablesOfTile[t] = new int[count[t]];
            count[t] = 0;
        }
        for (int i = 0; i < this.variables.size(); i++) {
            int t = this.variables.get(i).tile();
            variablesOfTile[t][count[t]++] = i;
        }
        for (int s = 0; s < this.structures.size(); s++) {
            checkStructure(prefix + "structures[" + s + "]", this.structures.get(s));
            structureIndex.put(this.structures.get(s).id(), s);
        }
    }

    private void checkEqualAddress(String prefix) {
        for (int i = 0; i < equalAddress.size(); i++) {
            Set<Integer> seen = new HashSet<>();
            int[] set = equalAddress.get(i);
            for (int j = 0; j < set.length; j++) {
                String where = prefix + "equalAddress[" + i + "][" + j + "]";
                checkVariableIndex(where, set[j]);
                checkNewMember(where, variables.get(set[j]).id(), set[j], seen);
                seen.add(set[j]);
            }
        }
    }

    private void checkStructure(String where, ReadOnlyStructure s) {
        checkStructureId(where + ".id", s.id(), variableIndex.keySet(), structureIndex.keySet());
        int[] users = s.users();
        Set<Integer> userSet = new HashSet<>();
        for (int j = 0; j < users.length; j++) {
            checkUserTile(where + ".users[" + j + "]", users[j], machine.tiles());
            userSet.add(users[j]);
        }
        checkWithin(where + ".use", s.use(), steps);
        for (int j = 0; j < s.pointers().size(); j++) {
            StructurePointer ptr = s.pointers().get(j);
            checkPerTile(where + ".pointers[" + j + "].targets", ptr.targets(), userSet);
            if (ptr.format() == PointerFormat.VECTOR_LIST) {
                checkPerTile(where + ".pointers[" + j + "].base", ptr.base(), userSet);
            }
        }
    }

    private void checkPerTile(String where, Map<Integer, Integer> perTile, Set<Integer> users) {
        for (Map.Entry<Integer, Integer> e : perTile.entrySet()) {
            String at = where + "." + e.getKey();
            checkIsUser(at, e.getKey(), users);
            checkVariableIndex(at, e.getValue());
            checkOnTile(at, variables.get(e.getValue()), e.getKey());
        }
        checkEveryUser(where, users, perTile.keySet());
    }

    private void checkVariableIndex(String where, Integer v) {
        if (v == null || v < 0 || v >= variables.size()) {
            throw new InputException(where, "no variable " + v + " (the problem has " + variables.size() + ")");
        }
    }

    /** Every merged interval of {@code s} against the steps (a set of steps holds no empty interval). */
    private static void checkWithin(String where, Steps s, int steps) {
        for (int k = 0; k < s.intervals(); k++) {
            checkInterval(where + "[" + k + "]", s.start(k), s.end(k), steps);
        }
    }

    /** Refuses a step count outside [1, {@link #MAX_STEPS}]. */
    public static void checkSteps(String where, long steps) {
        if (steps < 1) {
            throw new InputException(where, "must be at least 1, got " + steps);
        }
        TileLimits.check(where, "steps", steps, MAX_STEPS, "tiles.steps");
    }

    /** Refuses a half-open interval [start, end) that is empty or not within the steps. */
    public static void checkInterval(String where, long start, long end, int steps) {
        if (start < 0) {
            throw new InputException(where + "[0]", "must be at least 0, got " + start);
        }
        if (end > steps) {
            throw new InputException(where, "end " + end + " is past the last step (steps = " + steps + ")");
        }
        if (start >= end) {
            throw new InputException(where, "empty interval [" + start + ", " + end + ") (half-open: start < end)");
        }
    }

    /** Refuses a variable id already in {@code defined}; the caller records it. */
    public static void checkNewVariable(String where, String id, Collection<String> defined) {
        if (defined.contains(id)) {
            throw new InputException(where, "variable '" + Numbers.abbreviate(id) + "' is defined twice");
        }
    }

    /** Refuses a variable's tile past the machine's last one. */
    public static void checkVariableTile(String where, long tile, int tiles) {
        if (tile >= tiles) {
            throw new InputException(where, "tile " + tile + " is not on the machine (" + tiles + " tiles)");
        }
    }

    /** Refuses variable {@code index} (named {@code id}) when already in the equal-address set ({@code seen}). */
    public static void checkNewMember(String where, String id, int index, Collection<Integer> seen) {
        if (seen.contains(index)) {
            throw new InputException(where, "variable '" + Numbers.abbreviate(id) + "' appears twice in the set");
        }
    }

    /** Refuses a structure id a variable or an earlier structure has: a solution maps both by id. */
    public static void checkStructureId(String where, String id, Collection<String> variableIds,
                                        Collection<String> structureIds) {
        if (variableIds.contains(id) || structureIds.contains(id)) {
            throw new InputException(where, "id '" + Numbers.abbreviate(id) + "' is already used"
                    + (variableIds.contains(id) ? " by a variable (ids share one namespace)" : " by another structure"));
        }
    }

    /** Refuses a structure's user tile past the machine's last one. */
    public static void checkUserTile(String where, long tile, int tiles) {
        if (tile >= tiles) {
            throw new InputException(where, "tile " + tile + " is not on the machine");
        }
    }

    /** Refuses a pointer target keyed by a tile that does not use the structure. */
    public static void checkIsUser(String where, int tile, Collection<Integer> users) {
        if (!users.contains(tile)) {
            throw new InputException(where, "tile " + tile + " is not a user of the structure");
        }
    }

    /** Refuses a pointer target on {@code tile} that is a variable of another tile. */
    public static void checkOnTile(String where, TileVariable v, int tile) {
        if (v.tile() != tile) {
            throw new InputException(where, "variable '" + Numbers.abbreviate(v.id()) + "' is on tile " + v.tile()
                    + ", not " + tile);
        }
    }

    /** Refuses a pointer that reaches nothing on one of the structure's users. */
    public static void checkEveryUser(String where, Collection<Integer> users, Collection<Integer> targeted) {
        for (int u : users.stream().sorted().toList()) {
            if (!targeted.contains(u)) {
                throw new InputException(where, "no target for user tile " + u + " (every user needs one)");
            }
        }
    }


    @Override
    public String family() {
        return "tiles";
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public TileProblem withName(String n) {
        return new TileProblem(n, machine, steps, variables, equalAddress, structures);
    }

    public TileProblem withStructures(List<ReadOnlyStructure> s) {
        return new TileProblem(name, machine, steps, variables, equalAddress, s);
    }

    public Machine machine() {
        return machine;
    }

    public int tiles() {
        return machine.tiles();
    }

    public int steps() {
        return steps;
    }

    /** Every step, for always-live data. */
    public Steps always() {
        return Steps.of(0, steps);
    }

    public List<TileVariable> variables() {
        return variables;
    }

    public TileVariable variable(int i) {
        return variables.get(i);
    }

    public int variableCount() {
        return variables.size();
    }

    /** Indices of the variables of {@code tile}, ascending. */
    public int[] variablesOf(int tile) {
        return variablesOfTile[tile];
    }

    /** Index of the variable named {@code id}, or -1. */
    public int variableIndex(String id) {
        return variableIndex.getOrDefault(id, -1);
    }

    public List<int[]> equalAddress() {
        return equalAddress;
    }

    public List<ReadOnlyStructure> structures() {
        return structures;
    }

    public ReadOnlyStructure structure(int s) {
        return structures.get(s);
    }

    public int structureCount() {
        return structures.size();
    }

    /** Index of the structure named {@code id}, or -1. */
    public int structureIndex(String id) {
        return structureIndex.getOrDefault(id, -1);
    }

    /** Structure indices each tile uses. */
    public List<List<Integer>> structuresOfTile() {
        List<List<Integer>> out = new ArrayList<>();
        for (int t = 0; t < tiles(); t++) {
            out.add(new ArrayList<>());
        }
        for (int s = 0; s < structures.size(); s++) {
            for (int u : structures.get(s).users()) {
                out.get(u).add(s);
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return name + " (" + tiles() + " tiles, " + variables.size() + " variables, " + equalAddress.size()
                + " equal-address sets, " + structures.size() + " structures, " + steps + " steps)";
    }
}
