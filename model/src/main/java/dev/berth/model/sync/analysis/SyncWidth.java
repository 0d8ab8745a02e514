package dev.berth.model.sync.analysis;

import dev.berth.model.CurrentBudget;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.SyncProblem;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The proven minimum number of physical resources for the kept (not removed) resources: per partition
 * (class × arrival count) the width of the hand-over order, by Dilworth's theorem equal to a minimum chain
 * cover, computed as members − a maximum bipartite matching (Fulkerson). König's theorem turns the matching
 * into a maximum antichain: the certificate, resources no two of which may share a physical one.
 *
 * @param chains      a minimum chain cover: each chain, in hand-over order, may use one physical resource
 * @param certificate resources pairwise unable to share (an antichain per partition), as many as {@code width}
 */
public record SyncWidth(int width, List<int[]> chains, int[] certificate, List<Part> parts) {

    /**
     * One partition's share.
     *
     * @param members resource indices of the partition
     */
    public record Part(int classIndex, int arrivals, int[] members, List<int[]> chains, int[] antichain) {
        public int width() {
            return antichain.length;
        }
    }

    public static SyncWidth of(HappensBefore hb) {
        SyncProblem p = hb.problem();
        Map<Long, List<Integer>> byPartition = new LinkedHashMap<>();
        for (int r = 0; r < p.size(); r++) {
            if (!hb.isRemoved(r)) {
                LogicalResource x = p.resource(r);
                long key = ((long) x.classIndex() << 32) | (x.arrivals() & 0xffffffffL);
                byPartition.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
            }
        }
        HandOverOrder order = new HandOverOrder(hb);
        List<Part> parts = new ArrayList<>();
        List<int[]> chains = new ArrayList<>();
        List<Integer> certificate = new ArrayList<>();
        for (List<Integer> members : byPartition.values()) {
            CurrentBudget.check("matching the hand-over order (the width)");
            int[] m = members.stream().mapToInt(Integer::intValue).toArray();
            ChainCover cover = new ChainCover(order, m);
            cover.solve();
            LogicalResource first = p.resource(m[0]);
            Part part = new Part(first.classIndex(), first.arrivals(), m, cover.chains(), cover.antichain());
            parts.add(part);
            chains.addAll(part.chains());
            for (int r : part.antichain()) {
                certificate.add(r);
            }
        }
        int[] cert = certificate.stream().mapToInt(Integer::intValue).sorted().toArray();
        return new SyncWidth(cert.length, List.copyOf(chains), cert, List.copyOf(parts));
    }

    /** The width of the program with nothing removed. */
    public static SyncWidth of(SyncProblem p) {
        return of(HappensBefore.of(p));
    }

    /** The part of the width and certificate that falls in one class. */
    public int widthOfClass(int classIndex) {
        return parts.stream().filter(x -> x.classIndex() == classIndex).mapToInt(Part::width).sum();
    }

    public int[] certificateOfClass(int classIndex) {
        return parts.stream().filter(x -> x.classIndex() == classIndex)
                .flatMapToInt(x -> Arrays.stream(x.antichain())).sorted().toArray();
    }
}
