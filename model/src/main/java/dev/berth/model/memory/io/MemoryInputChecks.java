package dev.berth.model.memory.io;

import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.Gap;
import dev.berth.model.memory.MemoryProblem;
import dev.berth.model.memory.Window;
import dev.berth.model.InputException;

import java.util.HashMap;
import java.util.Map;

/** The rules every memory instance must satisfy whatever its format; messages name where the fault is. */
final class MemoryInputChecks {
    private MemoryInputChecks() {
    }

    /** Checks one buffer; {@code where} names its line or JSON path. */
    static void buffer(String where, Buffer b) {
        if (b.id() == null || b.id().isBlank()) {
            throw new InputException(where, "field 'id' is empty");
        }
        // ids must survive both formats unchanged (CSV splits on commas and trims) and keep messages one line
        if (!b.id().equals(b.id().strip()) || b.id().indexOf(',') >= 0 || b.id().chars().anyMatch(Character::isISOControl)) {
            throw new InputException(where, "field 'id' '" + dev.berth.model.io.Numbers.abbreviate(b.id())
                    + "' has a comma, a control character or surrounding blanks");
        }
        if (b.end() < b.start()) {
            throw new InputException(where, "buffer " + b.id() + ": lifespan is reversed (lower " + b.start()
                    + " > upper " + b.end() + ")");
        }
        if (b.isFixed() && b.fixedOffset() % b.alignment() != 0) {
            throw new InputException(where, "buffer " + b.id() + ": fixed offset " + b.fixedOffset()
                    + " breaks its alignment " + b.alignment());
        }
        for (Gap g : b.gaps()) {
            if (g.end() < g.start()) {
                throw new InputException(where, "buffer " + b.id() + ": gap " + g.start() + "-" + g.end() + " is reversed");
            }
            if (g.start() < b.start() || g.end() > b.end()) {
                throw new InputException(where, "buffer " + b.id() + ": gap " + g.start() + "-" + g.end()
                        + " lies outside its lifespan [" + b.start() + ", " + b.end() + ")");
            }
            Window w = g.window();
            if (w != null && (w.lower() < 0 || w.upper() < w.lower() || w.upper() > b.size())) {
                throw new InputException(where, "buffer " + b.id() + ": gap window " + w.lower() + ":" + w.upper()
                        + " is not inside [0, " + b.size() + "]");
            }
        }
    }

    /** Rejects duplicate ids; {@code whereOf} gives the location of buffer i. */
    static void uniqueIds(MemoryProblem p, java.util.function.IntFunction<String> whereOf) {
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < p.size(); i++) {
            Integer first = seen.putIfAbsent(p.buffer(i).id(), i);
            if (first != null) {
                throw new InputException(whereOf.apply(i), "duplicate id '" + p.buffer(i).id() + "' (first at "
                        + whereOf.apply(first) + ")");
            }
        }
    }
}
