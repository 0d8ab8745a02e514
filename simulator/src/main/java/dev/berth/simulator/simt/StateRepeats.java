package dev.berth.simulator.simt;

import java.util.Arrays;

/**
 * Brent's cycle detection over a deterministic run: the state is saved at steps 1, 2, 4, 8, ... and every later
 * state's hash is compared with the saved one's; a hash match is confirmed word by word, so a reported repeat
 * is a real one (a deterministic machine that returns to a state loops forever). A run whose states repeat with
 * period λ after μ steps is caught within about μ + 2λ steps, and memory stays at one saved copy.
 */
final class StateRepeats {
    private final MachineState s;
    private long savedHash;
    private long savedAt = -1;
    private long nextSave = 1;
    private long[] memory;
    private long[] registers;
    private long[] live;
    private long[][] control;
    private int savedPointer;

    StateRepeats(MachineState s) {
        this.s = s;
    }

    /**
     * Called after step {@code step} with the whole state's hash; the step whose state this one repeats, or
     * -1.
     */
    long check(long step, long hash, SimtMachine m, int pointer) {
        if (savedAt >= 0 && hash == savedHash && same(m, pointer)) {
            return savedAt;
        }
        if (step == nextSave) {
            save(m, pointer, hash, step);
            nextSave *= 2;
        }
        return -1;
    }

    private void save(SimtMachine m, int pointer, long hash, long step) {
        memory = s.memory.clone();
        registers = s.registers.clone();
        live = s.live.clone();
        control = new long[s.warps][];
        for (int w = 0; w < s.warps; w++) {
            control[w] = m.control(w);
        }
        savedPointer = pointer;
        savedHash = hash;
        savedAt = step;
    }

    private boolean same(SimtMachine m, int pointer) {
        if (pointer != savedPointer || !Arrays.equals(live, s.live) || !Arrays.equals(memory, s.memory)
                || !Arrays.equals(registers, s.registers)) {
            return false;
        }
        for (int w = 0; w < s.warps; w++) {
            if (!Arrays.equals(control[w], m.control(w))) {
                return false;
            }
        }
        return true;
    }
}
