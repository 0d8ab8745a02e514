package dev.berth.model.check.simt;

/** Where an input block's body sits in the compiled kernel: block {@code host}, instructions [start, start + length). */
record Run(String original, String host, int start, int length) {
    boolean covers(int index) {
        return index >= start && index < start + length;
    }
}
