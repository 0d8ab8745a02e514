package dev.berth.cluster;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.berth.model.Family;
import dev.berth.model.Problem;
import dev.berth.model.io.Json;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The instances a member has read lately: a sweep sends each instance with every run of it, and reading it
 * once per member rather than once per run keeps that out of the coordination cost. Keyed by the name and the text
 * itself, so two sweeps' instances of one name never mix.
 */
final class ProblemCache {
    private static final int CAPACITY = 64;
    private static final Map<String, Problem> RECENT = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Problem> e) {
            return size() > CAPACITY;
        }
    };

    private ProblemCache() {
    }

    /** The instance {@code json} (its family's JSON) named {@code name}, which the JSON does not carry. */
    static <P extends Problem> P read(Family<P, ?> family, String name, String json) {
        String key = name + "\u0000" + json;
        synchronized (RECENT) {
            Problem p = RECENT.get(key);
            if (p != null) {
                return family.cast(p);
            }
        }
        P p;
        try {
            p = family.cast(family.parse(name, Json.MAPPER.readTree(json)).withName(name));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the coordinator sent an unreadable instance: " + e.getOriginalMessage(), e);
        }
        synchronized (RECENT) {
            RECENT.put(key, p);
        }
        return p;
    }

    static <P extends Problem> String write(Family<P, ?> family, P problem) {
        try {
            return Json.MAPPER.writeValueAsString(family.write(problem));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e); // a tree of plain nodes always serialises
        }
    }
}
