package dev.berth.model.sync;

import dev.berth.model.Certificate;

/**
 * Resources (indices into the problem's) no two of which may share a physical one: they may all be in
 * flight at once, or belong to different classes or arrival counts. So at least as many physical ones are
 * needed; under a class's limit, more of one class than it has ids means no mapping exists.
 */
public record Antichain(int[] resources) implements Certificate {
    public Antichain {
        resources = resources.clone();
    }

    @Override
    public int[] resources() {
        return resources.clone();
    }

    public int size() {
        return resources.length;
    }

    @Override
    public String describe() {
        return resources.length + " resources no two of which may share a physical one";
    }
}
