package dev.berth.model.families;

import dev.berth.model.sync.Antichain;
import dev.berth.model.sync.PinnedClash;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.Bound;
import dev.berth.model.Certificate;
import dev.berth.model.FamilyBase;
import dev.berth.model.Result;
import dev.berth.model.check.sync.SyncChecker;
import dev.berth.model.io.Json;
import dev.berth.model.io.SolutionFields;
import dev.berth.model.params.Param;
import dev.berth.model.sync.analysis.SyncAnswers;
import dev.berth.model.sync.analysis.SyncWidth;
import dev.berth.model.sync.analysis.HappensBefore;
import dev.berth.model.sync.io.SyncJson;
import dev.berth.model.sync.io.SyncSolutions;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Logical → physical sync resources as a family: formats.md's {@code sync} JSON in, a physical id per
 * logical resource (or {@code removed}) out. The headline objective is the number of physical resources
 * used (distinct class × id); bounds are proven by an {@link Antichain}, infeasibility by an antichain of
 * one class larger than its usable ids or by a {@link PinnedClash}.
 */
public final class SyncFamily extends FamilyBase<SyncProblem, SyncMapping> {
    public static final SyncFamily INSTANCE = new SyncFamily();

    /**
     * Read by every sync strategy: drop the sync pairs whose ordering the others imply
     * ({@code RedundantPairs}) before mapping; they are written as {@code removed}.
     */
    public static final Param<Boolean> REMOVE_REDUNDANT = Param.flag("remove-redundant", false,
            "drop the sync pairs whose ordering the others imply (they need no physical resource)")
            .familyWide("sync");

    private SyncFamily() {
        super("sync", SyncProblem.class, "warps", new SyncChecker(), List.of("used"));
    }

    @Override
    public SyncProblem parse(String source, JsonNode root) {
        return SyncJson.parse(source, root);
    }

    @Override
    public ObjectNode write(SyncProblem problem) {
        return SyncJson.toJson(problem);
    }

    @Override
    public SyncMapping readSolution(String source, String fileName, String text, SyncProblem problem) {
        return new SyncMapping(SyncSolutions.readMapping(source, text, problem));
    }

    /**
     * The common fields, then {@code assignment} (resource id → physical id), {@code removed} (the ids of
     * dropped pairs, when there are any) and {@code certificate}: the ids of the resources of an
     * {@link Antichain} (or of a {@link PinnedClash}) behind the bound or the infeasibility.
     */
    @Override
    public ObjectNode writeSolution(SyncProblem p, Result<SyncMapping> r) {
        ObjectNode o = SolutionFields.head(name(), p.name(), r);
        SolutionFields.origin(o, r);
        if (r.hasSolution()) {
            ObjectNode a = o.putObject("assignment");
            ArrayNode removed = Json.MAPPER.createArrayNode();
            int[] ids = r.solution().ids();
            for (int i = 0; i < p.size(); i++) {
                if (ids[i] == SyncProblem.REMOVED) {
                    removed.add(p.resource(i).id());
                } else if (ids[i] != SyncMapping.UNASSIGNED) { // a resource left out stays out, as it was read
                    a.put(p.resource(i).id(), ids[i]);
                }
            }
            if (!removed.isEmpty()) {
                o.set("removed", removed);
            }
        }
        int[] members = members(r.certificate());
        if (members != null && members.length > 0) {
            ArrayNode c = o.putArray("certificate");
            for (int k : members) {
                c.add(p.resource(k).id());
            }
        }
        SolutionFields.stats(o, r.stats());
        return o;
    }

    /** The resources a sync certificate names, or null for none (or another family's). */
    private static int[] members(Certificate c) {
        if (c instanceof Antichain a) {
            return a.resources();
        }
        if (c instanceof PinnedClash clash) {
            return new int[] {Math.min(clash.first(), clash.second()), Math.max(clash.first(), clash.second())};
        }
        return null;
    }

    /**
     * Zero: the gate runs this on every answer, and the width needs a maximum matching. Every strategy
     * reports the width with its antichain itself.
     */
    @Override
    public Bound lowerBound(SyncProblem problem) {
        return Bound.ZERO;
    }

    /** None without search: even the width needs a matching (each strategy checks it first). */
    @Override
    public Certificate quickInfeasibility(SyncProblem problem) {
        return null;
    }

    @Override
    public String explain(SyncProblem problem, Certificate certificate) {
        return SyncAnswers.explain(problem, certificate);
    }

    @Override
    public List<Param<?>> params() {
        return List.of(REMOVE_REDUNDANT);
    }

    /** The count, the width (the proven minimum with nothing removed) and how many pairs the mapping drops. */
    @Override
    public String summarise(SyncProblem p, SyncMapping mapping) {
        int removed = mapping.removedCount();
        return checker().score(p, mapping).headline() + " physical resources, width "
                + SyncWidth.of(HappensBefore.of(p, mapping.ids())).width()
                + (removed == 0 ? "" : ", " + removed + " redundant pairs removed");
    }


    @Override
    public String describe(SyncProblem p) {
        String semantics = (p.size() == 0 ? p.classes().stream().limit(1)
                : p.resources().stream().map(x -> p.classes().get(x.classIndex())))
                .map(c -> c.semantics().label()).distinct().collect(Collectors.joining("/"));
        return p.warps().size() + " warps, " + p.size() + " pairs, " + semantics
                + (p.classes().size() > 1 ? ", " + p.classes().size() + " classes" : "");
    }
}
