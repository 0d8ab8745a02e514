package dev.berth.simulator.engine;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

/**
 * The model must stay an independent second opinion on the protocol: it sees nothing of the real engine,
 * the strategies or the solvers, only the JDK and itself. The CLI's LayeringTest checks the whole simulator
 * too, but only when the CLI is built; this one runs with the simulator's own tests.
 */
class DoorbellModelLayeringTest {
    private static final JavaClasses SIMULATOR = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.berth.simulator");

    @Test
    void theEngineModelDependsOnlyOnTheJdkAndItself() {
        classes().that().resideInAPackage("dev.berth.simulator.engine..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "dev.berth.simulator.engine..")
                .check(SIMULATOR);
    }

    @Test
    void theSimulatorImportsNoStrategyAndNoSolver() {
        noClasses().that().resideInAPackage("dev.berth.simulator..")
                .should().dependOnClassesThat().resideInAnyPackage("dev.berth.algorithms..", "dev.berth.solvers..",
                        "org.chocosolver..", "ai.timefold..", "com.google.ortools..")
                .check(SIMULATOR);
    }
}
