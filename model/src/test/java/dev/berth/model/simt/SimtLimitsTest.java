package dev.berth.model.simt;

import dev.berth.model.Budget;
import dev.berth.model.CurrentBudget;
import dev.berth.model.InputException;
import dev.berth.model.OutOfTime;
import dev.berth.model.TooLarge;
import dev.berth.model.io.Json;
import dev.berth.model.simt.io.KernelText;
import dev.berth.model.simt.io.SimtJson;
import dev.berth.model.simt.io.SimtSolutions;
import dev.berth.model.simt.ir.Kernel;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each simt limit refuses what passes it, naming the field and the limit, and lets through what meets it. */
class SimtLimitsTest {
    /** A kernel of {@code lines} instructions and terminators: {@code lines - 1} moves, then exit. */
    private static String straight(int lines, String head) {
        StringBuilder b = new StringBuilder(head).append("a:\n");
        for (int i = 1; i < lines; i++) {
            b.append("  mov r0, ").append(i).append('\n');
        }
        return b.append("  exit\n").toString();
    }

    private static SimtProblem instance(String kernel, int warps, int lanes, int shared) {
        String json = "{\"kernelText\": " + Json.MAPPER.valueToTree(kernel) + ", \"launch\": {\"warps\": " + warps
                + ", \"threadsPerWarp\": " + lanes + ", \"shared\": " + shared + "}}";
        return SimtJson.parse("b.json", Json.parse("b.json", json));
    }

    private static TooLarge refused(String limit, String field, Runnable read) {
        InputException e = assertThrows(InputException.class, read::run);
        TooLarge t = assertInstanceOf(TooLarge.class, e, e.getMessage());
        assertEquals(limit, t.limit());
        assertTrue(e.getMessage().contains("limit " + limit), e.getMessage());
        assertTrue(e.getMessage().contains(field), field + " not in: " + e.getMessage());
        return t;
    }

    @Test
    void aKernelPastTheInstructionLimitIsRefusedAtTheLineThatPassesIt() {
        String text = straight(SimtLimits.MAX_INSTRUCTIONS + 1, "");
        TooLarge t = refused("simt.instructions", "k.simt:" + (SimtLimits.MAX_INSTRUCTIONS + 2),
                () -> KernelText.parse("k.simt", text));
        assertTrue(t.getMessage().contains("10,001 instructions and terminators"), t.getMessage());
    }

    @Test
    void aKernelAtTheInstructionLimitIsRead() {
        Kernel k = KernelText.parse("k.simt", straight(SimtLimits.MAX_INSTRUCTIONS, ""));
        assertEquals(SimtLimits.MAX_INSTRUCTIONS, OriginalSize.of(k).instructions());
    }

    @Test
    void labelsAloneCountTheirFallThroughBranches() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i <= SimtLimits.MAX_INSTRUCTIONS; i++) {
            b.append('l').append(i).append(":\n");
        }
        refused("simt.instructions", "k.simt", () -> KernelText.parse("k.simt", b + "  exit\n"));
    }

    @Test
    void aCompiledKernelHasItsOwnLargerLimit() {
        String head = "{\"nextPc\": 1, \"mask\": 0, \"kernel\": ";
        String fits = straight(SimtLimits.MAX_INSTRUCTIONS * 2, ".registers 4\n");
        assertEquals(SimtLimits.MAX_INSTRUCTIONS * 2L,
                OriginalSize.of(SimtSolutions.read("s.json", head + Json.MAPPER.valueToTree(fits) + "}").kernel())
                        .instructions());
        String past = straight(SimtLimits.MAX_COMPILED_INSTRUCTIONS + 1, ".registers 4\n");
        refused("simt.compiledInstructions", "s.json (kernel)",
                () -> SimtSolutions.read("s.json", head + Json.MAPPER.valueToTree(past) + "}"));
    }

    @Test
    void registerWordsOverTheLaunchAreRefusedBeforeAnythingIsAllocated() {
        String k = ".registers 65536\na:\n  exit\n";
        TooLarge t = refused("simt.registerWords", "b.json: launch", () -> instance(k, 1024, 64, 1));
        assertTrue(t.getMessage().contains("65536 threads × 65536 .registers"), t.getMessage());
        assertTrue(t.getMessage().contains("4,294,967,296"), t.getMessage());
        // 1024 × 64 threads × 64 registers is the limit itself
        assertEquals(SimtLimits.MAX_REGISTER_WORDS, instance(".registers 64\na:\n  exit\n", 1024, 64, 1).launch()
                .threads() * 64L);
        refused("simt.registerWords", "launch", () -> new SimtProblem("p", KernelText.parse("k", k),
                new Launch(1024, 64, 1, java.util.Map.of())));
    }

    @Test
    void sharedWordsPastTheLimitAreRefusedNamingTheField() {
        refused("simt.sharedWords", "b.json: launch.shared",
                () -> instance("a:\n  exit\n", 1, 1, SimtLimits.MAX_SHARED_WORDS + 1));
        refused("simt.sharedWords", "launch.shared", () -> new Launch(1, 1, 1 << 24, java.util.Map.of()));
        assertEquals(SimtLimits.MAX_SHARED_WORDS, instance("a:\n  exit\n", 1, 1, SimtLimits.MAX_SHARED_WORDS)
                .launch().sharedWords());
    }

    @Test
    void moreInitialWordsThanSharedWordsAreRefusedBeforeAnyIsStored() {
        String json = "{\"kernelText\": \"a:\\n exit\\n\", \"launch\": {\"shared\": 2, \"memory\": {\"0\": 1, \"1\": 2,"
                + " \"2\": 3}}}";
        InputException e = assertThrows(InputException.class, () -> SimtJson.parse("b.json", Json.parse("b", json)));
        assertTrue(e.getMessage().startsWith("b.json: launch.memory: 3 addresses for 2 shared words"), e.getMessage());
    }

    @Test
    void warpRegistersPastTheLimitAreRefused() {
        refused("simt.warpRegisters", "k.simt:1: .warp-registers",
                () -> KernelText.parse("k.simt", ".warp-registers 65\na:\n  exit\n"));
        assertEquals(SimtLimits.MAX_WARP_REGISTERS,
                KernelText.parse("k.simt", ".warp-registers 64\na:\n  exit\n").warpRegisters());
    }

    @Test
    void readingAKernelStopsWhenItsBudgetIsCancelled() {
        Budget cancelled = Budget.unlimited();
        cancelled.cancel();
        String text = straight(5000, "");
        OutOfTime e = assertThrows(OutOfTime.class,
                () -> CurrentBudget.during(cancelled, () -> KernelText.parse("k.simt", text)));
        assertTrue(e.cancelled());
        assertTrue(e.getMessage().contains("reading the kernel text"), e.getMessage());
    }

    @Test
    void savingWordsNeverOverflow() {
        assertEquals(Long.MAX_VALUE, SimtLimits.registerWords(Long.MAX_VALUE / 2, 3));
        assertEquals(0, SimtLimits.registerWords(0, 65536));
    }
}
