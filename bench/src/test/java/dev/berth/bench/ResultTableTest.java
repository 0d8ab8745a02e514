package dev.berth.bench;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ResultTableTest {

    @Test
    void numbersAlignRightTextLeftNoTrailingSpaces() {
        ResultTable t = new ResultTable("strategy", "status", "peak", "lower bound", "seconds")
                .add("greedy", "FEASIBLE", 1048576, 1040000, ResultTable.seconds(0.0123))
                .add("exact-search-long-name", "UNKNOWN", "-", 1040000, ResultTable.seconds(12.5));
        String expected = """
                strategy                status       peak  lower bound  seconds
                ----------------------  --------  -------  -----------  -------
                greedy                  FEASIBLE  1048576      1040000    0.012
                exact-search-long-name  UNKNOWN         -      1040000   12.500
                """;
        assertEquals(expected, t.render());
        assertEquals(2, t.rowCount());
    }

    @Test
    void aColumnWithAnyTextIsLeftAligned() {
        String out = new ResultTable("a", "b").add("x", 1).add("y", "n/a").add("z", null).render();
        assertEquals("""
                a  b
                -  ---
                x  1
                y  n/a
                z
                """, out);
    }

    @Test
    void emptyTableIsJustTheHeader() {
        assertEquals("a  bb\n-  --\n", new ResultTable("a", "bb").render());
    }

    @Test
    void formats() {
        assertEquals("1.0000", ResultTable.ratio(1.0));
        assertEquals("1.2346", ResultTable.ratio(1.23456));
        assertEquals("-", ResultTable.ratio(Double.NaN));
        assertEquals("0.000", ResultTable.seconds(0.0001));
        assertEquals("-", ResultTable.seconds(Double.NaN));
    }

    @Test
    void rowsMustMatchTheHeader() {
        ResultTable t = new ResultTable("a", "b");
        assertThrows(IllegalArgumentException.class, () -> t.add("only one"));
        assertThrows(IllegalArgumentException.class, ResultTable::new);
    }

    @Test
    void markdownEscapesPipesAndRightAlignsNumbers() {
        ResultTable t = new ResultTable("name", "n").add("a|b", 3).add("c", "-").add("line\nbreak", "1.5%");
        assertEquals("| name | n |\n|---|---:|\n| a\\|b | 3 |\n| c | - |\n| line break | 1.5% |\n", t.markdown());
        assertEquals("| a |\n|---|\n", new ResultTable("a").markdown(), "no rows: nothing is numeric");
    }
}
