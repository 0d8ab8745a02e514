package dev.berth.model.io;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Jazzer fuzz tests of every parser that reads user files (see {@link ParserProperties} for what must hold).
 * {@code @FuzzTest} carries the JUnit tag {@code jazzer}: model/pom.xml runs these in their own surefire
 * execution ({@code fuzz}), because Jazzer's agent instruments every class loaded after it in the JVM.
 *
 * <p>Without {@code JAZZER_FUZZ} (every build) each test runs once per file of its seed corpus,
 * {@code src/test/resources/dev/berth/model/io/ParserFuzzTestInputs/<method>/}, where Jazzer also stores
 * the inputs of findings. To fuzz for real, one test per JVM, for at most {@code maxDuration}:
 * <pre>
 * JAZZER_FUZZ=1 ./mvnw -o -pl model test -Dtest='ParserFuzzTest#jsonInstance' -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 * (generated corpus goes to {@code model/.cifuzz-corpus/}, not to be committed).
 */
class ParserFuzzTest {
    @FuzzTest(maxDuration = "2m")
    void csvInstance(byte[] input) {
        ParserProperties.instance("fuzz.12.csv", input);
    }

    @FuzzTest(maxDuration = "2m")
    void jsonInstance(byte[] input) {
        ParserProperties.instance("fuzz.json", input);
    }

    @FuzzTest(maxDuration = "2m")
    void csvSolution(byte[] input) {
        ParserProperties.solution("solution.csv", input);
    }

    @FuzzTest(maxDuration = "2m")
    void jsonSolution(byte[] input) {
        ParserProperties.solution("solution.json", input);
    }
}
