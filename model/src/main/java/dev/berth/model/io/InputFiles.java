package dev.berth.model.io;

import java.nio.file.Path;

/**
 * Where a reader gets the files an instance names: the instance file itself and the files it refers to (a
 * simt instance's {@code kernel}). The command line reads what its user names ({@link #local()}); the service
 * reads only what its policy allows, from the directories it was started with.
 */
@FunctionalInterface
public interface InputFiles {
    /**
     * The text of {@code path} as strict UTF-8; an input error naming the path and the rule it breaks when the
     * file may not or cannot be read.
     */
    String read(Path path);

    /** Regular files only (a FIFO or a device is refused at once), at most {@link TextFiles#MAX_BYTES}. */
    static InputFiles local() {
        return TextFiles::read;
    }
}
