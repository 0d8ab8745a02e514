package dev.berth.model.check.simt;

import dev.berth.model.Certificate;
import dev.berth.model.Checker;
import dev.berth.model.Score;
import dev.berth.model.simt.OriginalSize;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.Operand;
import dev.berth.model.simt.ir.Operands;

import java.util.ArrayList;
import java.util.List;

/**
 * The simt family's independent checker, from formats.md and docs/simt.md, seeing only the records: the
 * compiled kernel keeps the input's register budgets; for the SIMT stack ({@code nextPc} -1) it is the input
 * kernel or a restructuring of it (bodies kept, split only into consecutive pieces, inserted code bookkeeping);
 * compiled, its next-PC and mask registers are inside the budgets and untouched by the input's code, every
 * input block keeps its label and its body as one unchanged run ({@link BodyPlacement}), and the code around
 * the bodies is bookkeeping ({@link InsertedCode}). Whether the compiled kernel computes what the input does
 * is the simulator's question, not a static one. The score is the compiled kernel's size.
 */
public final class SimtChecker implements Checker<SimtProblem, SimtSolution> {

    @Override
    public String violation(SimtProblem p, SimtSolution s) {
        if (s == null || s.kernel() == null) {
            return "no solution";
        }
        Kernel in = p.kernel();
        Kernel out = s.kernel();
        if (out.registers() != in.registers() || out.warpRegisters() != in.warpRegisters()) {
            return "the compiled kernel has " + out.registers() + " registers and " + out.warpRegisters()
                    + " warp registers, the input " + in.registers() + " and " + in.warpRegisters()
                    + ": the budgets are the hardware's and the pass must fit in them";
        }
        String hw = firstHardware(in);
        if (hw != null) {
            return "the input kernel already uses next-PC hardware (" + hw + "); only an uncompiled kernel is an instance";
        }
        return s.nextPc() < 0 ? unchanged(in, s) : compiled(in, s);
    }

    private static String unchanged(Kernel in, SimtSolution s) {
        if (s.maskRegister() >= 0) {
            return "mask w" + s.maskRegister() + " without a next-PC register: an unchanged kernel has neither (-1)";
        }
        String hw = firstHardware(s.kernel());
        if (hw != null) {
            return hw + " is next-PC hardware, which only a compiled kernel (nextPc >= 0) may use";
        }
        if (in.blocks().equals(s.kernel().blocks())) {
            return null;
        }
        // a restructuring for the SIMT stack: the same rules as a compiled kernel's bodies and inserted code
        BodyPlacement.Found found = BodyPlacement.of(in, s.kernel());
        if (found.violation() != null) {
            return "with nextPc -1 the kernel is the input's or a restructuring of it, but " + found.violation();
        }
        String inserted = InsertedCode.violation(in, s.kernel(), found.byHost());
        return inserted == null ? null : "with nextPc -1 the kernel is the input's or a restructuring of it, but "
                + inserted;
    }

    private static String compiled(Kernel in, SimtSolution s) {
        Kernel out = s.kernel();
        if (s.nextPc() >= out.registers()) {
            return "next-PC register r" + s.nextPc() + " is beyond the budget of " + out.registers() + " registers";
        }
        if (s.maskRegister() < 0 || s.maskRegister() >= out.warpRegisters()) {
            return "mask register w" + s.maskRegister() + " is not within the " + out.warpRegisters()
                    + " warp registers (a compiled kernel needs one)";
        }
        for (Block b : in.blocks()) {
            for (Object x : code(b)) {
                for (Operand o : Operands.of(x)) {
                    if (o instanceof Operand.Reg r && r.index() == s.nextPc()) {
                        return "block " + b.label() + ": the input's '" + x + "' uses r" + s.nextPc()
                                + ", the next-PC register, which would clobber it";
                    }
                }
            }
        }
        BodyPlacement.Found found = BodyPlacement.of(in, out);
        if (found.violation() != null) {
            return found.violation();
        }
        return InsertedCode.violation(in, out, found.byHost());
    }

    /** "block B: 'npc.pick'" for the first next-PC instruction or terminator of {@code k}, or null. */
    private static String firstHardware(Kernel k) {
        for (Block b : k.blocks()) {
            for (Object x : code(b)) {
                if (Operands.nextPcHardware(x)) {
                    return "block " + b.label() + ": '" + x + "'";
                }
            }
        }
        return null;
    }

    private static List<Object> code(Block b) {
        List<Object> out = new ArrayList<Object>(b.body());
        out.add(b.end());
        return out;
    }

    /** The compiled kernel's static size: its instructions and terminators. */
    @Override
    public Score score(SimtProblem p, SimtSolution s) {
        return Score.of(size(s.kernel()));
    }

    static long size(Kernel k) {
        long n = 0;
        for (Block b : k.blocks()) {
            n += b.body().size() + 1;
        }
        return n;
    }

    /** An {@link OriginalSize} that counts the input kernel right, and a bound no higher than it. */
    @Override
    public String boundViolation(SimtProblem p, SimtSolution s, Certificate certificate, long bound) {
        if (!(certificate instanceof OriginalSize o)) {
            return "not a simt certificate: " + (certificate == null ? "none" : certificate.describe());
        }
        long size = size(p.kernel());
        if (o.instructions() != size) {
            return "the certificate counts " + o.instructions() + " instructions and terminators; the kernel has " + size;
        }
        return bound > size ? "bound " + bound + " is above the kernel's size " + size : null;
    }

    /** Nothing is: the unchanged kernel is always an answer. */
    @Override
    public String infeasibilityViolation(SimtProblem p, Certificate certificate) {
        return "no simt instance is infeasible: the unchanged kernel is always an answer";
    }
}
