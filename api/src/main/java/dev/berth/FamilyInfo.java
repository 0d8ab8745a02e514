package dev.berth;

import java.util.List;

/**
 * A family's strategies and the parameters every one of them reads, in the order they are listed.
 *
 * @param defaultStrategy the strategy a solve uses when none is named
 * @param params          family-wide parameters ({@code sync.remove-redundant})
 */
public record FamilyInfo(String name, String defaultStrategy, List<ParamInfo> params, List<StrategyInfo> strategies) {
    public FamilyInfo {
        params = List.copyOf(params);
        strategies = List.copyOf(strategies);
    }
}
