package dev.berth.solvers.memory.cpsat;

import com.google.ortools.Loader;

/** Loads the OR-Tools native libraries once per JVM and remembers why, if they could not be loaded. */
final class OrToolsNatives {
    private static boolean tried;
    private static String failure;

    private OrToolsNatives() {
    }

    /** {@code null} when the natives are loaded, else what went wrong. */
    static synchronized String loadFailure() {
        if (!tried) {
            tried = true;
            try {
                Loader.loadNativeLibraries();
            } catch (RuntimeException | LinkageError e) {
                failure = "OR-Tools native libraries could not be loaded: " + e;
            }
        }
        return failure;
    }
}
