package dev.berth.model;

/** An instance of one problem family, as read from a file. */
public interface Problem {
    /** The {@code family} name used in files: memory, sync, tiles. */
    String family();

    /** Where the instance came from, for messages and reports. */
    String name();

    /** The same instance under another name (a bench names each instance after its file). */
    Problem withName(String name);
}
