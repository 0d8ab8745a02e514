package dev.berth.model.simt.io;

import dev.berth.model.CurrentBudget;
import dev.berth.model.InputException;
import dev.berth.model.simt.SimtLimits;
import dev.berth.model.simt.ir.Address;
import dev.berth.model.simt.ir.AtomicOp;
import dev.berth.model.simt.ir.BinaryOp;
import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.CompareOp;
import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.Operand;
import dev.berth.model.simt.ir.RepresentativeScope;
import dev.berth.model.simt.ir.SpecialRegister;
import dev.berth.model.simt.ir.Terminator;
import dev.berth.model.simt.ir.VoteOp;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The kernel text format (docs/simt.md): directives, labels, one instruction per line, {@code ;} or
 * {@code //} comments. A block without a terminator falls through to the next label; instructions before the
 * first label form the block {@code entry}. Every error names the source and line.
 */
public final class KernelText {
    /** Per-thread registers when {@code .registers} is absent. */
    public static final int DEFAULT_REGISTERS = 32;
    /** Warp registers when {@code .warp-registers} is absent. */
    public static final int DEFAULT_WARP_REGISTERS = 4;

    private static final Pattern LABEL = Pattern.compile("([A-Za-z_][A-Za-z0-9_.$]*)\\s*:(.*)");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_.$]*");
    private static final Pattern ADDRESS = Pattern.compile("\\[\\s*([^\\]+\\-\\s]+)\\s*(?:([+-])\\s*([0-9xXa-fA-F]+)\\s*)?]");

    private final String source;
    private final int maxInstructions;
    private final String limitName;
    private String name = "kernel";
    private int registers = DEFAULT_REGISTERS;
    private int warpRegisters = DEFAULT_WARP_REGISTERS;
    private final List<Block> blocks = new ArrayList<>();
    private String label;
    private List<Instruction> body;
    private int labelLine;
    private boolean ended;
    private int line;
    /** Instructions and terminators so far, the implicit fall-through branches included. */
    private long count;

    private KernelText(String source, int maxInstructions, String limitName) {
        this.source = source;
        this.maxInstructions = maxInstructions;
        this.limitName = limitName;
    }

    /** An instance's kernel: at most {@link SimtLimits#MAX_INSTRUCTIONS} instructions and terminators. */
    public static Kernel parse(String source, String text) {
        return new KernelText(source, SimtLimits.MAX_INSTRUCTIONS, "simt.instructions").read(text);
    }

    /** A compiled kernel (a solution's): at most {@link SimtLimits#MAX_COMPILED_INSTRUCTIONS}. */
    public static Kernel parseCompiled(String source, String text) {
        return new KernelText(source, SimtLimits.MAX_COMPILED_INSTRUCTIONS, "simt.compiledInstructions").read(text);
    }

    private Kernel read(String text) {
        // lines are taken one at a time rather than split up front: a text of millions of empty lines would
        // otherwise become millions of strings before the first one is looked at
        int from = 0;
        while (from <= text.length()) {
            int nl = text.indexOf('\n', from);
            int to = nl < 0 ? text.length() : nl;
            String raw = text.substring(from, to > from && text.charAt(to - 1) == '\r' ? to - 1 : to);
            from = to + 1;
            line++;
            if ((line & 1023) == 0) {
                CurrentBudget.check("reading the kernel text");
            }
            String s = strip(raw);
            if (s.isEmpty()) {
                continue;
            }
            if (s.startsWith(".")) {
                directive(s);
                continue;
            }
            Matcher m = LABEL.matcher(s);
            if (m.matches()) { // no instruction contains a colon
                startBlock(m.group(1));
                s = m.group(2).trim();
                if (s.isEmpty()) {
                    continue;
                }
            }
            statement(s);
        }
        if (label == null) {
            throw error("the kernel has no instruction");
        }
        if (!ended) {
            line = labelLine;
            throw error("block " + label + " falls off the end of the kernel (end it with exit or a branch)");
        }
        try {
            return new Kernel(name, registers, warpRegisters, blocks);
        } catch (InputException e) {
            throw new InputException(source + ": " + e.where(), e.getMessage().substring(e.getMessage().indexOf(": ") + 2));
        }
    }

    /** Counts one more instruction or terminator, refusing the kernel as soon as it passes the limit. */
    private void counted() {
        if (++count > maxInstructions) {
            throw SimtLimits.tooManyInstructions(source + ":" + line, count, maxInstructions, limitName);
        }
    }

    private static String strip(String raw) {
        String s = raw;
        int c = s.indexOf(';');
        if (c >= 0) {
            s = s.substring(0, c);
        }
        c = s.indexOf("//");
        if (c >= 0) {
            s = s.substring(0, c);
        }
        return s.trim();
    }

    private void directive(String s) {
        String[] parts = s.split("\\s+");
        if (!blocks.isEmpty() || label != null) {
            throw error("directive " + parts[0] + " after the first block");
        }
        if (parts.length != 2) {
            throw error("expected '" + parts[0] + " VALUE'");
        }
        switch (parts[0]) {
            case ".kernel" -> {
                if (!NAME.matcher(parts[1]).matches()) {
                    throw error("bad kernel name '" + parts[1] + "'");
                }
                name = parts[1];
            }
            case ".registers" -> registers = count(parts[1], ".registers");
            case ".warp-registers" -> {
                warpRegisters = count(parts[1], ".warp-registers");
                SimtLimits.checkWarpRegisters(source + ":" + line + ": .warp-registers", warpRegisters);
            }
            default -> throw error("unknown directive " + parts[0] + " (known: .kernel, .registers, .warp-registers)");
        }
    }

    private int count(String text, String what) {
        try {
            int n = Integer.parseInt(text);
            if (n < 0 || n > 65536) {
                throw error(what + " must be within [0, 65536], got " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            throw error(what + " expects a number, got '" + text + "'");
        }
    }

    private void startBlock(String next) {
        if (label != null) {
            if (!ended) {
                finish(new Terminator.Branch(next));
            }
        }
        label = next;
        labelLine = line;
        body = new ArrayList<>();
        ended = false;
    }

    private void finish(Terminator end) {
        counted();
        blocks.add(new Block(label, body, end));
        ended = true;
    }

    private void statement(String s) {
        if (label == null) {
            startBlock("entry");
        }
        if (ended) {
            throw error("'" + s + "' follows the end of block " + label + " and no label starts a new block");
        }
        int sp = s.indexOf(' ');
        String op = (sp < 0 ? s : s.substring(0, sp)).toLowerCase(Locale.ROOT);
        List<String> args = sp < 0 ? List.of() : splitArgs(s.substring(sp + 1));
        Object x = instruction(op, args);
        if (x instanceof Terminator t) {
            finish(t);
        } else {
            counted();
            body.add((Instruction) x);
        }
    }

    private static List<String> splitArgs(String text) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        StringBuilder cur = new StringBuilder();
        for (char ch : text.toCharArray()) {
            if (ch == '[') {
                depth++;
            } else if (ch == ']') {
                depth--;
            }
            if (ch == ',' && depth == 0) {
                out.add(cur.toString().trim());
                cur.setLength(0);
            } else {
                cur.append(ch);
            }
        }
        out.add(cur.toString().trim());
        return out;
    }

    private Object instruction(String op, List<String> a) {
        switch (op) {
            case "mov" -> {
                arity(op, a, 2);
                return new Instruction.Mov(reg(a.get(0)), operand(a.get(1)));
            }
            case "selp" -> {
                arity(op, a, 4);
                return new Instruction.Select(reg(a.get(0)), operand(a.get(1)), operand(a.get(2)), operand(a.get(3)));
            }
            case "ld" -> {
                arity(op, a, 2);
                return new Instruction.Load(reg(a.get(0)), address(a.get(1)));
            }
            case "st" -> {
                arity(op, a, 2);
                return new Instruction.Store(address(a.get(0)), operand(a.get(1)));
            }
            case "atom.cas" -> {
                arity(op, a, 4);
                return new Instruction.Atomic(AtomicOp.CAS, reg(a.get(0)), address(a.get(1)), operand(a.get(2)),
                        operand(a.get(3)));
            }
            case "atom.exch", "atom.add" -> {
                arity(op, a, 3);
                return new Instruction.Atomic(op.equals("atom.exch") ? AtomicOp.EXCH : AtomicOp.ADD, reg(a.get(0)),
                        address(a.get(1)), operand(a.get(2)), new Operand.Imm(0));
            }
            case "vote.any", "vote.all", "vote.ballot" -> {
                arity(op, a, 2);
                return new Instruction.Vote(VoteOp.valueOf(op.substring(5).toUpperCase(Locale.ROOT)), reg(a.get(0)),
                        operand(a.get(1)));
            }
            case "sync.warp" -> {
                arity(op, a, 0);
                return new Instruction.WarpSync();
            }
            case "npc.mask" -> {
                arity(op, a, 4);
                CompareOp c = compare(a.get(2));
                return new Instruction.NpcMask(warpReg(a.get(0)), reg(a.get(1)), c, operand(a.get(3)));
            }
            case "npc.pick" -> {
                arity(op, a, 0);
                return new Instruction.NpcPick();
            }
            case "bra" -> {
                arity(op, a, 1);
                return new Terminator.Branch(name(a.get(0)));
            }
            case "cbr" -> {
                arity(op, a, 3);
                return new Terminator.CondBranch(operand(a.get(0)), name(a.get(1)), name(a.get(2)));
            }
            case "wbr" -> {
                arity(op, a, 3);
                return new Terminator.WarpBranch(warpReg(a.get(0)), name(a.get(1)), name(a.get(2)));
            }
            case "exit" -> {
                arity(op, a, 0);
                return new Terminator.Exit();
            }
            case "npc.jmp", "npc.jmp.mask", "npc.jmp.others" -> {
                arity(op, a, 1);
                return new Terminator.NpcJump(reg(a.get(0)), scope(op));
            }
            case "npc.exit", "npc.exit.mask", "npc.exit.others" -> {
                arity(op, a, 1);
                return new Terminator.NpcExit(reg(a.get(0)), scope(op));
            }
            default -> {
                if (op.startsWith("set.")) {
                    arity(op, a, 3);
                    return new Instruction.Compare(compare(op.substring(4)), reg(a.get(0)), operand(a.get(1)),
                            operand(a.get(2)));
                }
                for (BinaryOp b : BinaryOp.values()) {
                    if (b.text().equals(op)) {
                        arity(op, a, 3);
                        return new Instruction.Binary(b, reg(a.get(0)), operand(a.get(1)), operand(a.get(2)));
                    }
                }
                throw error("unknown instruction '" + op + "'");
            }
        }
    }

    private static RepresentativeScope scope(String op) {
        return op.endsWith(".mask") ? RepresentativeScope.MASK : op.endsWith(".others") ? RepresentativeScope.OTHERS
                : RepresentativeScope.LIVE;
    }

    private void arity(String op, List<String> a, int n) {
        int got = a.size() == 1 && a.get(0).isEmpty() ? 0 : a.size();
        if (got != n) {
            throw error(op + " takes " + n + " operand" + (n == 1 ? "" : "s") + ", got " + got);
        }
    }

    private CompareOp compare(String text) {
        try {
            return CompareOp.valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw error("unknown comparison '" + text + "' (eq, ne, lt, le, gt, ge)");
        }
    }

    private String name(String text) {
        if (!NAME.matcher(text).matches()) {
            throw error("expected a label, got '" + text + "'");
        }
        return text;
    }

    private Operand.Reg reg(String text) {
        Operand o = operand(text);
        if (o instanceof Operand.Reg r) {
            return r;
        }
        throw error("expected a register r0, r1, ..., got '" + text + "'");
    }

    private int warpReg(String text) {
        if (text.matches("w[0-9]+")) {
            return Integer.parseInt(text.substring(1));
        }
        throw error("expected a warp register w0, w1, ..., got '" + text + "'");
    }

    private Operand operand(String text) {
        if (text.isEmpty()) {
            throw error("missing operand");
        }
        if (text.matches("r[0-9]{1,6}")) {
            return new Operand.Reg(Integer.parseInt(text.substring(1)));
        }
        if (text.startsWith("%")) {
            SpecialRegister s = SpecialRegister.byText(text);
            if (s == null) {
                throw error("unknown special register '" + text + "' (%tid, %laneid, %warpid, %nlanes, %nwarps)");
            }
            return new Operand.Special(s);
        }
        if (text.startsWith("@")) {
            return new Operand.BlockId(name(text.substring(1)));
        }
        Long v = number(text);
        if (v == null) {
            throw error("bad operand '" + text + "'");
        }
        return new Operand.Imm(v);
    }

    private Address address(String text) {
        Matcher m = ADDRESS.matcher(text);
        if (!m.matches()) {
            throw error("expected an address [base], [base+offset] or [number], got '" + text + "'");
        }
        Operand base = operand(m.group(1));
        long offset = 0;
        if (m.group(2) != null) {
            Long v = number(m.group(3));
            if (v == null) {
                throw error("bad offset in '" + text + "'");
            }
            offset = m.group(2).equals("-") ? -v : v;
        }
        return new Address(base, offset);
    }

    private static Long number(String text) {
        try {
            if (text.startsWith("0x") || text.startsWith("0X")) {
                return Long.parseUnsignedLong(text.substring(2), 16);
            }
            if (text.startsWith("-0x") || text.startsWith("-0X")) {
                return -Long.parseUnsignedLong(text.substring(3), 16);
            }
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private InputException error(String message) {
        return new InputException(source + ":" + line, message);
    }
}
