package dev.berth;

import dev.berth.model.params.Param;

/**
 * One parameter as a caller sets it: {@code -P key=value} on the command line, {@code "params": {key: value}}
 * over {@code berth serve}.
 *
 * @param type         what values it takes ("true|false", "a whole number in [1, 64]", "one of TWA, ...")
 * @param defaultValue its default as text; null when it has none
 */
public record ParamInfo(String key, String type, String defaultValue, String meaning) {

    static ParamInfo of(String key, Param<?> p) {
        return new ParamInfo(key, p.type().describe(), p.defaultValue() == null ? null : p.defaultText(), p.meaning());
    }
}
