package dev.berth.bench.channels;

import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelBuffer;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;
import dev.berth.model.sync.ResourceClass;

import java.util.ArrayList;
import java.util.List;

/**
 * A channels program written as a kernel author writes it: buffers of one pool, then loops whose every
 * iteration is a list of calls at concrete addresses. Ring indices wrap (slot {@code g mod S}), which the
 * format's {@code at + i·step} cannot say, so a loop becomes as few stages as keep every address linear:
 * consecutive iterations share a stage while each access moves by the same step.
 */
final class SequentialProgram {
    private final boolean placed;
    private final List<ChannelBuffer> buffers = new ArrayList<>();
    private final List<Stage> stages = new ArrayList<>();
    private long end;

    /** @param placed whether buffers get their offsets (side by side, in order of declaration) or are left to Berth */
    SequentialProgram(boolean placed) {
        this.placed = placed;
    }

    /** Declares a buffer of {@code size} bytes. */
    void buffer(String id, long size) {
        buffers.add(placed ? new ChannelBuffer(id, size, end) : ChannelBuffer.unplaced(id, size));
        end += size;
    }

    /** One call of a loop iteration: {@code id} on {@code warp}, its accesses at concrete addresses (step 0). */
    static Intrinsic call(String id, int warp, long cycles, List<Access> reads, List<Access> writes) {
        return new Intrinsic(id, warp, cycles, reads, writes);
    }

    /** {@code [at, at + size)} of {@code buffer}. */
    static Access range(String buffer, long at, long size) {
        return new Access(buffer, at, 0, size);
    }

    /** Calls run once, as the stage {@code id}. */
    void once(String id, List<Intrinsic> calls) {
        loop(id, List.of(calls));
    }

    /**
     * A loop: iterations in order, each the same calls at its own addresses. Stages are named {@code prefix}
     * followed by the first iteration they hold.
     */
    void loop(String prefix, List<List<Intrinsic>> iterations) {
        int first = 0;
        while (first < iterations.size()) {
            int run = 1;
            while (first + run < iterations.size() && continues(iterations, first, run)) {
                run++;
            }
            stages.add(stage(prefix + (iterations.size() == 1 ? "" : Integer.toString(first)), iterations, first, run));
            first += run;
        }
    }

    /** A problem named {@code name}; the pool holds every buffer side by side. */
    ChannelsProblem build(String name, ResourceClass sync) {
        return new ChannelsProblem(name, sync, end, buffers, stages);
    }

    /** Whether iteration {@code first + run} can join the stage of iterations {@code first .. first + run - 1}. */
    private static boolean continues(List<List<Intrinsic>> its, int first, int run) {
        List<Intrinsic> a = its.get(first);
        List<Intrinsic> b = its.get(first + run);
        if (a.size() != b.size()) {
            return false;
        }
        for (int x = 0; x < a.size(); x++) {
            Intrinsic p = a.get(x);
            Intrinsic q = b.get(x);
            if (!p.id().equals(q.id()) || p.warp() != q.warp() || p.cycles() != q.cycles()
                    || !linear(p.reads(), q.reads(), its, first, run, x, true)
                    || !linear(p.writes(), q.writes(), its, first, run, x, false)) {
                return false;
            }
        }
        return true;
    }

    private static boolean linear(List<Access> a, List<Access> b, List<List<Intrinsic>> its, int first, int run, int x,
                                  boolean reads) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int k = 0; k < a.size(); k++) {
            Access p = a.get(k);
            Access q = b.get(k);
            long step = run == 1 ? q.at() - p.at() : step(its, first, x, k, reads);
            if (!p.buffer().equals(q.buffer()) || p.size() != q.size() || step < 0 || q.at() != p.at() + run * step) {
                return false;
            }
        }
        return true;
    }

    private static long step(List<List<Intrinsic>> its, int first, int x, int k, boolean reads) {
        return at(its.get(first + 1).get(x), k, reads) - at(its.get(first).get(x), k, reads);
    }

    private static long at(Intrinsic i, int k, boolean reads) {
        return (reads ? i.reads() : i.writes()).get(k).at();
    }

    private static Stage stage(String id, List<List<Intrinsic>> its, int first, int run) {
        List<Intrinsic> body = new ArrayList<>();
        for (int x = 0; x < its.get(first).size(); x++) {
            Intrinsic p = its.get(first).get(x);
            body.add(new Intrinsic(p.id(), p.warp(), p.cycles(), stepped(p.reads(), its, first, run, x, true),
                    stepped(p.writes(), its, first, run, x, false)));
        }
        return new Stage(id, run, body);
    }

    private static List<Access> stepped(List<Access> as, List<List<Intrinsic>> its, int first, int run, int x,
                                        boolean reads) {
        List<Access> out = new ArrayList<>();
        for (int k = 0; k < as.size(); k++) {
            Access a = as.get(k);
            out.add(new Access(a.buffer(), a.at(), run == 1 ? 0 : step(its, first, x, k, reads), a.size()));
        }
        return out;
    }
}
