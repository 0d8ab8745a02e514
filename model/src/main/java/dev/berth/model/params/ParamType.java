package dev.berth.model.params;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * How a parameter's text becomes a typed value. {@link #parse} throws {@link IllegalArgumentException}
 * with a message that says what was expected; {@link Param} turns it into an input error naming the key.
 */
public interface ParamType<T> {

    /** What values look like, for messages and {@code berth solvers --params}: "true|false", "1..64". */
    String describe();

    T parse(String text);

    /** The text form of a value, the inverse of {@link #parse}. */
    String format(T value);

    /** true/false (also on/off, 1/0). */
    static ParamType<Boolean> flag() {
        return new ParamType<>() {
            @Override
            public String describe() {
                return "true|false";
            }

            @Override
            public Boolean parse(String text) {
                return switch (text.trim().toLowerCase(Locale.ROOT)) {
                    case "true", "on", "1" -> true;
                    case "false", "off", "0" -> false;
                    default -> throw new IllegalArgumentException("expected true or false, got '" + text + "'");
                };
            }

            @Override
            public String format(Boolean value) {
                return value.toString();
            }
        };
    }

    /** A whole number in {@code [min, max]}. */
    static ParamType<Long> whole(long min, long max) {
        return new ParamType<>() {
            @Override
            public String describe() {
                return max == Long.MAX_VALUE ? "whole number >= " + min : min + ".." + max;
            }

            @Override
            public Long parse(String text) {
                long v;
                try {
                    v = Long.parseLong(text.trim());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("not a whole number: '" + text + "'");
                }
                if (v < min || v > max) {
                    throw new IllegalArgumentException("must be " + describe() + ", got " + v);
                }
                return v;
            }

            @Override
            public String format(Long value) {
                return value.toString();
            }
        };
    }

    /** A number in {@code [min, max]}. */
    static ParamType<Double> decimal(double min, double max) {
        return new ParamType<>() {
            @Override
            public String describe() {
                return "number in " + (min == Double.MIN_VALUE ? "(0" : "[" + min) + ", " + max + "]";
            }

            @Override
            public Double parse(String text) {
                double v;
                try {
                    v = Double.parseDouble(text.trim());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("not a number: '" + text + "'");
                }
                if (!(v >= min && v <= max)) {
                    throw new IllegalArgumentException("must be a " + describe() + ", got " + text.trim());
                }
                return v;
            }

            @Override
            public String format(Double value) {
                return value.toString();
            }
        };
    }

    /** One of an enum's constants, each written as its {@link #label} ("first-fit" for FIRST_FIT). */
    static <E extends Enum<E>> ParamType<E> choice(Class<E> type) {
        return choice(type, ParamType::label);
    }

    /** One of an enum's constants, written as {@code label} says. */
    static <E extends Enum<E>> ParamType<E> choice(Class<E> type, Function<E, String> label) {
        E[] values = type.getEnumConstants();
        return new ParamType<>() {
            @Override
            public String describe() {
                return String.join("|", Arrays.stream(values).map(label).toList());
            }

            @Override
            public E parse(String text) {
                String t = text.trim().toLowerCase(Locale.ROOT);
                for (E e : values) {
                    if (label.apply(e).equals(t)) {
                        return e;
                    }
                }
                throw new IllegalArgumentException("unknown value '" + text + "' (expected " + describe() + ")");
            }

            @Override
            public String format(E value) {
                return label.apply(value);
            }
        };
    }

    /** One of a few words. */
    static ParamType<String> oneOf(String... words) {
        List<String> allowed = List.of(words);
        return new ParamType<>() {
            @Override
            public String describe() {
                return String.join("|", allowed);
            }

            @Override
            public String parse(String text) {
                String t = text.trim().toLowerCase(Locale.ROOT);
                if (!allowed.contains(t)) {
                    throw new IllegalArgumentException("unknown value '" + text + "' (expected " + describe() + ")");
                }
                return t;
            }

            @Override
            public String format(String value) {
                return value;
            }
        };
    }

    /** A comma-separated list of at least one element, without repeats. */
    static <E> ParamType<List<E>> listOf(ParamType<E> element) {
        return new ParamType<>() {
            @Override
            public String describe() {
                return "comma-separated list of " + element.describe();
            }

            @Override
            public List<E> parse(String text) {
                List<E> out = new ArrayList<>();
                for (String part : text.split(",")) {
                    if (!part.isBlank()) {
                        E e = element.parse(part);
                        if (!out.contains(e)) {
                            out.add(e);
                        }
                    }
                }
                if (out.isEmpty()) {
                    throw new IllegalArgumentException("names nothing (expected " + describe() + ")");
                }
                return List.copyOf(out);
            }

            @Override
            public String format(List<E> value) {
                return String.join(",", value.stream().map(element::format).toList());
            }
        };
    }

    /**
     * Free text that {@code check} accepts (it returns the text, possibly normalised, or throws
     * {@link IllegalArgumentException}); {@code describe} says what it looks like.
     */
    static ParamType<String> text(String describe, UnaryOperator<String> check) {
        return new ParamType<>() {
            @Override
            public String describe() {
                return describe;
            }

            @Override
            public String parse(String text) {
                return check.apply(text.trim());
            }

            @Override
            public String format(String value) {
                return value;
            }
        };
    }

    /** An enum constant's name in lower case with dashes: {@code FIRST_FIT} is "first-fit". */
    static String label(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
