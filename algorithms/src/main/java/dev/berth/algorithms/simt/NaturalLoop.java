package dev.berth.algorithms.simt;

import java.util.Set;
import java.util.SortedSet;

/**
 * The natural loop of a header: the header and every block that reaches one of its back edges' sources
 * without passing through the header (all back edges to one header make one loop).
 *
 * @param header  the block every back edge targets; it dominates the whole loop
 * @param blocks  the loop's blocks (positions in the kernel), header included
 * @param latches the sources of the back edges
 * @param parent  the header of the innermost loop strictly containing this one, or -1
 */
record NaturalLoop(int header, SortedSet<Integer> blocks, Set<Integer> latches, int parent) {
    boolean contains(int block) {
        return blocks.contains(block);
    }
}
