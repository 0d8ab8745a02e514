package dev.berth.model.simt.testing;

import dev.berth.model.simt.io.KernelText;
import dev.berth.model.simt.ir.Kernel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The kernels of examples/simt for the tests of every module. */
public final class SimtExamples {
    private SimtExamples() {
    }

    /** {@code examples/simt/FILE}, parsed. */
    public static Kernel kernel(String file) {
        Path p = Path.of(System.getProperty("berth.home", ".."), "examples", "simt", file);
        try {
            return KernelText.parse(file, Files.readString(p));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
