package dev.berth.model.tiles.analysis;

import dev.berth.model.CurrentBudget;
import dev.berth.model.io.Numbers;
import dev.berth.model.tiles.ReadOnlyStructure;
import dev.berth.model.tiles.StructurePlan;
import dev.berth.model.tiles.StructurePointer;
import dev.berth.model.tiles.TileLimits;
import dev.berth.model.tiles.TileProblem;
import dev.berth.model.tiles.TileVariable;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Equal-address sets merged into groups (sets sharing a variable must share one address), built set by set
 * so a caller can ask whether one more set — a structure's pointers, if it were shared — keeps them
 * consistent. A group is inconsistent when it holds two variables of one tile that are live together
 * (Fig. 4b of the method): two variables of one tile that are never live together may share an address.
 */
public final class EqualAddressGroups {
    private final TileProblem problem;
    private final int[] parent;
    private final Map<Integer, List<Integer>> members = new HashMap<>();
    private final Map<Integer, List<Integer>> setsOfRoot = new HashMap<>();
    /** Per group of two or more (by root), its members' live intervals by tile. */
    private final Map<Integer, Map<Integer, TileLives>> byTile = new HashMap<>();
    private final List<int[]> sets = new ArrayList<>();
    /** Per entry of {@link #sets}: its label, or null for one of the input's (named from its index when asked). */
    private final List<String> labels = new ArrayList<>();
    /** Comparisons so far, for the budget's checks: most merges compare a few variables each. */
    private long compared;
    /** Per entry of {@link #sets}: its index among the input's sets, or -1 for a structure's pointer set. */
    private final List<Integer> inputIds = new ArrayList<>();
    private AddressConflict conflict;

    public EqualAddressGroups(TileProblem problem) {
        this.problem = problem;
        this.parent = new int[problem.variableCount()];
        for (int i = 0; i < parent.length; i++) {
            parent[i] = i;
        }
    }

    /** The input's sets, then the pointer sets of every structure {@code plans} shares; null plans = none. */
    public static EqualAddressGroups of(TileProblem p, StructurePlan[] plans) {
        EqualAddressGroups g = new EqualAddressGroups(p);
        g.addInputSets();
        if (g.conflict != null || plans == null) {
            return g;
        }
        for (int s = 0; s < p.structureCount(); s++) {
            if (plans[s].shared()) {
                AddressConflict c = g.tryAdd(structureSets(p, s), structureLabels(p, s));
                if (c != null) {
                    g.conflict = c;
                    return g;
                }
            }
        }
        return g;
    }

    /** Adds the input's own sets; the first inconsistency is kept in {@link #conflict()}. */
    public void addInputSets() {
        List<String> unnamed = Collections.singletonList(null); // named only if a conflict needs it
        for (int i = 0; i < problem.equalAddress().size() && conflict == null; i++) {
            conflict = check(List.of(problem.equalAddress().get(i)), unnamed, List.of(i), true);
        }
    }

    public static String inputLabel(TileProblem p, int i) {
        int[] set = p.equalAddress().get(i);
        StringBuilder b = new StringBuilder("equalAddress[" + i + "] {");
        for (int k = 0; k < Math.min(set.length, 6); k++) {
            TileVariable v = p.variable(set[k]);
            b.append(k == 0 ? "" : ", ").append(v.id()).append('@').append(v.tile());
        }
        return b.append(set.length > 6 ? ", ...}" : "}").toString();
    }

    /** The sets sharing structure {@code s} adds: one per pointer, two for a vector list. */
    public static List<int[]> structureSets(TileProblem p, int s) {
        List<int[]> out = new ArrayList<>();
        for (StructurePointer ptr : p.structure(s).pointers()) {
            out.addAll(ptr.equalAddressSets());
        }
        return out;
    }

    private static List<String> structureLabels(TileProblem p, int s) {
        List<String> out = new ArrayList<>();
        ReadOnlyStructure r = p.structure(s);
        for (int k = 0; k < r.pointers().size(); k++) {
            StructurePointer ptr = r.pointers().get(k);
            out.add("structure " + r.id() + " pointer " + k + " (" + ptr.format().label() + ")");
            if (!ptr.base().isEmpty()) {
                out.add("structure " + r.id() + " pointer " + k + " base");
            }
        }
        return out;
    }

    /** The first inconsistency met while building with {@link #of}, or null. */
    public AddressConflict conflict() {
        return conflict;
    }

    public boolean consistent() {
        return conflict == null;
    }

    /** Whether sharing structure {@code s} keeps the groups consistent; merges its sets if so. */
    public AddressConflict tryShare(int s) {
        return tryAdd(structureSets(problem, s), structureLabels(problem, s));
    }

    /** The conflict sharing {@code s} would cause, without merging anything. */
    public AddressConflict checkShare(int s) {
        List<int[]> sets = structureSets(problem, s);
        return check(sets, structureLabels(problem, s), notInput(sets.size()), false);
    }

    /**
     * Merges {@code newSets} (each a set of variable indices that must share one address) if the result is
     * consistent and returns null; otherwise merges nothing and returns the conflict.
     */
    public AddressConflict tryAdd(List<int[]> newSets, List<String> newLabels) {
        return check(newSets, newLabels, notInput(newSets.size()), true);
    }

    private static List<Integer> notInput(int n) {
        return java.util.Collections.nCopies(n, -1);
    }

    /**
     * Merges nothing, or (with {@code commit}) everything, of {@code newSets}. Only variables of one tile in two
     * groups that the new sets join are compared: two of one group were compared when it formed. In each joined
     * component the groups are compared with its largest one tile by tile and with each other, so a long chain
     * of small sets costs each set its own members times the largest group's on their tiles, not the whole
     * group again.
     *
     * @param newIds per new set, its index among the input's sets or -1
     */
    private AddressConflict check(List<int[]> newSets, List<String> newLabels, List<Integer> newIds, boolean commit) {
        Map<Integer, Integer> local = new HashMap<>();
        List<Integer> roots = new ArrayList<>();
        int[][] localSets = new int[newSets.size()][];
        for (int k = 0; k < newSets.size(); k++) {
            int[] set = newSets.get(k);
            localSets[k] = new int[set.length];
            for (int i = 0; i < set.length; i++) {
                int r = find(set[i]);
                Integer l = local.get(r);
                if (l == null) {
                    l = roots.size();
                    local.put(r, l);
                    roots.add(r);
                }
                localSets[k][i] = l;
            }
        }
        int[] lp = new int[roots.size()];
        for (int i = 0; i < lp.length; i++) {
            lp[i] = i;
        }
        for (int[] ls : localSets) {
            for (int i = 1; i < ls.length; i++) {
                int a = localFind(lp, ls[0]);
                int b = localFind(lp, ls[i]);
                if (a != b) {
                    lp[b] = a;
                }
            }
        }
        // components in the order their groups first appear in the new sets
        Map<Integer, List<Integer>> components = new java.util.LinkedHashMap<>();
        for (int i = 0; i < lp.length; i++) {
            components.computeIfAbsent(localFind(lp, i), x -> new ArrayList<>()).add(i);
        }
        for (List<Integer> comp : components.values()) {
            if (comp.size() < 2) {
                continue;
            }
            int big = comp.get(0);
            for (int l : comp) {
                if (membersOf(roots.get(l)).size() > membersOf(roots.get(big)).size()) {
                    big = l;
                }
            }
            Map<Integer, TileLives> bigTiles = tilesOf(roots.get(big));
            Map<Integer, TileLives> earlier = new HashMap<>(); // the smaller groups met so far, by tile
            for (int l : comp) {
                if (l == big) {
                    continue;
                }
                for (int u : membersOf(roots.get(l))) {
                    if ((++compared & 1023) == 0) {
                        CurrentBudget.check("checking the equal-address sets");
                    }
                    TileVariable x = problem.variable(u);
                    if (x.size() == 0) {
                        continue;
                    }
                    TileLives there = bigTiles.get(x.tile());
                    int v = there == null ? -1 : there.meets(x.live());
                    if (v >= 0) {
                        return big < l ? explain(x.tile(), v, u, newSets, newLabels, newIds)
                                : explain(x.tile(), u, v, newSets, newLabels, newIds);
                    }
                    there = earlier.get(x.tile());
                    v = there == null ? -1 : there.meets(x.live());
                    if (v >= 0) {
                        return explain(x.tile(), v, u, newSets, newLabels, newIds);
                    }
                }
                for (int u : membersOf(roots.get(l))) {
                    earlier.computeIfAbsent(problem.variable(u).tile(), t -> new TileLives()).add(problem, u);
                }
            }
        }
        if (commit) {
            for (int k = 0; k < newSets.size(); k++) {
                int[] set = newSets.get(k);
                int id = sets.size();
                sets.add(set);
                labels.add(newLabels.get(k));
                inputIds.add(newIds.get(k));
                for (int i = 1; i < set.length; i++) {
                    union(set[0], set[i]);
                }
                if (set.length > 0) {
                    setsOfRoot.computeIfAbsent(find(set[0]), x -> new ArrayList<>()).add(id);
                }
            }
        }
        return null;
    }

    /** A group's sized members by tile, their intervals disjoint. */
    private Map<Integer, TileLives> tilesOf(int root) {
        Map<Integer, TileLives> t = byTile.get(root);
        return t != null ? t : tiles(root);
    }

    private static int localFind(int[] lp, int x) {
        while (lp[x] != x) {
            lp[x] = lp[lp[x]];
            x = lp[x];
        }
        return x;
    }

    public int find(int v) {
        while (parent[v] != v) {
            parent[v] = parent[parent[v]];
            v = parent[v];
        }
        return v;
    }

    /** A variable alone: its tile and its intervals, in a map that grows. */
    private Map<Integer, TileLives> tiles(int v) {
        Map<Integer, TileLives> t = new HashMap<>();
        TileLives lives = new TileLives();
        lives.add(problem, v);
        t.put(problem.variable(v).tile(), lives);
        return t;
    }

    private List<Integer> membersOf(int root) {
        List<Integer> m = members.get(root);
        return m == null ? List.of(root) : m;
    }

    private void union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) {
            return;
        }
        List<Integer> ma = members.computeIfAbsent(ra, r -> new ArrayList<>(List.of(r)));
        List<Integer> mb = members.computeIfAbsent(rb, r -> new ArrayList<>(List.of(r)));
        if (ma.size() < mb.size()) {
            int t = ra;
            ra = rb;
            rb = t;
            List<Integer> tm = ma;
            ma = mb;
            mb = tm;
        }
        ma.addAll(mb);
        Map<Integer, TileLives> ta = byTile.computeIfAbsent(ra, r -> tiles(r));
        Map<Integer, TileLives> tb = byTile.remove(rb);
        (tb != null ? tb : tiles(rb)).forEach((t, lives) -> ta.computeIfAbsent(t, x -> new TileLives()).addAll(lives));
        parent[rb] = ra;
        members.remove(rb);
        List<Integer> sb = setsOfRoot.remove(rb);
        if (sb != null) {
            setsOfRoot.computeIfAbsent(ra, x -> new ArrayList<>()).addAll(sb);
        }
    }

    /** Names the chain of sets (existing and new) linking {@code a} to {@code b}, through shared variables. */
    private AddressConflict explain(int tile, int a, int b, List<int[]> newSets, List<String> newLabels,
                                    List<Integer> newIds) {
        List<int[]> all = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<Integer> ids = new ArrayList<>();
        Set<Integer> involved = new LinkedHashSet<>();
        for (int[] s : newSets) {
            for (int v : s) {
                involved.add(find(v));
            }
        }
        involved.add(find(a));
        involved.add(find(b));
        for (int r : involved) {
            for (int id : setsOfRoot.getOrDefault(r, List.of())) {
                all.add(sets.get(id));
                names.add(label(labels.get(id), inputIds.get(id)));
                ids.add(inputIds.get(id));
            }
        }
        all.addAll(newSets);
        for (int k = 0; k < newSets.size(); k++) {
            names.add(label(newLabels.get(k), newIds.get(k)));
        }
        ids.addAll(newIds);
        int n = all.size();
        // the sets holding each variable: a breadth-first search that tried every pair of sets would be
        // quadratic in a chain of thousands of them
        Map<Integer, List<Integer>> holding = new HashMap<>();
        for (int i = 0; i < n; i++) {
            for (int v : all.get(i)) {
                holding.computeIfAbsent(v, x -> new ArrayList<>()).add(i);
            }
        }
        int[] prev = new int[n];
        Arrays.fill(prev, -2);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int i = 0; i < n; i++) {
            if (contains(all.get(i), a)) {
                prev[i] = -1;
                queue.add(i);
            }
        }
        int end = -1;
        while (!queue.isEmpty()) {
            CurrentBudget.check("explaining the equal-address conflict");
            int i = queue.poll();
            if (contains(all.get(i), b)) {
                end = i;
                break;
            }
            java.util.TreeSet<Integer> next = new java.util.TreeSet<>(); // in set order, as a scan of all would
            for (int v : all.get(i)) {
                for (int j : holding.get(v)) {
                    if (prev[j] == -2) {
                        next.add(j);
                    }
                }
            }
            for (int j : next) {
                prev[j] = i;
                queue.add(j);
            }
        }
        // walked from the end back to the start, then turned round: inserting at the front is quadratic in a
        // chain of thousands of sets
        List<String> chain = new ArrayList<>();
        List<Integer> inputChain = new ArrayList<>();
        List<List<String>> links = new ArrayList<>();
        for (int i = end; i >= 0; i = prev[i]) {
            chain.add(names.get(i));
            inputChain.add(ids.get(i));
            if (prev[i] >= 0) {
                Set<String> common = new LinkedHashSet<>();
                Set<Integer> left = new HashSet<>();
                for (int v : all.get(prev[i])) {
                    left.add(v);
                }
                for (int v : all.get(i)) {
                    if (left.contains(v)) {
                        common.add(problem.variable(v).id());
                    }
                }
                links.add(new ArrayList<>(common));
            }
        }
        Collections.reverse(chain);
        Collections.reverse(inputChain);
        Collections.reverse(links);
        List<String> through = new ArrayList<>();
        links.forEach(through::addAll);
        if (inputChain.contains(-1)) {
            inputChain.clear();
        }
        return new AddressConflict(tile, Math.min(a, b), Math.max(a, b), chain, new ArrayList<>(new LinkedHashSet<>(through)),
                a, inputChain);
    }

    private String label(String given, int inputId) {
        return given != null ? given : inputLabel(problem, inputId);
    }

    private static boolean contains(int[] s, int v) {
        for (int x : s) {
            if (x == v) {
                return true;
            }
        }
        return false;
    }

    /** Groups of two or more variables that must share one address, members ascending. */
    public List<int[]> groups() {
        List<int[]> out = new ArrayList<>();
        for (Map.Entry<Integer, List<Integer>> e : members.entrySet()) {
            if (find(e.getKey()) == e.getKey() && e.getValue().size() > 1) {
                out.add(e.getValue().stream().mapToInt(Integer::intValue).sorted().toArray());
            }
        }
        out.sort((x, y) -> Integer.compare(x[0], y[0]));
        return out;
    }

    /**
     * The alignment one address must meet for all of {@code group}: the lcm of its members'. Coprime alignments
     * multiply past any tile: an lcm above {@link TileLimits#MAX_BYTES} is returned as twice that, which only
     * address 0 meets within a tile, as with the true lcm, and which rounds up without overflow.
     */
    public static long alignment(TileProblem p, int[] group) {
        long saturated = 2 * TileLimits.MAX_BYTES;
        long a = 1;
        for (int v : group) {
            long b = p.variable(v).alignment();
            long q = a / Numbers.gcd(a, b);
            if (q > saturated / b) {
                return saturated;
            }
            a = q * b;
        }
        return Math.min(a, saturated);
    }
}
