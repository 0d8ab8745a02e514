package dev.berth.model.memory;

import dev.berth.model.Certificate;

/**
 * At {@code time} the live bytes and the padding alignment forces between them come to {@code bytes}: of the
 * buffers holding their whole size then, outside co-location groups, with alignments that are multiples of
 * {@code alignment} (call them H, {@code h} of them), at least {@code h - 1 - k} are followed in address order
 * by another of H with nothing between them but ranges of whole multiples of {@code alignment} ({@code k}: the
 * other byte ranges held then that are co-located or whose size is not such a multiple). Each such one ends
 * {@code size mod alignment} past a multiple of {@code alignment}, its follower starts at one, and what lies
 * between fills multiples of it, so it leaves at least {@code (-size) mod alignment} bytes free; the
 * certificate counts the smallest of those paddings. A bound, and above the capacity an infeasibility, as
 * {@link LiveBytes}.
 */
public record AlignedLiveBytes(long time, long alignment, long bytes) implements Certificate {
    @Override
    public String describe() {
        return bytes + " bytes at time " + time + ": the live bytes and the padding after buffers aligned to "
                + alignment + " that are followed by others aligned to it";
    }
}
