package dev.berth.emit.cuda;

import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;
import dev.berth.model.families.SyncFamily;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.SyncProblem;

import java.util.HashMap;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Sync and channels answers as one self-contained CUDA file each. The mapping is emitted as given, valid or not
 * (a harness must be able to show a wrong mapping failing); Berth's checker's verdict on it goes into the file
 * and its JSON line.
 */
public final class CudaEmission {
    private CudaEmission() {
    }

    /** What was emitted: the source, and the program it was written from. */
    public record Emitted(String source, BarrierProgram program) {
    }

    public static Emitted sync(SyncProblem problem, SyncMapping mapping, EmitSettings settings, String instance,
                               String solution) {
        SyncProblem under = BarrierProgram.under(problem, settings.semantics());
        return emit(under, mapping.ids(), op -> settings.computeCycles(), settings, instance, solution);
    }

    /** A channels answer through its generated warps: each intrinsic instance lasts its stage's cycles. */
    public static Emitted channels(ChannelsProblem problem, ChannelsSolution solution, EmitSettings settings,
                                   String instance, String solutionName) {
        SyncProblem sync = BarrierProgram.under(solution.syncProblem(problem.name(), problem.sync()),
                settings.semantics());
        int[] ids = solution.syncIds(sync);
        for (int r = 0; r < ids.length; r++) {
            if (ids[r] == -2) {
                ids[r] = SyncMapping.UNASSIGNED;
            }
        }
        return emit(sync, ids, cyclesOf(problem, settings.computeCycles()), settings, instance, solutionName);
    }

    private static Emitted emit(SyncProblem problem, int[] ids, ToLongFunction<SyncOp> cycles, EmitSettings settings,
                                String instance, String solution) {
        String verdict = SyncFamily.INSTANCE.checker().violation(problem, new SyncMapping(ids));
        BarrierProgram program = BarrierProgram.lower(problem, ids, cycles, verdict);
        return new Emitted(CudaSource.of(program, settings, instance, solution), program);
    }

    /** The cycles of instance {@code STAGE:ID:I} (ids may hold colons, so every split is tried). */
    private static ToLongFunction<SyncOp> cyclesOf(ChannelsProblem problem, long otherwise) {
        Map<String, Map<String, Long>> byStage = new HashMap<>();
        for (Stage s : problem.stages()) {
            Map<String, Long> body = byStage.computeIfAbsent(s.id(), k -> new HashMap<>());
            for (Intrinsic x : s.body()) {
                body.put(x.id(), x.cycles());
            }
        }
        return op -> {
            String text = op.text();
            int last = text.lastIndexOf(':');
            if (last < 0) {
                return otherwise;
            }
            String head = text.substring(0, last);
            for (int i = head.indexOf(':'); i >= 0; i = head.indexOf(':', i + 1)) {
                Map<String, Long> body = byStage.get(head.substring(0, i));
                Long c = body == null ? null : body.get(head.substring(i + 1));
                if (c != null) {
                    return c;
                }
            }
            return otherwise;
        };
    }
}
