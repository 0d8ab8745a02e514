package dev.berth.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import org.junit.jupiter.api.Test;

class UnitMappingTest {

    @Test
    void nineUnitsOverFourWorkersAreThreeTwoTwoTwo() {
        assertArrayEquals(new int[] {3, 2, 2, 2}, UnitMapping.fairCounts(9, 4));
        assertArrayEquals(new int[][] {{0, 1, 2}, {3, 4}, {5, 6}, {7, 8}}, UnitMapping.unitsPerWorker(9, 4));
    }

    @Test
    void evenAndShortSplits() {
        assertArrayEquals(new int[] {1, 1, 1, 1}, UnitMapping.fairCounts(4, 4));
        assertArrayEquals(new int[] {1, 1, 0, 0}, UnitMapping.fairCounts(2, 4));
        assertArrayEquals(new int[] {0}, UnitMapping.fairCounts(0, 1));
    }
}
