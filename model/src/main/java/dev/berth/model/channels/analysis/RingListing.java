package dev.berth.model.channels.analysis;

import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.ChannelsSolution;
import dev.berth.model.channels.Dependence;
import dev.berth.model.channels.DependenceKind;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;
import dev.berth.model.sync.SyncOp;
import dev.berth.model.sync.Warp;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The warps of an answer as a kernel author reads them (the text's Fig. 9), with the ring protocol's names:
 * on the producer side {@code acquire(ch)} waits for a resource channel before writing into a slot and
 * {@code queue(ch)} signals a data channel after; on the consumer side {@code dequeue(ch)} waits for a data
 * channel before reading and {@code release(ch)} signals a resource channel after. {@code ch} is the physical
 * channel. A sync pair of another kind (write after write) is {@code wait(ch)} / {@code signal(ch)}, and so is
 * one whose dependence the solution does not list: the names say what the channel carries, and only the
 * dependence knows that. Each sync line names the instance at the other end; each instance line the
 * buffer ranges it reads and writes.
 */
public final class RingListing {
    private RingListing() {
    }

    /** The lines of every warp, by warp id in the solution's order. */
    public static Map<String, List<String>> of(ChannelsProblem problem, ChannelsSolution solution) {
        Map<String, Dependence> bySync = new HashMap<>();
        for (Dependence d : solution.dependences()) {
            if (d.sync() != null) {
                bySync.put(d.sync(), d);
            }
        }
        Map<String, String> accesses = accesses(problem);
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (Warp w : solution.warps()) {
            List<String> lines = new ArrayList<>();
            for (SyncOp op : w.ops()) {
                if ((lines.size() & 0x3ff) == 0) {
                    CurrentBudget.check("listing the warps");
                }
                lines.add(switch (op.kind()) {
                    case OTHER -> accesses.getOrDefault(op.text(), op.text());
                    case CONSUME -> sync(op, bySync.get(op.resource()), solution, true);
                    case PRODUCE -> sync(op, bySync.get(op.resource()), solution, false);
                });
            }
            out.put(w.id(), lines);
        }
        return out;
    }

    private static String sync(SyncOp op, Dependence d, ChannelsSolution s, boolean wait) {
        DependenceKind kind = d == null ? null : d.kind();
        String name;
        if (kind == DependenceKind.DATA) {
            name = wait ? "dequeue" : "queue";
        } else if (kind == DependenceKind.RESOURCE) {
            name = wait ? "acquire" : "release";
        } else {
            name = wait ? "wait" : "signal";
        }
        Integer channel = s.assignment().get(op.resource());
        String line = name + "(" + (channel == null ? "?" : channel) + ")";
        if (d == null) {
            return line + "  // sync " + op.resource();
        }
        return line + "  // " + (wait ? "from " + d.from() : "to " + d.to());
    }

    /** Every instance's line: its name and the ranges it reads and writes, buffer by buffer. */
    private static Map<String, String> accesses(ChannelsProblem p) {
        Map<String, String> out = new HashMap<>();
        for (Stage st : p.stages()) {
            for (int i = 0; i < st.repeat() && !st.body().isEmpty(); i++) {
                CurrentBudget.check("listing the warps");
                for (Intrinsic x : st.body()) {
                    List<String> parts = new ArrayList<>();
                    if (!x.reads().isEmpty()) {
                        parts.add("reads " + ranges(x.reads(), i));
                    }
                    if (!x.writes().isEmpty()) {
                        parts.add("writes " + ranges(x.writes(), i));
                    }
                    String name = st.instanceName(x, i);
                    out.put(name, parts.isEmpty() ? name : name + "  " + String.join(", ", parts));
                }
            }
        }
        return out;
    }

    private static String ranges(List<Access> accesses, int i) {
        List<String> rs = new ArrayList<>();
        for (Access a : accesses) {
            rs.add(a.buffer() + "[" + a.start(i) + ", " + a.end(i) + ")");
        }
        return String.join(" ", rs);
    }
}
