package dev.berth.model.params;

import dev.berth.model.Configurable;
import dev.berth.model.InputException;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The parameter keys a run accepts: those declared by every strategy it runs (and their parts), each under
 * its strategy's name, and the family's own. A key no part of the run declares, or a value its type
 * refuses, is an input error that names the key and lists the valid ones.
 */
public final class ParamKeys {
    /** Above this many keys an error lists the namespaces rather than every key. */
    private static final int LIST_LIMIT = 24;

    private ParamKeys() {
    }

    /** Every key the run accepts, sorted, with its declaration. */
    public static Map<String, Param<?>> declared(List<? extends Configurable> run, List<Param<?>> familyWide) {
        Map<String, Param<?>> keys = new TreeMap<>();
        for (Param<?> p : familyWide) {
            keys.put(p.key(null), p);
        }
        List<Configurable> seen = new ArrayList<>();
        for (Configurable c : run) {
            collect(c, keys, seen);
        }
        return keys;
    }

    /** The keys {@code c} declares itself, without its parts', sorted. */
    public static Map<String, Param<?>> own(Configurable c) {
        Map<String, Param<?>> keys = new TreeMap<>();
        c.params().forEach(p -> keys.put(p.key(c.name()), p));
        return keys;
    }

    private static void collect(Configurable c, Map<String, Param<?>> keys, List<Configurable> seen) {
        if (seen.contains(c)) {
            return;
        }
        seen.add(c);
        for (Param<?> p : c.params()) {
            keys.putIfAbsent(p.key(c.name()), p);
        }
        for (Configurable part : c.parts()) {
            collect(part, keys, seen);
        }
    }

    /** Checks every user key and value; throws an {@link InputException} for the first bad one. */
    public static void check(Map<String, String> params, List<? extends Configurable> run, List<Param<?>> familyWide) {
        Map<String, Param<?>> keys = declared(run, familyWide);
        for (Map.Entry<String, String> e : params.entrySet()) {
            String key = e.getKey();
            Param<?> p = keys.get(key);
            if (p == null) {
                throw new InputException("-P " + key, unknown(key, keys));
            }
            p.parse(key, e.getValue());
        }
    }

    private static String unknown(String key, Map<String, Param<?>> keys) {
        if (keys.isEmpty()) {
            return "no strategy of this run takes parameters";
        }
        int dot = key.indexOf('.');
        if (dot < 0) {
            List<String> meant = keys.keySet().stream().filter(k -> k.endsWith("." + key)).toList();
            if (!meant.isEmpty()) {
                return "parameters are namespaced by strategy: did you mean " + String.join(" or ", meant) + "?";
            }
        }
        String prefix = dot < 0 ? null : key.substring(0, dot + 1);
        List<String> same = prefix == null ? List.of()
                : keys.keySet().stream().filter(k -> k.startsWith(prefix)).toList();
        String hint = dot < 0 ? "parameters are namespaced by strategy, e.g. " + keys.keySet().iterator().next() + "; "
                : "";
        if (!same.isEmpty()) {
            return "unknown parameter; " + hint + "valid keys of " + key.substring(0, dot) + ": " + String.join(", ", same);
        }
        if (keys.size() <= LIST_LIMIT) {
            return "unknown parameter; " + hint + "valid keys: " + String.join(", ", keys.keySet());
        }
        Map<String, Integer> namespaces = new LinkedHashMap<>();
        keys.keySet().forEach(k -> namespaces.merge(k.substring(0, k.indexOf('.')), 1, Integer::sum));
        return "unknown parameter; " + hint + "namespaces of this run: " + String.join(", ", namespaces.keySet())
                + " (keys: berth solvers --params)";
    }
}
