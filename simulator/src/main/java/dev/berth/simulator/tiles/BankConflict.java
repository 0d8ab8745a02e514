package dev.berth.simulator.tiles;

/**
 * Two banked variables of one tile, live at a common step, whose address ranges touch a common bank: both
 * may be loaded from or stored to that bank in the same cycle.
 *
 * @param step the first step at which both are live
 * @param bank the lowest bank both touch
 */
public record BankConflict(int tile, int step, String first, String second, long bank) {
    @Override
    public String toString() {
        return "tile " + tile + ", step " + step + ": banked " + first + " and " + second + " share bank " + bank;
    }
}
