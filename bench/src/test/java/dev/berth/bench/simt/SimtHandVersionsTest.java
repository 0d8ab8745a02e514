package dev.berth.bench.simt;

import dev.berth.model.simt.Launch;
import dev.berth.simulator.simt.ExecutionModel;
import dev.berth.simulator.simt.SimtOutcome;
import dev.berth.simulator.simt.SimtRunOptions;
import dev.berth.simulator.simt.SimtRunReport;
import dev.berth.simulator.simt.SimtSimulation;
import dev.berth.simulator.simt.SimtSimulator;
import dev.berth.model.io.TextFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The hand-restructured versions of the corpus's lock kernels (examples/simt/corpus/hand): each completes under
 * classic reconvergence ({@code ipdom}) — on the deterministic schedule and on seeded random ones — with exactly
 * the final memory its original leaves under per-thread scheduling ({@code its}, the reference), at 1x2, 1x4,
 * 1x32 and 4x32; and every corpus lock kernel that a SIMT stack hangs has a hand version or is listed in the
 * directory's README as having none. Runs stop at the family's step budget, never at a clock.
 */
class SimtHandVersionsTest {
    static final Path HAND = SimtCorpusTest.CORPUS.resolve("hand");
    static final List<String> LAUNCHES = List.of("1x2", "1x4", "1x32", "4x32");
    static final long[] SEEDS = {1, 7, 42};
    private static final Map<String, CorpusKernel> ORIGINALS = CorpusKernel.readAll(SimtCorpusTest.CORPUS).stream()
            .collect(Collectors.toMap(CorpusKernel::file, Function.identity()));
    private static final List<CorpusKernel> HANDS = CorpusKernel.readAll(HAND);
    private static final Map<String, SimtRunReport> REFERENCE = new ConcurrentHashMap<>();

    static Stream<Arguments> runs() {
        return HANDS.stream().flatMap(h -> LAUNCHES.stream().flatMap(l -> Stream.concat(Stream.of(-1L),
                Stream.of(SEEDS[0], SEEDS[1], SEEDS[2])).map(seed -> Arguments.of(h.file(), l,
                seed < 0 ? "deterministic" : "seed " + seed, h, seed))));
    }

    static Stream<Arguments> hands() {
        return HANDS.stream().map(h -> Arguments.of(h.file(), h));
    }

    static Launch launch(String launch) {
        String[] p = launch.split("x");
        int warps = Integer.parseInt(p[0]);
        int lanes = Integer.parseInt(p[1]);
        return new Launch(warps, lanes, 2 * warps * lanes + 64, Map.of());
    }

    static SimtRunReport run(CorpusKernel k, String launch, ExecutionModel model, long seed) {
        Launch l = launch(launch);
        SimtRunOptions o = seed < 0 ? SimtRunOptions.deterministic() : SimtRunOptions.random(seed);
        return SimtSimulator.run(k.kernel(), l, model, o.withMaxSteps(SimtSimulation.stepBudget(l)));
    }

    /** The original kernel of the same file name under its, deterministic: the reference memory. */
    static SimtRunReport reference(String file, String launch) {
        return REFERENCE.computeIfAbsent(file + " " + launch, key -> {
            CorpusKernel original = ORIGINALS.get(file);
            SimtRunReport its = run(original, launch, ExecutionModel.ITS, -1);
            assertTrue(its.completed(), file + " " + launch + " under its: " + its.message());
            return its;
        });
    }

    /** The kernels the README lists as having no sensible version for a SIMT stack. */
    static Set<String> listedWithoutHandVersion() {
        String readme = TextFiles.read(HAND.resolve("README.md"));
        int at = readme.indexOf("## No hand version");
        assertTrue(at >= 0, "README.md has a '## No hand version' section");
        int end = readme.indexOf("\n## ", at + 1);
        String section = readme.substring(at, end < 0 ? readme.length() : end);
        Set<String> listed = new TreeSet<>();
        Matcher m = Pattern.compile("^- `([\\w.-]+\\.simt)`", Pattern.MULTILINE).matcher(section);
        while (m.find()) {
            listed.add(m.group(1));
        }
        return listed;
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("runs")
    void completesUnderIpdomWithTheOriginalsMemoryUnderIts(String file, String launch, String schedule,
                                                           CorpusKernel hand, long seed) {
        assertTrue(ORIGINALS.containsKey(file), file + ": no corpus kernel of that name");
        SimtRunReport ipdom = run(hand, launch, ExecutionModel.IPDOM, seed);
        assertEquals(SimtOutcome.COMPLETED, ipdom.outcome(), file + " " + launch + " " + schedule + ": "
                + ipdom.message());
        assertEquals(reference(file, launch).memory(), ipdom.memory(), file + " " + launch + " " + schedule);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("hands")
    void restructuresALockKernelThatHangsAStackAndStatesTheSameWords(String file, CorpusKernel hand) {
        CorpusKernel original = ORIGINALS.get(file);
        assertTrue(original != null, file + ": no corpus kernel of that name");
        assertTrue(original.waits() && original.ipdomHangs(), file + ": the original is a lock kernel that hangs");
        assertTrue(hand.waits() && !hand.ipdomHangs(), file + ": the hand version says it completes under ipdom");
        assertEquals(original.expected(), hand.expected(), file + ": the same stated words as the original");
        // the runner tells a hang from a completion: the original provably hangs where its hand version completes
        SimtRunReport hangs = run(original, "1x32", ExecutionModel.IPDOM, -1);
        assertTrue(hangs.outcome() == SimtOutcome.LIVELOCK || hangs.outcome() == SimtOutcome.DEADLOCK,
                file + " original at 1x32: " + hangs.message());
        assertFalse(hangs.suspected(), hangs.message());
    }

    @Test
    void everyLockKernelThatHangsAStackHasAHandVersionOrIsListedInTheReadme() {
        Set<String> hand = HANDS.stream().map(CorpusKernel::file).collect(Collectors.toSet());
        Set<String> listed = listedWithoutHandVersion();
        List<String> hanging = ORIGINALS.values().stream().filter(k -> k.waits() && k.ipdomHangs())
                .map(CorpusKernel::file).sorted().toList();
        assertFalse(hanging.isEmpty());
        for (String f : hanging) {
            assertTrue(hand.contains(f) || listed.contains(f), f + ": neither a hand version nor listed in README.md");
            assertFalse(hand.contains(f) && listed.contains(f), f + ": both a hand version and listed");
        }
        for (String f : listed) {
            assertTrue(hanging.contains(f), f + ": listed in README.md but not a corpus lock kernel that hangs");
        }
    }

    /** Not a check: the warp instructions of each hand version under ipdom beside its original's under its. */
    @Test
    void printsTheWarpInstructionsBesideTheOriginals() {
        StringBuilder out = new StringBuilder("| kernel | launch | hand ipdom steps | original its steps | ratio |\n");
        for (CorpusKernel h : HANDS) {
            for (String l : List.of("1x32", "4x32")) {
                SimtRunReport ipdom = run(h, l, ExecutionModel.IPDOM, -1);
                SimtRunReport its = reference(h.file(), l);
                out.append(String.format("| %s | %s | %d | %d | %.3f |%n", h.file(), l, ipdom.steps(), its.steps(),
                        (double) ipdom.steps() / its.steps()));
            }
        }
        System.out.print(out);
    }
}
