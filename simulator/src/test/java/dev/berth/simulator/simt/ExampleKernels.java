package dev.berth.simulator.simt;

import dev.berth.model.simt.io.KernelText;
import dev.berth.model.simt.testing.SimtExamples;
import dev.berth.model.simt.ir.Kernel;


/** The kernels of examples/simt, parsed. */
final class ExampleKernels {
    private ExampleKernels() {
    }

    static Kernel load(String file) {
        return SimtExamples.kernel(file);
    }

    static Kernel parse(String text) {
        return KernelText.parse("test.simt", text);
    }
}
