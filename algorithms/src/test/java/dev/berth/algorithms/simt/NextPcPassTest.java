package dev.berth.algorithms.simt;

import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.io.KernelText;
import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.CompareOp;
import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.Operand;
import dev.berth.model.simt.ir.Operand.BlockId;
import dev.berth.model.simt.ir.Operand.Reg;
import dev.berth.model.simt.ir.Operands;
import dev.berth.model.simt.ir.RepresentativeScope;
import dev.berth.model.simt.ir.Terminator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The emitted code, structurally: the simulator that runs it is written separately. */
class NextPcPassTest {
    static final List<String> LOCKS = SimtKernels.LOCKS;
    private static final SolveOptions OPTIONS = SolveOptions.defaults().withTimeLimit(null).withScope(NextPcPass.NAME);

    private static Result<SimtSolution> pass(Kernel k, SolveOptions options) {
        return new NextPcPass().solve(SimtKernels.problem(k), options);
    }

    private static SimtSolution transformed(Kernel k) {
        Result<SimtSolution> r = pass(k, OPTIONS);
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertTrue(r.solution().transformed());
        return r.solution();
    }

    private static Set<Integer> registersNamed(Kernel k) {
        Set<Integer> used = new HashSet<>();
        for (Block b : k.blocks()) {
            List<Object> all = new ArrayList<>(b.body());
            all.add(b.end());
            for (Object x : all) {
                for (Operand o : Operands.of(x)) {
                    if (o instanceof Reg r) {
                        used.add(r.index());
                    }
                }
            }
        }
        return used;
    }

    @ParameterizedTest
    @FieldSource("LOCKS")
    void everyOriginalInstructionRunsInItsOwnBlockBetweenThePrologueAndTheEpilogue(String file) {
        Kernel in = SimtKernels.example(file);
        SimtSolution s = transformed(in);
        Kernel out = s.kernel();
        Reg npc = new Reg(s.nextPc());
        for (Block b : in.blocks()) {
            Block o = out.block(NextPcCodeGenerator.synchronises(b) ? b.label() + ".run" : b.label());
            List<Instruction> expected = new ArrayList<>();
            if (!straight(in, b.label())) {
                expected.add(new Instruction.NpcMask(s.maskRegister(), npc, CompareOp.EQ, new BlockId(b.label())));
            }
            expected.addAll(b.body());
            switch (b.end()) {
                case Terminator.Branch br when straight(in, br.target()) -> assertEquals(br, o.end());
                case Terminator.Branch br -> {
                    expected.add(new Instruction.Mov(npc, new BlockId(br.target())));
                    assertEquals(new Terminator.NpcJump(npc, RepresentativeScope.OTHERS), o.end());
                }
                case Terminator.CondBranch c -> {
                    expected.add(new Instruction.Select(npc, c.cond(), new BlockId(c.taken()),
                            new BlockId(c.notTaken())));
                    assertEquals(new Terminator.NpcJump(npc, RepresentativeScope.OTHERS), o.end());
                }
                default -> assertEquals(new Terminator.NpcExit(npc, RepresentativeScope.OTHERS), o.end());
            }
            assertEquals(expected, o.body(), file + ", block " + b.label());
        }
        // and nothing else of the original anywhere: the added code only names rN and wM
        List<Instruction> originalInOutputOrder = new ArrayList<>();
        for (Block o : out.blocks()) {
            Block b = in.block(o.label());
            if (b != null && !NextPcCodeGenerator.synchronises(b)) {
                originalInOutputOrder.addAll(b.body());
            }
        }
        assertEquals(originalInOutputOrder, out.instructions().stream()
                .filter(x -> Operands.written(x) == null || Operands.written(x).index() != s.nextPc())
                .filter(x -> !(x instanceof Instruction.NpcMask)).toList(), file);
    }

    @ParameterizedTest
    @FieldSource("LOCKS")
    void theEntrySetsEveryNextPcToTheFirstBlockAndIdsFollowTheLoopNestOrder(String file) {
        Kernel in = SimtKernels.example(file);
        SimtSolution s = transformed(in);
        Kernel out = s.kernel();
        Block init = out.blocks().get(0);
        String first = in.blocks().get(0).label();
        assertEquals(List.of(new Instruction.Mov(new Reg(s.nextPc()), new BlockId(first))), init.body());
        assertEquals(new Terminator.Branch(first), init.end());
        LoopNest nest = new LoopNest(new ControlFlowGraph(in));
        for (int u = 0; u < in.blocks().size(); u++) {
            for (String v : in.blocks().get(u).end().successors()) {
                int from = out.blockIndex(in.blocks().get(u).label());
                int to = out.blockIndex(v);
                assertTrue(nest.isBackEdge(u, in.blockIndex(v)) ? to <= from : from < to, file + ": -> " + v);
            }
        }
    }

    @ParameterizedTest
    @FieldSource("LOCKS")
    void theRegistersAreOnesTheKernelNeverNamesWithinItsBudgets(String file) {
        Kernel in = SimtKernels.example(file);
        SimtSolution s = transformed(in);
        assertFalse(registersNamed(in).contains(s.nextPc()));
        assertTrue(s.nextPc() < in.registers());
        assertEquals(0, s.maskRegister()); // the kernel has no warp registers of its own
        assertEquals(in.registers(), s.kernel().registers());
        assertEquals(in.warpRegisters(), s.kernel().warpRegisters());
        Set<Integer> named = registersNamed(s.kernel());
        named.removeAll(registersNamed(in));
        assertEquals(Set.of(s.nextPc()), named);
    }

    @ParameterizedTest
    @FieldSource("LOCKS")
    void thePrintedOutputParsesBackToItself(String file) {
        Kernel out = transformed(SimtKernels.example(file)).kernel();
        assertEquals(out, KernelText.parse("printed", out.toText()));
    }

    /**
     * Whether the warp enters block {@code label} straight, with no prologue: the entry when no block branches to
     * it; another block without a vote or sync when exactly one block branches to it, with a plain {@code bra}.
     */
    private static boolean straight(Kernel in, String label) {
        List<Block> from = in.blocks().stream().filter(b -> switch (b.end()) {
            case Terminator.Branch br -> br.target().equals(label);
            case Terminator.CondBranch c -> c.taken().equals(label) || c.notTaken().equals(label);
            default -> false;
        }).toList();
        if (in.blocks().get(0).label().equals(label)) {
            return from.isEmpty();
        }
        return from.size() == 1 && !from.get(0).label().equals(label) && from.get(0).end() instanceof Terminator.Branch
                && !NextPcCodeGenerator.synchronises(in.block(label));
    }

    @Test
    void aBlockOnlyAPlainBranchReachesIsEnteredWithoutAJumpOrPrologue() {
        Kernel k = SimtKernels.parse("""
                spin:
                    atom.cas r1, [0], 0, 1
                    set.ne r2, r1, 0
                    cbr r2, spin, critical
                critical:
                    ld r3, [1]
                    bra count
                count:
                    add r3, r3, 1
                    st [1], r3
                    atom.exch r4, [0], 0
                    exit
                """);
        Kernel out = transformed(k).kernel();
        assertEquals(new Terminator.Branch("count"), out.block("critical").end());
        assertFalse(out.block("count").body().get(0) instanceof Instruction.NpcMask);
        assertTrue(out.block("spin").body().get(0) instanceof Instruction.NpcMask, "two edges reach spin");
        assertTrue(out.block("critical").body().get(0) instanceof Instruction.NpcMask, "reached by a cbr");
    }

    @Test
    void theSpinLockBecomesFiveBlocksAroundR5() {
        Result<SimtSolution> r = pass(SimtKernels.example("spinlock.simt"), OPTIONS);
        assertEquals(List.of("npc.init", "entry", "spin", "critical"),
                r.solution().kernel().blocks().stream().map(Block::label).toList());
        assertEquals(5, r.solution().nextPc());
        assertEquals(1, r.stats().get("spinLoops"));
        assertEquals(1, r.stats().get("releases"));
        assertEquals(4, r.stats().get("blocks"));
        // init: mov + bra; per block but the entry, which every thread starts in: npc.mask; one mov/selp per block
        // unless it exits
        assertEquals(2 + 2 + 2, r.stats().get("addedInstructions"));
    }

    @Test
    void aLockFreeKernelIsLeftUnchangedUnlessAskedToTransformAlways() {
        Kernel k = SimtKernels.parse(SimtKernels.REDUCTION);
        Result<SimtSolution> r = pass(k, OPTIONS);
        assertEquals(Status.FEASIBLE, r.status());
        assertSame(k, r.solution().kernel());
        assertEquals(-1, r.solution().nextPc());
        assertEquals(-1, r.solution().maskRegister());
        assertEquals(0, r.stats().get("spinLoops"));
        SimtSolution always = pass(k, OPTIONS.withParam("nextpc.transform", "always")).solution();
        assertTrue(always.transformed());
        assertEquals(0, always.nextPc()); // the reduction never names r0
    }

    @Test
    void aCasRetryLoopComesBackUnchangedSinceItCompletesOnAStack() {
        Kernel retry = SimtKernels.parse("""
                .registers 8
                retry:
                    ld r1, [0]
                    add r2, r1, 1
                    atom.cas r3, [0], r1, r2
                    set.ne r4, r3, r1
                    cbr r4, retry, done
                done:
                    exit
                """);
        Result<SimtSolution> r = pass(retry, OPTIONS);
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertFalse(r.solution().transformed());
        assertEquals(1, r.stats().get("spinLoops"));
        assertEquals(0, r.stats().get("releases"));
    }

    @Test
    void aKernelNamingEveryRegisterIsUnknownAndTheReasonNamesTheBudget() {
        Kernel full = SimtKernels.parse("""
                .kernel full
                .registers 3
                spin:
                    atom.cas r0, [0], 0, 1
                    set.ne r1, r0, 0
                    mov r2, 0
                    cbr r1, spin, done
                done:
                    st [0], 0
                    exit
                """);
        Result<SimtSolution> r = pass(full, OPTIONS);
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().contains(".registers budget"), r.reason());
        Kernel noWarp = SimtKernels.parse(SimtKernels.example("spinlock.simt").toText()
                .replace(".warp-registers 2", ".warp-registers 0"));
        Result<SimtSolution> w = pass(noWarp, OPTIONS);
        assertEquals(Status.UNKNOWN, w.status(), "warp registers: " + noWarp.warpRegisters());
        assertTrue(w.reason().contains(".warp-registers"), w.reason());
    }

    @Test
    void theTextsMaskReadingEmitsMaskJumpsAndExits() {
        Result<SimtSolution> r = pass(SimtKernels.example("spinlock.simt"),
                OPTIONS.withParam("nextpc.representative", "mask"));
        String text = r.solution().kernel().toText();
        assertTrue(text.contains("npc.jmp.mask r5"), text);
        assertTrue(text.contains("npc.exit.mask r5"), text);
        String live = transformed(SimtKernels.example("spinlock.simt")).kernel().toText();
        assertFalse(live.contains("npc.jmp.mask") || live.contains("npc.exit.mask"), live);
    }

    @Test
    void aVoteBlockWaitsForLaggardsAndAddedLabelsAvoidTheKernels() {
        Kernel k = SimtKernels.parse("""
                .kernel vote
                .registers 8
                .warp-registers 2
                spin:
                    atom.cas r1, [0], 0, 1
                    cbr r1, spin, count
                count:
                    atom.exch r2, [0], 0
                    vote.ballot r3, 1
                    bra count.run
                count.run:
                    st [1], r3
                    exit
                """);
        Kernel out = transformed(k).kernel();
        // count is split at its vote: the release runs first, then count.sync waits for the laggards
        assertEquals(List.of("npc.init2", "spin", "count", "count.sync", "count.sync.catchup2", "count.sync.run2",
                "count.run"), out.blocks().stream().map(Block::label).toList());
        Reg npc = new Reg(0);
        assertEquals(List.of(new Instruction.NpcMask(0, npc, CompareOp.EQ, new BlockId("count")),
                        k.block("count").body().get(0), new Instruction.Mov(npc, new BlockId("count.sync"))),
                out.block("count").body());
        assertEquals(List.of(new Instruction.NpcMask(0, npc, CompareOp.LT, new BlockId("count.sync"))),
                out.block("count.sync").body());
        assertEquals(new Terminator.WarpBranch(0, "count.sync.catchup2", "count.sync.run2"), out.block("count.sync").end());
        assertEquals(List.of(new Instruction.NpcPick()), out.block("count.sync.catchup2").body());
        assertEquals(new Terminator.NpcJump(npc, RepresentativeScope.OTHERS), out.block("count.sync.catchup2").end());
        assertEquals(new Instruction.NpcMask(0, npc, CompareOp.EQ, new BlockId("count.sync")),
                out.block("count.sync.run2").body().get(0));
        assertEquals(out, KernelText.parse("printed", out.toText()));
    }

    @Test
    void irreducibleFlowAndAlreadyCompiledKernelsAreRefused() {
        Kernel twoEntries = SimtKernels.parse("""
                .kernel twoEntries
                .registers 4
                entry:
                    cbr %laneid, a, b
                a:
                    ld r1, [0]
                    cbr r1, b, out
                b:
                    bra a
                out:
                    exit
                """);
        Result<SimtSolution> r = pass(twoEntries, OPTIONS.withParam("nextpc.transform", "always"));
        assertEquals(Status.UNKNOWN, r.status());
        assertTrue(r.reason().startsWith("irreducible"), r.reason());
        Kernel compiled = transformed(SimtKernels.example("spinlock.simt")).kernel();
        assertEquals(Status.UNKNOWN, pass(compiled, OPTIONS).status());
    }

    @Test
    void aVoteInALoopWaitsForEveryThreadNotAtIt() {
        Kernel k = SimtKernels.parse("""
                .kernel voteInLoop
                .registers 8
                .warp-registers 2
                entry:
                    mov r1, 0
                head:
                    vote.ballot r2, 1
                    st [%laneid], r2
                    and r3, %laneid, 1
                    cbr r3, slow, latch
                slow:
                    add r4, r4, 1
                latch:
                    add r1, r1, 1
                    set.lt r5, r1, 3
                    cbr r5, head, done
                done:
                    exit
                """);
        Result<SimtSolution> r = pass(k, OPTIONS.withParam("nextpc.transform", "always"));
        assertEquals(1L, r.stats().get("syncBlocks"));
        assertEquals(1L, r.stats().get("syncInLoops"));
        // an odd lane in slow is numbered after head: lt would not hold the warp for it, ne does
        Kernel out = r.solution().kernel();
        assertTrue(out.blockIndex("slow") > out.blockIndex("head"));
        assertEquals(CompareOp.NE, ((Instruction.NpcMask) out.block("head").body().get(0)).op());
    }
}
