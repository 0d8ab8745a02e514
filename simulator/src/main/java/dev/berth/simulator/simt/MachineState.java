package dev.berth.simulator.simt;

import dev.berth.model.simt.Launch;
import dev.berth.model.simt.ir.Address;
import dev.berth.model.simt.ir.Operand;

/**
 * What every model shares: shared memory, each thread's registers, which threads have not exited. Memory and
 * registers keep a running hash (a sum of one mixed term per word), so a step costs what it touches and the
 * runner can hash the whole state after every step of a big launch.
 */
final class MachineState {
    final KernelCode code;
    final int lanes;
    final int warps;
    final long[] memory;
    /** Registers, thread-major: thread t's rN is {@code registers[t * perThread + N]}. */
    final long[] registers;
    final int perThread;
    /** Per warp, the lanes that have not exited. */
    final long[] live;
    private long memoryHash;
    private long registerHash;

    MachineState(KernelCode code, Launch launch) {
        this.code = code;
        this.lanes = launch.threadsPerWarp();
        this.warps = launch.warps();
        this.memory = launch.initialMemory();
        this.perThread = code.kernel.registers();
        this.registers = new long[launch.threads() * perThread];
        this.live = new long[warps];
        java.util.Arrays.fill(live, Lanes.all(lanes));
        for (int a = 0; a < memory.length; a++) {
            memoryHash += term(a, memory[a]);
        }
        for (int i = 0; i < registers.length; i++) {
            registerHash += term(i, 0);
        }
    }

    /** splitmix64's finaliser: a cheap, well-spread 64-bit mix. */
    static long mix(long x) {
        x = (x ^ (x >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        return x ^ (x >>> 31);
    }

    private static long term(long slot, long value) {
        return mix(slot * 0x9E3779B97F4A7C15L + mix(value + 0x632BE59BD9B4E019L));
    }

    /** Memory and registers, hashed. */
    long dataHash() {
        return memoryHash + 31 * registerHash;
    }

    int thread(int warp, int lane) {
        return warp * lanes + lane;
    }

    long register(int thread, int index) {
        return registers[thread * perThread + index];
    }

    void setRegister(int thread, int index, long value) {
        int i = thread * perThread + index;
        registerHash += term(i, value) - term(i, registers[i]);
        registers[i] = value;
    }

    void exit(int warp, int lane) {
        live[warp] &= ~(1L << lane);
    }

    boolean finished() {
        for (long l : live) {
            if (l != 0) {
                return false;
            }
        }
        return true;
    }

    long value(int thread, Operand o) {
        return switch (o) {
            case Operand.Reg r -> register(thread, r.index());
            case Operand.Imm i -> i.value();
            case Operand.BlockId b -> code.id(b.label());
            case Operand.Special s -> switch (s.register()) {
                case TID -> thread;
                case LANEID -> thread % lanes;
                case WARPID -> thread / lanes;
                case NLANES -> lanes;
                case NWARPS -> warps;
            };
        };
    }

    /** The word index thread {@code thread} addresses; a fault naming thread and pc when outside memory. */
    int address(int thread, Address a, int block, int index) {
        long at = value(thread, a.base()) + a.offset();
        if (at < 0 || at >= memory.length) {
            throw new SimtFault("thread t" + thread + " (warp " + thread / lanes + ", lane " + thread % lanes + "), "
                    + code.describe(block, index) + ": address " + at + " is outside the " + memory.length
                    + " shared words");
        }
        return (int) at;
    }

    void store(int address, long value) {
        memoryHash += term(address, value) - term(address, memory[address]);
        memory[address] = value;
    }
}
