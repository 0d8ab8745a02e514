package dev.berth.solvers.memory.exact;

import java.util.List;

/** A layout of one part within its incumbent's cap, to be searched with every ranking. */
record PartQuestion(PartModel model, List<Ranking> ranks, PartIncumbent incumbent) {
}
