package dev.berth.model.params;

import dev.berth.model.InputException;
import dev.berth.model.SolveOptions;

import java.util.List;

/**
 * One declared parameter of a strategy (or of a whole family): name, type, default and a one-line
 * meaning. Users set it as {@code -P NAMESPACE.NAME=VALUE}, the namespace being the strategy's name (or
 * the family's, for a parameter every strategy of the family reads).
 *
 * @param namespace fixed namespace (a family-wide parameter), or null: the strategy that reads it
 */
public record Param<T>(String namespace, String name, ParamType<T> type, T defaultValue, String meaning) {

    public Param {
        if (name == null || name.isBlank() || name.contains(".") || name.contains("=")) {
            throw new IllegalArgumentException("bad parameter name '" + name + "'");
        }
    }

    public static Param<Boolean> flag(String name, boolean defaultValue, String meaning) {
        return new Param<>(null, name, ParamType.flag(), defaultValue, meaning);
    }

    public static Param<Long> whole(String name, long defaultValue, long min, long max, String meaning) {
        return new Param<>(null, name, ParamType.whole(min, max), defaultValue, meaning);
    }

    public static Param<Double> decimal(String name, double defaultValue, double min, double max, String meaning) {
        return new Param<>(null, name, ParamType.decimal(min, max), defaultValue, meaning);
    }

    public static <E extends Enum<E>> Param<E> choice(String name, Class<E> type, E defaultValue, String meaning) {
        return new Param<>(null, name, ParamType.choice(type), defaultValue, meaning);
    }

    public static <E extends Enum<E>> Param<List<E>> choices(String name, Class<E> type, List<E> defaultValue,
                                                             String meaning) {
        return new Param<>(null, name, ParamType.listOf(ParamType.choice(type)), List.copyOf(defaultValue), meaning);
    }

    public static <T> Param<T> of(String name, ParamType<T> type, T defaultValue, String meaning) {
        return new Param<>(null, name, type, defaultValue, meaning);
    }

    /** The same parameter under a fixed namespace: one every strategy of a family reads. */
    public Param<T> familyWide(String family) {
        return new Param<>(family, name, type, defaultValue, meaning);
    }

    /**
     * The key this parameter has when read by the strategy named {@code scope}: {@code scope.name}, or
     * {@code namespace.name} when it is family-wide; plain {@code name} when there is no scope (a strategy
     * called directly from Java, not through a registry).
     */
    public String key(String scope) {
        String ns = namespace != null ? namespace : scope;
        return ns == null ? name : ns + "." + name;
    }

    /** The value the options give (or the default), parsed; a bad value is an input error naming the key. */
    public T from(SolveOptions options) {
        String key = key(options.scope());
        String text = options.params().get(key);
        return text == null ? defaultValue : parse(key, text);
    }

    /**
     * The value the strategy named {@code owner} reads from {@code options} when it runs as a part of the solve:
     * for a wrapper that decides by a part's parameter (whether to hand the program to that part at all).
     */
    public T of(String owner, SolveOptions options) {
        return from(options.withScope(owner));
    }

    /** Whether the options set this parameter explicitly. */
    public boolean isSet(SolveOptions options) {
        return options.params().containsKey(key(options.scope()));
    }

    /** {@code text} as this parameter's value; an input error naming {@code key} when it is not one. */
    public T parse(String key, String text) {
        try {
            return type.parse(text);
        } catch (IllegalArgumentException e) {
            throw new InputException("-P " + key, e.getMessage());
        }
    }

    /** The default in text form. */
    public String defaultText() {
        return defaultValue == null ? "" : type.format(defaultValue);
    }
}
