package dev.berth.model.simt.ir;

import dev.berth.model.InputException;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A kernel: its blocks in order (the first is the entry; a block's id is its position, the value next-PC
 * registers hold), and the registers it may use — {@code registers} per thread ({@code r0..}) and
 * {@code warpRegisters} per warp ({@code w0..}, the published method's warp scalar registers, which hold masks).
 *
 * <p>Built, it holds the parser's guarantees whatever built it: unique labels, every branch target and
 * {@code @label} naming a block, every register inside the budget.
 */
public record Kernel(String name, int registers, int warpRegisters, List<Block> blocks) {
    public Kernel {
        String where = name == null || name.isEmpty() ? "kernel" : "kernel " + name;
        if (registers < 0 || warpRegisters < 0) {
            throw new InputException(where, "register budgets must be at least 0");
        }
        blocks = List.copyOf(blocks);
        if (blocks.isEmpty()) {
            throw new InputException(where, "has no block");
        }
        Map<String, Integer> index = new HashMap<>();
        for (Block b : blocks) {
            if (index.put(b.label(), index.size()) != null) {
                throw new InputException(where + ", block " + b.label(), "label defined twice");
            }
        }
        for (Block b : blocks) {
            String at = where + ", block " + b.label();
            for (String s : b.end().successors()) {
                if (!index.containsKey(s)) {
                    throw new InputException(at, "branches to unknown label '" + s + "'");
                }
            }
            for (Instruction x : b.body()) {
                check(at, x, index, registers, warpRegisters);
            }
            check(at, b.end(), index, registers, warpRegisters);
        }
    }

    private static void check(String at, Object x, Map<String, Integer> index, int registers, int warpRegisters) {
        for (Operand o : Operands.of(x)) {
            if (o instanceof Operand.Reg r && r.index() >= registers) {
                throw new InputException(at, "'" + x + "' uses " + r + ", beyond the budget of " + registers
                        + " registers (r0..r" + (registers - 1) + ")");
            }
            if (o instanceof Operand.BlockId id && !index.containsKey(id.label())) {
                throw new InputException(at, "'" + x + "' names unknown block @" + id.label());
            }
        }
        int w = Operands.warpRegister(x);
        if (w >= warpRegisters) {
            throw new InputException(at, "'" + x + "' uses w" + w + ", beyond the budget of " + warpRegisters
                    + " warp registers");
        }
    }

    /** The block's id (its position), or -1. */
    public int blockIndex(String label) {
        for (int i = 0; i < blocks.size(); i++) {
            if (blocks.get(i).label().equals(label)) {
                return i;
            }
        }
        return -1;
    }

    public Block block(String label) {
        int i = blockIndex(label);
        return i < 0 ? null : blocks.get(i);
    }

    /** The text format (docs/simt.md), which {@code KernelText.parse} reads back to an equal kernel. */
    public String toText() {
        StringBuilder sb = new StringBuilder();
        sb.append(".kernel ").append(name).append('\n');
        sb.append(".registers ").append(registers).append('\n');
        // Always written: the parser's default (4) is not 0, so leaving it out would change a kernel without any.
        sb.append(".warp-registers ").append(warpRegisters).append('\n');
        for (Block b : blocks) {
            sb.append('\n').append(b.label()).append(":\n");
            for (Instruction x : b.body()) {
                sb.append("    ").append(x).append('\n');
            }
            sb.append("    ").append(b.end()).append('\n');
        }
        return sb.toString();
    }

    /** Every instruction, block by block (terminators not included). */
    public List<Instruction> instructions() {
        List<Instruction> out = new ArrayList<>();
        blocks.forEach(b -> out.addAll(b.body()));
        return out;
    }
}
