package dev.berth.model.tiles;

import dev.berth.model.Problem;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A multi-tile memory problem: every tile's variables with their liveness over {@code steps} BSP supersteps,
 * the equal-address sets the input imposes (variable indices), and the read-only structures whose
 * share-or-replicate decision is part of the solution.
 */
public final class TileProblem implements Problem {
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
        this.name = name;
        this.machine = machine;
        this.steps = steps;
        this.variables = List.copyOf(variables);
        this.equalAddress = List.copyOf(equalAddress);
        this.structures = List.copyOf(structures);
        int[] count = new int[machine.tiles()];
        for (int i = 0; i < this.variables.size(); i++) {
            TileVariable v = this.variables.get(i);
            if (v.tile() < 0 || v.tile() >= machine.tiles()) {
                throw new IllegalArgumentException("variable " + v.id() + " on tile " + v.tile() + " outside the machine");
            }
            count[v.tile()]++;
            if (variableIndex.put(v.id(), i) != null) {
                throw new IllegalArgumentException("variable " + v.id() + " defined twice");
            }
        }
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
            if (structureIndex.put(this.structures.get(s).id(), s) != null) {
                throw new IllegalArgumentException("structure " + this.structures.get(s).id() + " defined twice");
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
