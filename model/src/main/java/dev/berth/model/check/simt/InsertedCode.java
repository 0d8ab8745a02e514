package dev.berth.model.check.simt;

import dev.berth.model.CurrentBudget;
import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.Operand;
import dev.berth.model.simt.ir.Operands;

import java.util.BitSet;
import java.util.Map;

/**
 * What the pass adds around the bodies is bookkeeping: it may read anything, but it touches no shared memory,
 * takes part in no vote or warp sync, and writes only per-thread registers the input kernel never uses (the
 * next-PC register, or scratch). Otherwise the compiled kernel could compute something else while keeping
 * every body intact.
 */
final class InsertedCode {
    private InsertedCode() {
    }

    /** The first inserted instruction of {@code compiled} that breaks the rule, or null. */
    static String violation(Kernel original, Kernel compiled, Map<String, Run> byHost) {
        BitSet used = registersUsed(original);
        for (Block b : compiled.blocks()) {
            CurrentBudget.check("checking the code the pass inserted");
            Run run = byHost.get(b.label());
            for (int i = 0; i < b.body().size(); i++) {
                if (run != null && run.covers(i)) {
                    continue;
                }
                Instruction x = b.body().get(i);
                String at = "compiled block " + b.label() + ", inserted instruction " + i + " '" + x + "'";
                if (x instanceof Instruction.Load || x instanceof Instruction.Store || x instanceof Instruction.Atomic) {
                    return at + " touches shared memory; only the input's block bodies may";
                }
                if (x instanceof Instruction.Vote || x instanceof Instruction.WarpSync) {
                    return at + " synchronises the warp; only the input's block bodies may";
                }
                Operand.Reg d = Operands.written(x);
                if (d != null && used.get(d.index())) {
                    return at + " writes " + d + ", which the input kernel uses";
                }
            }
        }
        return null;
    }

    static BitSet registersUsed(Kernel k) {
        BitSet used = new BitSet();
        for (Block b : k.blocks()) {
            for (Instruction x : b.body()) {
                mark(used, x);
            }
            mark(used, b.end());
        }
        return used;
    }

    private static void mark(BitSet used, Object x) {
        for (Operand o : Operands.of(x)) {
            if (o instanceof Operand.Reg r) {
                used.set(r.index());
            }
        }
    }
}
