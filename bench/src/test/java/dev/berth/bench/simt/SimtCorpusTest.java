package dev.berth.bench.simt;

import dev.berth.model.simt.Launch;
import dev.berth.model.simt.SimtProblem;
import dev.berth.simulator.simt.ExecutionModel;
import dev.berth.simulator.simt.SimtOutcome;
import dev.berth.simulator.simt.SimtRunOptions;
import dev.berth.simulator.simt.SimtRunReport;
import dev.berth.simulator.simt.SimtSimulation;
import dev.berth.simulator.simt.SimtSimulator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What must hold of the spin-pattern corpus whatever the next-PC pass does: every kernel parses and states its
 * class, its behaviour under a SIMT stack and the words it leaves; under {@code its} it completes at 1x4 and 4x32
 * with exactly those words, which change when a thread is taken away (the result depends on the threads, so a
 * wrong schedule shows); classic reconvergence provably hangs the kernels said to hang and completes the others
 * with {@code its}' memory — the CAS retry loops among them; the committed instances hold the corpus's kernels.
 * Runs stop at the family's step budget, never at a clock.
 */
class SimtCorpusTest {
    static final Path CORPUS = Path.of(System.getProperty("berth.home", ".."), "examples", "simt", "corpus");
    private static final List<CorpusKernel> KERNELS = CorpusKernel.readAll(CORPUS);

    static Stream<Arguments> kernels() {
        return KERNELS.stream().map(k -> Arguments.of(k.file(), k));
    }

    static Stream<Arguments> checkedLaunches() {
        return KERNELS.stream().flatMap(k -> Stream.of("1x4", "4x32").map(l -> Arguments.of(k.file(), l, k)));
    }

    static Stream<Arguments> allLaunches() {
        return KERNELS.stream().flatMap(k -> SimtCorpusReport.LAUNCHES.stream().map(l -> Arguments.of(k.file(), l, k)));
    }

    static SimtRunReport run(CorpusKernel k, ExecutionModel model, int warps, int lanes) {
        Launch launch = new Launch(warps, lanes, 2 * warps * lanes + 64, Map.of());
        return SimtSimulator.run(k.kernel(), launch, model,
                SimtRunOptions.deterministic().withMaxSteps(SimtSimulation.stepBudget(launch)));
    }

    private static int[] wl(String launch) {
        String[] p = launch.split("x");
        return new int[] {Integer.parseInt(p[0]), Integer.parseInt(p[1])};
    }

    @Test
    void theCorpusHasTwentyKernelsOrMoreWithDistinctNamesAndBothClasses() {
        assertTrue(KERNELS.size() >= 20, KERNELS.size() + " kernels");
        assertEquals(KERNELS.size(), new HashSet<>(KERNELS.stream().map(k -> k.kernel().name()).toList()).size());
        assertTrue(KERNELS.stream().anyMatch(k -> !k.waits()), "a lock-free CAS retry kernel");
        assertTrue(KERNELS.stream().filter(CorpusKernel::waits).count() >= 20);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("kernels")
    void statesItsWordsAtBothCheckedLaunchesAndALockFreeKernelNeverHangsAStack(String file, CorpusKernel k) {
        assertTrue(k.expected().containsKey("1x4") && k.expected().containsKey("4x32"), file + ": " + k.expected());
        assertTrue(k.waits() || !k.ipdomHangs(), file + ": no thread waits, so a SIMT stack cannot hang it");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("checkedLaunches")
    void completesUnderItsWithTheStatedWords(String file, String launch, CorpusKernel k) {
        int[] l = wl(launch);
        SimtRunReport its = run(k, ExecutionModel.ITS, l[0], l[1]);
        assertTrue(its.completed(), file + " " + launch + ": " + its.message());
        k.expected().get(launch).forEach((a, v) -> assertEquals(v, its.word(a), file + " " + launch + " [" + a + "]"));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("checkedLaunches")
    void theStatedWordsChangeWhenTheLastLaneOfEveryWarpIsTakenAway(String file, String launch, CorpusKernel k) {
        int[] l = wl(launch);
        SimtRunReport fewer = run(k, ExecutionModel.ITS, l[0], l[1] - 1);
        assertTrue(fewer.completed(), file + " one lane fewer: " + fewer.message());
        Map<Integer, Long> stated = k.expected().get(launch);
        assertTrue(stated.entrySet().stream().anyMatch(e -> e.getKey() >= fewer.memory().size()
                        || fewer.word(e.getKey()) != e.getValue()),
                file + ": every stated word is the same without the last lane of each warp");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("checkedLaunches")
    void aSimtStackHangsExactlyTheKernelsSaidToHang(String file, String launch, CorpusKernel k) {
        int[] l = wl(launch);
        SimtRunReport ipdom = run(k, ExecutionModel.IPDOM, l[0], l[1]);
        if (k.ipdomHangs()) {
            assertTrue(ipdom.outcome() == SimtOutcome.LIVELOCK || ipdom.outcome() == SimtOutcome.DEADLOCK,
                    file + " " + launch + ": " + ipdom.message());
            assertFalse(ipdom.suspected(), "proved by a repeated state or no warp issuing: " + ipdom.message());
        } else {
            assertTrue(ipdom.completed(), file + " " + launch + ": " + ipdom.message());
            assertEquals(run(k, ExecutionModel.ITS, l[0], l[1]).memory(), ipdom.memory(), file + " " + launch);
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("allLaunches")
    void theCommittedInstanceHoldsTheKernelUnderItsLaunch(String file, String launch, CorpusKernel k) {
        SimtProblem p = SimtCorpusReport.instance(CORPUS.resolve("instances"), k, launch);
        assertEquals(2 * p.launch().threads() + 64, p.launch().sharedWords(), file + " " + launch);
        assertTrue(p.launch().memory().values().stream().allMatch(v -> v == 0), "shared memory starts zero");
    }
}
