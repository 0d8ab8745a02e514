package dev.berth.bench.tiles;

import java.nio.file.Path;
import java.util.List;

/**
 * What a sharing study produced.
 *
 * @param rows  one per instance, in the order given
 * @param files the files written (empty without an output directory)
 */
public record TileSharingReport(List<TileSharingRow> rows, List<Path> files) {
    public TileSharingReport {
        rows = List.copyOf(rows);
        files = List.copyOf(files);
    }
}
