package dev.berth.cli;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import dev.berth.model.Configurable;
import dev.berth.model.Family;
import org.junit.jupiter.api.Test;

import java.util.Set;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The layering every module keeps, checked on the compiled classes of all of them: the model knows no
 * strategy; the checkers and the simulators see only the model's records, never a class a strategy uses;
 * the published procedures and baselines know no solver; strategies never call a checker (the gate does).
 */
class LayeringTest {
    private static final JavaClasses BERTH = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(location -> !location.contains("-tests.jar"))
            .importPackages("dev.berth");

    /** The record packages of the families: what checkers and simulators may see. */
    private static final String[] RECORD_PACKAGES = {"dev.berth.model", "dev.berth.model.memory",
            "dev.berth.model.sync", "dev.berth.model.tiles", "dev.berth.model.channels", "dev.berth.model.simt",
            "dev.berth.model.simt.ir"};

    /**
     * Value classes of the record packages that are not Java records (an immutable class, an interval set), the
     * simt IR's {@code Operands}: what each instruction reads and writes, part of the IR's definition (the
     * kernel record validates its registers with it), and what input errors and budgets are made of: parsers,
     * checkers and simulators refuse instances too large ({@code TooLarge}) and stop when the request's time
     * is up ({@code CurrentBudget}, {@code OutOfTime}).
     */
    private static final Set<String> VALUE_CLASSES = Set.of("dev.berth.model.tiles.TileProblem",
            "dev.berth.model.tiles.Steps", "dev.berth.model.InputException", "dev.berth.model.simt.ir.Operands",
            "dev.berth.model.TooLarge", "dev.berth.model.OutOfTime", "dev.berth.model.CurrentBudget");

    /**
     * A model record: in a family's record package, and a record, an enum, an interface of the framework that
     * is not a strategy's or a family's, or one of the listed value classes.
     */
    private static final DescribedPredicate<JavaClass> MODEL_RECORD = new DescribedPredicate<>("a model record") {
        @Override
        public boolean test(JavaClass c) {
            if (c.isArray()) {
                return test(c.getBaseComponentType());
            }
            JavaClass outer = c.getEnclosingClass().orElse(c);
            if (!Set.of(RECORD_PACKAGES).contains(outer.getPackageName())) {
                return false;
            }
            if (outer.isAssignableTo(Family.class) || outer.isAssignableTo(Configurable.class)) {
                return false;
            }
            return outer.isRecord() || outer.isEnum() || outer.isInterface()
                    || VALUE_CLASSES.contains(outer.getName());
        }
    };

    private static final DescribedPredicate<JavaClass> JDK = new DescribedPredicate<>("a JDK class") {
        @Override
        public boolean test(JavaClass c) {
            return c.getPackageName().startsWith("java.") || c.isPrimitive()
                    || c.isArray() && test(c.getBaseComponentType());
        }
    };

    private static void check(ArchRule rule) {
        rule.check(BERTH);
    }

    @Test
    void theModelKnowsNoStrategyAndNoSolverLibrary() {
        check(noClasses().that().resideInAPackage("dev.berth.model..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.berth.algorithms..", "dev.berth.solvers..", "dev.berth.simulator..",
                        "dev.berth.bench..", "dev.berth.cli..", "org.chocosolver..", "ai.timefold..",
                        "com.google.ortools..", "org.jgrapht.."));
    }

    @Test
    void checkersSeeOnlyTheModelsRecords() {
        check(classes().that().resideInAPackage("dev.berth.model.check..").should().onlyDependOnClassesThat(
                JDK.or(MODEL_RECORD).or(JavaClass.Predicates.resideInAPackage("dev.berth.model.check.."))));
    }

    /** JGraphT is a graph library, not strategy code: the SIMT simulator finds post-dominators with it. */
    @Test
    void simulatorsSeeOnlyTheModelsRecords() {
        check(classes().that().resideInAPackage("dev.berth.simulator..").should().onlyDependOnClassesThat(
                JDK.or(MODEL_RECORD).or(JavaClass.Predicates.resideInAnyPackage("dev.berth.simulator..",
                        "org.jgrapht.."))));
    }

    @Test
    void recordPackagesHoldRecordsFamiliesAndCertificates() {
        check(classes().that().resideInAnyPackage(RECORD_PACKAGES).and().areNotNestedClasses().should(
                new com.tngtech.archunit.lang.ArchCondition<>("be records, enums, interfaces, value classes or a family") {
                    @Override
                    public void check(JavaClass c, com.tngtech.archunit.lang.ConditionEvents events) {
                        boolean ok = MODEL_RECORD.test(c) || c.isInterface() || c.isAssignableTo(Family.class)
                                || c.isAssignableTo(Configurable.class)
                                || c.getSimpleName().equals("Families") || c.getSimpleName().equals("Budget")
                                || c.getSimpleName().equals("Status") || c.getSimpleName().equals("Objective");
                        if (!ok) {
                            events.add(com.tngtech.archunit.lang.SimpleConditionEvent.violated(c,
                                    c.getName() + " is a helper in a record package: move it to .analysis, .io or .check"));
                        }
                    }
                }));
    }

    /** A family imports its records; the records never import their family (model.families sits above them). */
    @Test
    void noFamilysRecordsImportAFamily() {
        check(noClasses().that().resideInAnyPackage("dev.berth.model.memory", "dev.berth.model.sync",
                "dev.berth.model.tiles", "dev.berth.model.channels", "dev.berth.model.simt", "dev.berth.model.simt.ir")
                .should().dependOnClassesThat().resideInAPackage("dev.berth.model.families"));
    }

    /** Emitting code needs the answer's records and analyses, nothing a strategy or a simulator holds. */
    @Test
    void theEmitterSeesOnlyTheModel() {
        check(classes().that().resideInAPackage("dev.berth.emit..").should().onlyDependOnClassesThat(
                JDK.or(JavaClass.Predicates.resideInAnyPackage("dev.berth.emit..", "dev.berth.model.."))));
        check(noClasses().that().resideInAnyPackage("dev.berth.model..", "dev.berth.algorithms..",
                "dev.berth.solvers..", "dev.berth.simulator..", "dev.berth.engine..", "dev.berth.bench..",
                "dev.berth.cluster..").should().dependOnClassesThat().resideInAPackage("dev.berth.emit.."));
    }

    @Test
    void theFacadeSitsAboveEverythingItFronts() {
        check(noClasses().that().resideInAnyPackage("dev.berth.model..", "dev.berth.algorithms..",
                "dev.berth.solvers..", "dev.berth.simulator..", "dev.berth.bench..").should().dependOnClassesThat()
                .resideInAPackage("dev.berth"));
    }

    /** Hazelcast stays in the cluster module; the command line reaches it through that module's own types. */
    @Test
    void onlyTheClusterModuleKnowsHazelcast() {
        check(noClasses().that().resideOutsideOfPackage("dev.berth.cluster..").should().dependOnClassesThat()
                .resideInAPackage("com.hazelcast.."));
    }

    @Test
    void theAlgorithmsUseNoSolverLibrary() {
        check(noClasses().that().resideInAPackage("dev.berth.algorithms..").should().dependOnClassesThat()
                .resideInAnyPackage("dev.berth.solvers..", "dev.berth.bench..", "dev.berth.cli..",
                        "org.chocosolver..", "ai.timefold..", "com.google.ortools.."));
    }

    @Test
    void strategiesNeverCallAChecker() {
        check(noClasses().that().resideInAnyPackage("dev.berth.algorithms..", "dev.berth.solvers..")
                .should().dependOnClassesThat().resideInAPackage("dev.berth.model.check.."));
    }

    @Test
    void theAnalysesStrategiesShareNeverReachTheCheckers() {
        check(noClasses().that().resideInAnyPackage("dev.berth.model..analysis..", "dev.berth.model..io..")
                .should().dependOnClassesThat().resideInAPackage("dev.berth.model.check.."));
    }
}
