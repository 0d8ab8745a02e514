package dev.berth.model.io;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;

import static org.junit.jupiter.params.provider.Arguments.arguments;

/**
 * Inputs on which fuzzing (Jazzer, {@link ParserFuzzTest}) or review broke {@link ParserProperties}, minimised
 * by hand. Each must keep the properties: refused with a one-line {@link dev.berth.model.InputException}, or
 * accepted and written back unchanged.
 */
class ParserFindingsTest {
    static Stream<Arguments> findings() {
        return Stream.of(
                // A header naming both 'upper' and 'end' maps both to 'upper' and loses a column from the count:
                // a row one field short passes the count check, then f[5] throws ArrayIndexOutOfBoundsException.
                arguments("upper-and-end-columns", "fuzz.12.csv", "id,lower,upper,size,end\na,0,1,1\n"),
                arguments("upper-and-end-columns-solution", "solution.csv",
                        "id,lower,upper,sierper,size,end\n;5,0,3,4,8\nb2,3,9,b4"),
                // An inclusive 'end' of 2^53 becomes upper 2^53 + 1, above Numbers.MAX_VALUE: accepted on
                // input, refused when written back (the +1 is not range-checked).
                arguments("inclusive-end-at-the-limit", "fuzz.12.csv", "id,lower,end,size\na,0,9007199254740992,1\n"),
                // JSON ids CSV cannot carry: a comma splits the row, surrounding blanks/control characters are
                // trimmed by the CSV reader, so the CSV round trip fails or changes the id.
                arguments("comma-in-json-id", "fuzz.json", "{\"buffers\":[{\"id\":\"a,b\",\"start\":0,\"end\":1,\"size\":1}]}"),
                arguments("blank-around-json-id", "fuzz.json", "{\"buffers\":[{\"id\":\" a\",\"start\":0,\"end\":1,\"size\":1}]}"),
                arguments("control-char-json-id", "fuzz.json", "{\"buffers\":[{\"id\":\"\\bb1\",\"start\":0,\"end\":1,\"size\":1}]}"),
                // Ids are echoed raw in messages, so a line break in an id breaks the one-line message contract.
                arguments("newline-in-json-id-message", "fuzz.json",
                        "{\"buffers\":[{\"id\":\"a\\nb\",\"start\":5,\"end\":1,\"size\":1}]}"),
                arguments("carriage-return-in-csv-id-message", "fuzz.12.csv", "id,lower,upper,size\na\rb,5,1,4\n"),
                arguments("newline-in-assignment-key-message", "solution.json", "{\"assignment\":{\"a\\nb\":\"x\"}}"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("findings")
    void parsersKeepTheirPropertiesOnPastFindings(String finding, String fileName, String text) {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (fileName.startsWith("solution")) {
            ParserProperties.solution(fileName, bytes);
        } else {
            ParserProperties.instance(fileName, bytes);
        }
    }
}
