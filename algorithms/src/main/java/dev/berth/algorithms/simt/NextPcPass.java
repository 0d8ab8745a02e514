package dev.berth.algorithms.simt;

import dev.berth.model.Budget;
import dev.berth.model.NamedStrategy;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.params.Param;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import dev.berth.model.simt.ir.Block;
import dev.berth.model.simt.ir.Instruction;
import dev.berth.model.simt.ir.Kernel;
import dev.berth.model.simt.ir.RepresentativeScope;
import dev.berth.model.simt.ir.Terminator;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The compiler pass of the patent publication "Method, computing device, computer-readable storage medium and
 * computer program product for generating random issue of threads within a warp" (docs/simt.md), in its sound
 * reading: kernels with a mutex
 * pattern ({@link SpinLoopFinder}) get a per-thread next-PC register rN, a warp mask register wM, and around
 * every block the prologue and epilogue of {@link NextPcCodeGenerator}, with blocks numbered in a loop-nest-aware
 * reverse post-order ({@link LoopNestOrder}). Kernels without one are returned unchanged (nextPc = mask = -1)
 * unless {@code nextpc.transform=always}.
 *
 * <p>Invariant of the emitted code under the {@code nextpc} model, from {@code npc.init} on:
 * <ol>
 *   <li>every thread that has not exited holds in rN the id of the label of the original block it runs next
 *       (init sets the first; each epilogue sets the successor its own branch condition picks; nothing else
 *       writes rN, which the original code never names);</li>
 *   <li>the warp enters such a label only by {@code npc.jmp}/{@code npc.exit} to the rN of a thread that has
 *       not exited (the representative never is an exited thread), so the {@code eq} mask is never empty and the
 *       block's instructions run exactly for the threads whose next block it is; a {@code cbr} of the original
 *       becomes a per-thread {@code selp}, so no branch diverges inside the warp;</li>
 *   <li>with {@code representative=others} (the default) the representative passes round-robin to the next
 *       thread that has not exited outside the group that just ran, so within as many jumps as there are such
 *       threads each of them runs a block or has the warp: the lock holder gets to its release while the others
 *       spin, and every thread progresses as under per-thread scheduling, the groups taking turns
 *       ({@code representative=live}, round every live thread, also progresses, but a big spinning group holds the
 *       warp once per member). {@code B.catchup} only runs when the {@code lt} mask is non-empty, so {@code npc.pick}
 *       always finds a laggard;</li>
 *   <li>at a block with a vote or {@code sync.warp}, the body runs only when no thread that has not exited is
 *       numbered before it — none that, by the numbering's argument, can still reach it in the current
 *       iteration — so the vote's participants are the threads there.</li>
 * </ol>
 * {@code representative=mask} emits {@code npc.jmp.mask}/{@code npc.exit.mask}: the text's reading of "round-robin
 * among the active threads" as the current mask, kept to show that it livelocks a spin-lock (the spinners
 * keep the role; the holder, masked off, never gets the warp).
 *
 * <p>Where (4) needs more than the numbering: a vote in a loop whose body diverges. A thread still in the
 * current iteration but past the vote's block is numbered above it, so with {@code lt} the warp could come round
 * the back edge and run the vote without it (and later with threads of two different iterations), where
 * per-thread scheduling waits for it. No numbering can tell iterations apart, so a synchronising block inside a
 * loop waits for every thread that is not at it ({@code npc.mask wM, rN, ne, @B}): since the vote needs every
 * live thread, none can have gone past it this round, and every thread elsewhere is behind. Outside loops the
 * seed's {@code lt} is kept, sound by the numbering. Stat {@code syncInLoops} counts the {@code ne} blocks.
 *
 * <p>Refused (UNKNOWN, with the reason): no free per-thread or warp register within the kernel's budgets
 * (the output keeps the input's budgets), irreducible control flow (no numbering means "not reached yet"), a
 * kernel already in next-PC form. Stats: {@code spinLoops}, {@code releases}, {@code spinLoopHeaders},
 * {@code releaseSites}, {@code blocks} (of the output), {@code addedInstructions} (instructions and terminators),
 * {@code syncBlocks}, {@code syncInLoops}, {@code nextPc}, {@code mask}.
 */
public final class NextPcPass extends NamedStrategy<SimtProblem, SimtSolution> {
    public static final String NAME = "nextpc";

    /** When the pass rewrites a kernel. */
    enum Transform {
        /** Only kernels with a spin loop, as the seed's front end decides. */
        AUTO,
        /** Every kernel. */
        ALWAYS
    }

    static final Param<RepresentativeScope> REPRESENTATIVE = Param.choice("representative", RepresentativeScope.class,
            RepresentativeScope.OTHERS, "others: the threads that just ran a block pass the representative to the"
                    + " next thread outside them (the groups take turns, as under per-thread scheduling); live: round"
                    + " every thread that has not exited; mask: round the current mask, the text's reading, which"
                    + " livelocks a spin-lock");
    static final Param<Transform> TRANSFORM = Param.choice("transform", Transform.class, Transform.AUTO,
            "auto: only kernels with a spin loop; always: every kernel");

    public NextPcPass() {
        super(NAME, "the published next-PC pass: spin-loop detection, loop-nest-ordered block ids, per-block prologues"
                + " and epilogues around a next-PC register", List.of(REPRESENTATIVE, TRANSFORM));
    }

    @Override
    public Result<SimtSolution> solve(SimtProblem problem, SolveOptions options, Budget budget) {
        Kernel kernel = problem.kernel();
        String compiled = nextPcInstruction(kernel);
        if (compiled != null) {
            return Result.unknown("the kernel is already in next-PC form ('" + compiled + "')");
        }
        LoopNest nest = new LoopNest(new ControlFlowGraph(kernel), problem.name() == null ? "kernel " + kernel.name()
                : problem.name() + ": kernel " + kernel.name());
        List<SpinLoop> spins = SpinLoopFinder.find(nest);
        Map<String, Object> stats = new LinkedHashMap<>();
        stats.put("spinLoops", spins.size());
        stats.put("releases", spins.stream().mapToInt(SpinLoop::releaseCount).sum());
        stats.put("spinLoopHeaders", spins.stream().map(SpinLoop::header).collect(Collectors.joining(",")));
        stats.put("releaseSites", spins.stream().flatMap(s -> s.releases().stream()).limit(SpinLoop.LISTED)
                .collect(Collectors.joining("; ")));
        stats.put("syncBlocks", kernel.blocks().stream().filter(NextPcCodeGenerator::synchronises).count());
        stats.put("syncInLoops", syncInLoops(nest));
        // a thread owes its warp-mates something only if, after leaving the loop, it may write what they wait on:
        // a retry loop (CAS, then leave) completes on a SIMT stack, since the lane that succeeds is done
        if (spins.stream().allMatch(s -> s.releaseCount() == 0) && TRANSFORM.from(options) == Transform.AUTO) {
            return unchanged(kernel, stats);
        }
        if (nest.irreducibleEdge() != null) {
            int[] e = nest.irreducibleEdge();
            return Result.<SimtSolution>unknown("irreducible control flow: the edge " + nest.cfg().label(e[0]) + " -> "
                    + nest.cfg().label(e[1]) + " enters a loop other than at its header, so no block numbering makes"
                    + " 'next PC below the block' mean 'has not reached it'").withStats(stats);
        }
        // the wait of a synchronising block belongs just before its vote or sync, after what comes first (a
        // release): the blocks are split there and numbered, ordered and compiled as split
        Kernel split = SyncSplit.of(kernel);
        LoopNest splitNest = split == kernel ? nest : new LoopNest(new ControlFlowGraph(split), problem.name() == null
                ? "kernel " + kernel.name() : problem.name() + ": kernel " + kernel.name());
        int nextPc = FreeRegisters.lowestThreadRegister(kernel);
        if (nextPc < 0) {
            return Result.<SimtSolution>unknown("no per-thread register free for the next PC: the kernel names all "
                    + kernel.registers() + " of its .registers budget").withStats(stats);
        }
        int mask = FreeRegisters.lowestWarpRegister(kernel);
        if (mask < 0) {
            return Result.<SimtSolution>unknown("no warp register free for the mask: the kernel's .warp-registers"
                    + " budget is " + kernel.warpRegisters() + " and all are named").withStats(stats);
        }
        Kernel out = new NextPcCodeGenerator(split, nextPc, mask, REPRESENTATIVE.from(options))
                .generate(new LoopNestOrder(splitNest).order(), syncBlocksInLoops(splitNest), continued(splitNest));
        stats.put("syncSplits", split.blocks().size() - kernel.blocks().size());
        stats.put("blocks", out.blocks().size());
        stats.put("addedInstructions", NextPcCodeGenerator.added(kernel, out));
        stats.put("nextPc", nextPc);
        stats.put("mask", mask);
        return Result.feasible(new SimtSolution(out, nextPc, mask)).withStats(stats);
    }

    private static Result<SimtSolution> unchanged(Kernel kernel, Map<String, Object> stats) {
        stats.put("blocks", kernel.blocks().size());
        stats.put("addedInstructions", 0);
        stats.put("nextPc", -1);
        stats.put("mask", -1);
        return Result.feasible(new SimtSolution(kernel, -1, -1)).withStats(stats);
    }

    /**
     * Blocks the warp can enter straight from the block before them, with no jump and no prologue: those whose
     * only predecessor ends in a plain {@code bra} to them (and that hold no vote or sync, whose wait needs the
     * prologue), and the entry when nothing branches back to it.
     */
    private static java.util.Set<Integer> continued(LoopNest nest) {
        ControlFlowGraph cfg = nest.cfg();
        List<Block> blocks = cfg.kernel().blocks();
        java.util.Set<Integer> out = new java.util.TreeSet<>();
        for (int b = 0; b < blocks.size(); b++) {
            if (!cfg.reachable(b) || NextPcCodeGenerator.synchronises(blocks.get(b))) {
                continue;
            }
            List<Integer> from = cfg.predecessors(b).stream().filter(cfg::reachable).distinct().toList();
            if (b == 0 ? from.isEmpty() : from.size() == 1 && from.get(0) != b
                    && blocks.get(from.get(0)).end() instanceof Terminator.Branch) {
                out.add(b);
            }
        }
        return out;
    }

    /** Blocks with a vote or sync.warp inside a loop: their first prologue waits with {@code ne}. */
    private static long syncInLoops(LoopNest nest) {
        return syncBlocksInLoops(nest).size();
    }

    private static java.util.Set<Integer> syncBlocksInLoops(LoopNest nest) {
        List<Block> blocks = nest.cfg().kernel().blocks();
        java.util.Set<Integer> out = new java.util.TreeSet<>();
        for (int b = 0; b < blocks.size(); b++) {
            if (NextPcCodeGenerator.synchronises(blocks.get(b)) && nest.innermost(b) != null) {
                out.add(b);
            }
        }
        return out;
    }

    /** The first next-PC instruction or terminator of the kernel, as text, or null. */
    private static String nextPcInstruction(Kernel kernel) {
        for (Block b : kernel.blocks()) {
            for (Instruction x : b.body()) {
                if (x instanceof Instruction.NpcMask || x instanceof Instruction.NpcPick) {
                    return x.toString();
                }
            }
            if (b.end() instanceof Terminator.WarpBranch || b.end() instanceof Terminator.NpcJump
                    || b.end() instanceof Terminator.NpcExit) {
                return b.end().toString();
            }
        }
        return null;
    }
}
