package dev.berth.model.sync;

/** What an instruction does to sync resources. */
public enum OpKind {
    /** {@code pX}: signals logical resource X. */
    PRODUCE,
    /** {@code cX}: waits for logical resource X. */
    CONSUME,
    /** Any other instruction: touches no sync resource, but still takes its place in program order. */
    OTHER
}
