package dev.berth;

import java.util.List;

/**
 * A strategy as {@code berth solvers --params} lists it.
 *
 * @param params the keys it declares itself
 * @param parts  what it runs besides itself (a portfolio's members), whose keys it accepts too
 */
public record StrategyInfo(String name, String description, List<ParamInfo> params, List<String> parts) {
    public StrategyInfo {
        params = List.copyOf(params);
        parts = List.copyOf(parts);
    }
}
