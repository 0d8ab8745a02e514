package dev.berth.algorithms.channels;

import dev.berth.model.CurrentBudget;
import dev.berth.model.channels.DependenceKind;
import dev.berth.model.channels.analysis.AddressDependences;
import dev.berth.model.channels.analysis.Edge;
import dev.berth.model.channels.analysis.Instance;
import dev.berth.model.channels.analysis.Unrolled;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The text's CDFG and CDRFG (the patent publication "Method, system, device and medium for converting
 * sequential code into parallel code", steps 141 and 142) on the unrolled schedule tree.
 *
 * <ul>
 *   <li>Control: program order among the producers (instances that write) and among the consumers (instances
 *       that read), each instance to the next of its role — the text draws p1→p2→… and c1→c2→…</li>
 *   <li>Data: a read depends on the last write of each address it reads (the text's p_i → c_i).</li>
 *   <li>Resource, as the text applies it: a consumer releases each range it read <em>whole</em>, once, to the
 *       first later producer that needs any part of it ("c2 releases 10–20, of which p4 uses 15–20"); what
 *       that producer does not use is taken as free. This reproduces the text's edges on the worked example,
 *       c2→p7 missing included: 10–15 went back with c2's release to p4. The sound rule (a write depends on
 *       every read of its addresses since the last write) is {@link AddressDependences}'.</li>
 * </ul>
 * Write after write is absent: the text never mentions it.
 *
 * @param control  program order among producers and among consumers
 * @param data     read after write, by the last writer of each address
 * @param resource the text's release edges, consumer → producer
 */
public record TextsFlowGraph(Unrolled program, List<Edge> control, List<Edge> data, List<Edge> resource) {
    public TextsFlowGraph {
        control = List.copyOf(control);
        data = List.copyOf(data);
        resource = List.copyOf(resource);
    }

    public static TextsFlowGraph of(Unrolled program) {
        return of(program, AddressDependences.of(program));
    }

    /** The graph with the data edges taken from {@code found}, the program's {@link AddressDependences}. */
    public static TextsFlowGraph of(Unrolled program, List<Edge> found) {
        List<Edge> data = found.stream().filter(e -> e.kind() == DependenceKind.DATA).toList();
        return new TextsFlowGraph(program, control(program), data, resource(program));
    }

    /** The CDRFG's data and resource edges, sorted by (from, to). */
    public List<Edge> dependences() {
        List<Edge> all = new ArrayList<>(data);
        all.addAll(resource);
        all.sort(Comparator.comparingInt(Edge::from).thenComparingInt(Edge::to));
        return all;
    }

    private static List<Edge> control(Unrolled program) {
        List<Edge> out = new ArrayList<>();
        int lastProducer = -1;
        int lastConsumer = -1;
        for (Instance x : program.instances()) {
            if ((x.position() & 0x3ff) == 0) {
                CurrentBudget.check("building the text's control flow");
            }
            if (!x.writes().isEmpty()) {
                if (lastProducer >= 0) {
                    out.add(new Edge(lastProducer, x.position(), DependenceKind.ORDER));
                }
                lastProducer = x.position();
            }
            if (!x.reads().isEmpty()) {
                if (lastConsumer >= 0) {
                    out.add(new Edge(lastConsumer, x.position(), DependenceKind.ORDER));
                }
                lastConsumer = x.position();
            }
        }
        return out;
    }

    private static List<Edge> resource(Unrolled program) {
        Set<Edge> out = new LinkedHashSet<>();
        for (Instance c : program.instances()) {
            for (long[] held : c.reads()) {
                int taker = firstWriterAfter(program, c.position(), held);
                if (taker >= 0) {
                    out.add(new Edge(c.position(), taker, DependenceKind.RESOURCE));
                }
            }
        }
        List<Edge> sorted = new ArrayList<>(out);
        sorted.sort(Comparator.comparingInt(Edge::from).thenComparingInt(Edge::to));
        return sorted;
    }

    /** The first instance after {@code after} that writes any address of {@code range}, or -1. */
    private static int firstWriterAfter(Unrolled program, int after, long[] range) {
        for (int k = after + 1; k < program.size(); k++) {
            if ((k & 0x3ff) == 0) {
                CurrentBudget.check("releasing the text's ranges");
            }
            for (long[] w : program.get(k).writes()) {
                if (w[0] < range[1] && range[0] < w[1]) {
                    return k;
                }
            }
        }
        return -1;
    }
}
