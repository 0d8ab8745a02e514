package dev.berth.bench.memory;

import java.nio.file.Path;
import java.util.List;

/**
 * What an ablation produced.
 *
 * @param strategy  the allocator's name
 * @param configs   configuration labels in run order: {@code all-on}, then {@code no-<switch>} per switch
 * @param rows      one per (instance, configuration); {@link MemoryBenchRow#strategy()} holds the label
 * @param summaries one per configuration
 * @param files     the files written (empty without an output directory)
 */
public record MemoryAblationReport(String strategy, List<String> configs, List<MemoryBenchRow> rows,
                                   List<StrategySummary> summaries, List<Path> files) {

    public MemoryAblationReport {
        configs = List.copyOf(configs);
        rows = List.copyOf(rows);
        summaries = List.copyOf(summaries);
        files = List.copyOf(files);
    }
}
