package dev.berth.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.Result;
import dev.berth.model.SolveOptions;
import dev.berth.model.Status;
import dev.berth.model.families.ChannelsFamily;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.DependenceKind;
import dev.berth.model.channels.analysis.AddressDependences;
import dev.berth.model.channels.analysis.ChannelsPlan;
import dev.berth.model.channels.analysis.CodeMakespan;
import dev.berth.model.channels.analysis.Edge;
import dev.berth.model.channels.analysis.TransitiveReduction;
import dev.berth.model.channels.analysis.Unrolled;
import dev.berth.model.channels.testing.ChannelsExamples;
import dev.berth.model.sync.SyncMapping;
import dev.berth.solvers.sync.ExactSyncAllocator;
import dev.berth.model.io.Json;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.Semantics;
import dev.berth.simulator.channels.ChannelsSimulationReport;
import dev.berth.simulator.channels.ChannelsSimulator;
import dev.berth.solvers.channels.ChannelsStrategies;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import static dev.berth.cli.CliTest.berth;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code exact.serialize} against the second opinion: the serialised answer runs clean on the channels simulator,
 * whose timed run (its own unrolling, the channels themselves) gives the makespan the strategy computed from the
 * code's happens-before. Here because only this module sees both the solvers and the simulator.
 */
class SerializedChannelsSimulateTest {
    @TempDir
    Path dir;

    static ChannelsProblem threeUsable() {
        return ChannelsExamples.workedExample(Semantics.FLAG)
                .withSync(new ResourceClass(ResourceClass.DEFAULT, 4, List.of(0), Semantics.FLAG));
    }

    @Test
    void theSimulatorRunsTheSerialisedAnswerCleanInTheReportedMakespan() {
        ChannelsProblem p = threeUsable();
        SolveOptions o = SolveOptions.defaults().withThreads(1).withTimeLimit(Duration.ofSeconds(30))
                .withParam("exact.serialize", "true");
        Result<ChannelsSolution> r = ChannelsStrategies.REGISTRY.byName("exact").solve(p, o);
        assertEquals(Status.FEASIBLE, r.status(), r.reason());
        assertTrue(((Number) r.stats().get("serialized")).intValue() >= 1);
        ChannelsSimulationReport sim = ChannelsSimulator.run(p, r.solution());
        assertTrue(sim.clean(), sim.firstViolationMessage());
        assertEquals(((Number) r.stats().get("makespan")).longValue(), sim.makespan());
    }

    /** Ordering that costs cycles (p2 held for c1, p5 for c4): both timings say 225, not the 200 without it. */
    @Test
    void theCodesMakespanAgreesWithTheSimulatorWhenOrderingCosts() {
        ChannelsProblem p = ChannelsExamples.workedExample();
        long[] atZero = {0};
        Unrolled program = Unrolled.of(p, atZero);
        List<Edge> all = new ArrayList<>(AddressDependences.of(program));
        all.add(new Edge(1, 2, DependenceKind.SERIALIZE));
        all.add(new Edge(7, 8, DependenceKind.SERIALIZE));
        all.sort(Comparator.comparingInt(Edge::from).thenComparingInt(Edge::to));
        ChannelsPlan plan = ChannelsPlan.of(p, atZero, TransitiveReduction.of(program, all, true));
        Result<SyncMapping> ids = new ExactSyncAllocator().solve(plan.code().sync(), SolveOptions.defaults());
        ChannelsSolution s = plan.solution(ids.solution().ids());
        ChannelsSimulationReport sim = ChannelsSimulator.run(p, s);
        assertTrue(sim.clean(), sim.firstViolationMessage());
        assertEquals(225, sim.makespan());
        assertEquals(sim.makespan(), CodeMakespan.of(program, s.warps()));
    }

    @Test
    void fromTheCommandLineTheAnswerCarriesItsSerialisingPairsAndChecks() throws IOException {
        Path instance = dir.resolve("three.json");
        Files.writeString(instance, Json.MAPPER.writeValueAsString(
                ChannelsFamily.INSTANCE.write(threeUsable())));
        Path out = dir.resolve("s.json");
        CliTest.Run r = berth("solve", instance.toString(), "-P", "exact.serialize=true", "--out", out.toString());
        assertEquals(0, r.code(), r.err());
        JsonNode j = Json.MAPPER.readTree(r.out());
        assertEquals("FEASIBLE", j.get("status").asText(), r.out());
        long serialize = 0;
        for (JsonNode d : j.get("dependences")) {
            if (d.get("kind").asText().equals("serialize")) {
                serialize++;
                assertTrue(d.get("sync").isTextual(), d.toString());
            }
        }
        assertEquals(j.get("stats").get("serialized").asLong(), serialize);
        CliTest.Run check = berth("check", instance.toString(), out.toString());
        assertEquals(0, check.code(), check.out());
        CliTest.Run sim = berth("simulate", instance.toString(), out.toString());
        assertEquals(0, sim.code(), sim.out());
    }
}
