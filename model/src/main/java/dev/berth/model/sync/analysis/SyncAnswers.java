package dev.berth.model.sync.analysis;

import dev.berth.model.Certificate;
import dev.berth.model.Proof;
import dev.berth.model.Result;
import dev.berth.model.Score;
import dev.berth.model.sync.Antichain;
import dev.berth.model.sync.LogicalResource;
import dev.berth.model.sync.PinnedClash;
import dev.berth.model.sync.ResourceClass;
import dev.berth.model.sync.SyncMapping;
import dev.berth.model.sync.SyncProblem;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * The answers the sync strategies give the same way: a mapping with the width as its bound, a class whose
 * resources cannot fit its ids, and the sentences that say why. The gate checks all of it again with the
 * family's independent checker.
 */
public final class SyncAnswers {
    /** Resource ids a reason names at most; the certificate holds them all. */
    private static final int NAMED = 40;

    private SyncAnswers() {
    }

    /** The width's antichain as the proof of its value. */
    public static Proof proof(SyncWidth width) {
        return Proof.certificate(new Antichain(width.certificate()));
    }

    /**
     * A valid mapping as a strategy's answer, its physical count as the score: OPTIMAL when the count meets
     * {@code width} (the width of the program the mapping leaves, whose antichain proves it), else FEASIBLE
     * with that bound.
     */
    public static Result<SyncMapping> answer(SyncProblem p, int[] mapping, SyncWidth width) {
        int used = SyncValidator.used(p, mapping);
        SyncMapping m = new SyncMapping(mapping);
        Result<SyncMapping> r = used <= width.width() ? Result.optimal(m, width.width(), proof(width))
                : Result.<SyncMapping>feasible(m).withBound(width.width(), proof(width));
        return r.withScore(Score.of(used));
    }

    /** No answer, and why; the width of the program a strategy kept, with its antichain, as the bound. */
    public static Result<SyncMapping> unknown(String reason, SyncWidth width) {
        return Result.<SyncMapping>unknown(reason).withBound(width.width(), proof(width));
    }

    /**
     * A cyclic program has no valid mapping, but no sync certificate proves it (the checker names the cycle
     * on any mapping): UNKNOWN with the cycle. Instances read from files are never cyclic.
     */
    public static Result<SyncMapping> deadlock(HappensBefore hb) {
        return Result.unknown("the program deadlocks: " + String.join(" -> ", hb.cycle()));
    }

    /**
     * Null when every class of {@code kept} (the width of the program as a strategy keeps it) fits its
     * usable ids. Otherwise INFEASIBLE when a class overflows even without every pair the others imply: a
     * solution may drop exactly those, so its antichain there (pinned and non-implied resources only, no two
     * of which may share whatever is dropped) is the certificate. When dropping them makes every class fit,
     * the strategy cannot answer with the pairs it keeps: UNKNOWN, saying so.
     *
     * @param removeRedundant whether the strategy already drops redundant pairs (the hint is then not given)
     */
    public static Result<SyncMapping> overCapacity(SyncProblem p, SyncWidth kept, boolean removeRedundant) {
        int over = -1;
        for (int c = 0; c < p.classes().size() && over < 0; c++) {
            if (kept.widthOfClass(c) > p.classes().get(c).capacity()) {
                over = c;
            }
        }
        if (over < 0) {
            return null;
        }
        SyncWidth least = SyncWidth.of(HappensBefore.withRemoved(p, RedundantPairs.find(p)));
        for (int c = 0; c < p.classes().size(); c++) {
            ResourceClass rc = p.classes().get(c);
            if (least.widthOfClass(c) > rc.capacity()) {
                int[] concurrent = least.certificateOfClass(c);
                return Result.<SyncMapping>infeasible(tooMany(p, rc, concurrent), Proof.certificate(new Antichain(concurrent)))
                        .withBound(concurrent.length, Proof.certificate(new Antichain(concurrent)));
            }
        }
        ResourceClass rc = p.classes().get(over);
        return unknown("resources " + ids(p, kept.certificateOfClass(over)) + " may all be in flight at once with the"
                + " pairs kept, more than the " + usableIds(rc) + " of class " + rc.id() + "; without the pairs the"
                + " others imply, " + least.widthOfClass(over) + " may be, which fit"
                + (removeRedundant ? "" : " (-P sync.remove-redundant=true drops them)"), least);
    }

    /** The reason of an INFEASIBLE answer under a limit: the resources that may all be in flight at once. */
    public static String tooMany(SyncProblem p, ResourceClass rc, int[] concurrent) {
        return "resources " + ids(p, concurrent) + " may all be in flight at once (no two may share); class "
                + rc.id() + " has " + rc.capacity() + " usable id" + (rc.capacity() == 1 ? "" : "s");
    }

    /** The reason of an INFEASIBLE answer for two resources pinned to one id that may not share it. */
    public static String clash(SyncProblem p, int a, int b) {
        LogicalResource x = p.resource(a);
        LogicalResource y = p.resource(b);
        return "resources " + x.id() + " and " + y.id() + " are both pinned to id " + x.pinned() + " of class "
                + p.classOf(a).id() + " but " + (p.compatible(a, b) ? "may be in flight at once"
                : "have different arrival counts");
    }

    /** The sentence an INFEASIBLE answer gives for one of the sync certificates. */
    public static String explain(SyncProblem p, Certificate certificate) {
        if (certificate instanceof PinnedClash c && valid(p, c.first()) && valid(p, c.second())) {
            return clash(p, c.first(), c.second());
        }
        if (certificate instanceof Antichain a && a.size() > 0 && Arrays.stream(a.resources()).allMatch(r -> valid(p, r))) {
            int[] members = a.resources();
            int cls = p.resource(members[0]).classIndex();
            if (Arrays.stream(members).allMatch(r -> p.resource(r).classIndex() == cls)) {
                return tooMany(p, p.classes().get(cls), members);
            }
        }
        return certificate.describe();
    }

    private static boolean valid(SyncProblem p, int r) {
        return r >= 0 && r < p.size();
    }

    /** "1, 2, 9" — the first few resource ids of a set, then how many there are. */
    public static String ids(SyncProblem p, int[] resources) {
        String named = Arrays.stream(resources).limit(NAMED).mapToObj(r -> p.resource(r).id())
                .collect(Collectors.joining(", "));
        return named + (resources.length > NAMED ? ", ... (" + resources.length + " in all)" : "");
    }

    /** "7 usable ids (limit 8, reserved [0])". */
    public static String usableIds(ResourceClass rc) {
        return rc.capacity() + " usable ids (limit " + rc.limit()
                + (rc.reserved().isEmpty() ? "" : ", reserved " + rc.reserved()) + ")";
    }
}
