package dev.berth.simulator.simt;

import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Kernel;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A kernel as the machines read it: blocks by id, labels resolved once. A pc is a block id and an index in
 * it; the index equal to the body's length is the terminator.
 */
final class KernelCode {
    final Kernel kernel;
    final Block[] blocks;
    private final Map<String, Integer> ids = new HashMap<>();
    /** Successor block ids, in the terminator's order. */
    final int[][] successors;

    KernelCode(Kernel kernel) {
        this.kernel = kernel;
        this.blocks = kernel.blocks().toArray(new Block[0]);
        for (int i = 0; i < blocks.length; i++) {
            ids.put(blocks[i].label(), i);
        }
        successors = new int[blocks.length][];
        for (int i = 0; i < blocks.length; i++) {
            List<String> s = blocks[i].end().successors();
            successors[i] = s.stream().mapToInt(this::id).toArray();
        }
    }

    int id(String label) {
        Integer i = ids.get(label);
        if (i == null) {
            throw new IllegalStateException("no block " + label); // Kernel's constructor refuses such kernels
        }
        return i;
    }

    /** The instruction or terminator at the pc. */
    Object at(int block, int index) {
        Block b = blocks[block];
        return index < b.body().size() ? b.body().get(index) : b.end();
    }

    /** Whether the instruction at the pc reads or writes shared memory: the only way warps affect each other. */
    boolean shared(int block, int index) {
        Object x = at(block, index);
        return x instanceof Instruction.Load || x instanceof Instruction.Store || x instanceof Instruction.Atomic;
    }

    /** {@code spin:1}: a pc as reports print it. */
    String pc(int block, int index) {
        return blocks[block].label() + ":" + index;
    }

    /** {@code block spin, instruction 1 'atom.cas r1, [0], 0, 1'}: a pc as fault messages name it. */
    String describe(int block, int index) {
        return "block " + blocks[block].label() + ", instruction " + index + " '" + at(block, index) + "'";
    }
}
