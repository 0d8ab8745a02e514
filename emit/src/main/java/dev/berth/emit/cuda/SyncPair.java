package dev.berth.emit.cuda;

/**
 * One logical sync resource in the kernel.
 *
 * @param barrier index of its physical barrier in the program, -1 when the answer removed the pair (its ordering is
 *                implied by the others: the kernel keeps its token check and drops its signal and wait)
 * @param use     its use number on that barrier, in happens-before order: the phase a parity waiter waits for
 *                and the count a generation waiter waits for
 */
public record SyncPair(String id, int barrier, int use, int producerWarp, int consumerWarp) {
    public boolean removed() {
        return barrier < 0;
    }
}
