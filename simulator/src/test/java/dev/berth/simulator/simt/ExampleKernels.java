package dev.berth.simulator.simt;

import dev.berth.model.simt.io.KernelText;
import dev.berth.model.simt.ir.Kernel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The kernels of examples/simt, parsed. */
final class ExampleKernels {
    private ExampleKernels() {
    }

    static Kernel load(String file) {
        Path p = Path.of(System.getProperty("berth.home", ".."), "examples", "simt", file);
        try {
            return KernelText.parse(file, Files.readString(p));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static Kernel parse(String text) {
        return KernelText.parse("test.simt", text);
    }
}
