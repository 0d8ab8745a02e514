package dev.berth.model.families;

import dev.berth.model.simt.OriginalSize;
import dev.berth.model.simt.SimtProblem;
import dev.berth.model.simt.SimtSolution;
import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.io.InputFiles;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.berth.model.Bound;
import dev.berth.model.Certificate;
import dev.berth.model.FamilyBase;
import dev.berth.model.InputException;
import dev.berth.model.Result;
import dev.berth.model.check.simt.SimtChecker;
import dev.berth.model.io.SolutionFields;
import dev.berth.model.simt.io.SimtJson;
import dev.berth.model.simt.io.SimtSolutions;

import java.util.List;
import java.util.Locale;

/**
 * Warps of threads and the next-PC pass, as a family (docs/simt.md): formats.md's {@code simt} JSON or a bare
 * {@code .simt} kernel in; the compiled kernel with its next-PC and mask registers out. The objective is the
 * compiled kernel's static size; the input kernel's size bounds it ({@link OriginalSize}).
 */
public final class SimtFamily extends FamilyBase<SimtProblem, SimtSolution> {
    public static final SimtFamily INSTANCE = new SimtFamily();

    private SimtFamily() {
        super("simt", SimtProblem.class, "launch", new SimtChecker(), List.of("instructions"));
    }

    @Override
    public SimtProblem parse(String source, JsonNode root) {
        return SimtJson.parse(source, root, InputFiles.local());
    }

    @Override
    public SimtProblem parse(String source, JsonNode root, InputFiles files) {
        return SimtJson.parse(source, root, files);
    }

    /** A bare kernel is an instance with the default launch (1 warp of 32 threads, 64 shared words). */
    @Override
    public String otherFormat() {
        return "simt";
    }

    @Override
    public SimtProblem parseOther(String source, String fileName, String text) {
        return SimtJson.parseKernelFile(source, text);
    }

    @Override
    public ObjectNode write(SimtProblem problem) {
        return SimtJson.toJson(problem);
    }

    /** JSON only: a kernel file cannot say which registers the pass took. */
    @Override
    public SimtSolution readSolution(String source, String fileName, String text, SimtProblem problem) {
        if (fileName.toLowerCase(Locale.ROOT).endsWith(".simt")) {
            throw new InputException(source, "a simt solution is JSON (it names the nextPc and mask registers"
                    + " besides the kernel), not a .simt file");
        }
        return SimtSolutions.read(source, text);
    }

    @Override
    public ObjectNode writeSolution(SimtProblem p, Result<SimtSolution> r) {
        ObjectNode o = SolutionFields.head(name(), p.name(), r);
        SolutionFields.origin(o, r);
        if (r.hasSolution()) {
            SimtSolutions.write(o, r.solution());
        }
        if (r.certificate() != null) {
            o.set("certificate", SolutionFields.certificate(r.certificate()));
        }
        SolutionFields.stats(o, r.stats());
        return o;
    }

    /** The compiled kernel's text, its registers in a comment (reading it back as a solution needs the JSON). */
    @Override
    public String writeOther(SimtProblem problem, SimtSolution solution) {
        String head = solution.transformed() ? "; compiled for next-PC hardware: nextPc r" + solution.nextPc()
                + ", mask w" + solution.maskRegister() + "\n" : solution.kernel().equals(problem.kernel())
                ? "; unchanged: no next-PC registers\n" : "; restructured for a SIMT stack (ipdom): no next-PC registers\n";
        return head + solution.kernel().toText();
    }

    @Override
    public Bound lowerBound(SimtProblem problem) {
        OriginalSize o = OriginalSize.of(problem.kernel());
        return new Bound(o.instructions(), o);
    }

    @Override
    public Certificate quickInfeasibility(SimtProblem problem) {
        return null;
    }


    @Override
    public String describe(SimtProblem p) {
        return "kernel " + p.kernel().name() + " (" + p.kernel().blocks().size() + " blocks, " + OriginalSize.of(
                p.kernel()).instructions() + " instructions), " + p.launch().warps() + " warps of "
                + p.launch().threadsPerWarp() + " threads";
    }
}
