package dev.berth.model.simt.ir;

import java.util.List;

/** A basic block: a label, straight-line instructions, a terminator. */
public record Block(String label, List<Instruction> body, Terminator end) {
    public Block {
        if (label == null || end == null) {
            throw new IllegalArgumentException("a block needs a label and a terminator");
        }
        body = List.copyOf(body);
    }
}
