package dev.berth.bench.tiles;

import dev.berth.model.tiles.TileLimits;
import java.math.BigDecimal;
import java.util.Locale;

/**
 * What {@link TileProgramGenerator} builds: an IPU-like BSP program of {@code layers} compute sets run one
 * after the other over {@code steps} supersteps, each on a window of tiles, with its vertex code, vertex
 * states, control code and descriptors as read-only structures, and {@code variablesPerTile} variables on
 * every tile (weights, activations, received inputs, index blocks, one-step partials).
 *
 * @param tiles            tiles of the machine, 1..2^20
 * @param variablesPerTile variables on every tile; at least 4 x {@code layers}, since a tile that joins a
 *                         layer needs up to four of its own there (weights, activations, received input,
 *                         index block)
 * @param equalAddressSets input equal-address sets (each a slice of one layer's tensor over a run of its
 *                         tiles; each variable in at most one set), exactly this many; needs 2 tiles if > 0
 * @param layers           compute sets, one after the other, at least 1
 * @param steps            BSP supersteps, at least {@code layers} (every layer spans at least one)
 * @param seed             everything random derives from it: same spec, same instance
 * @param bytesPerTile     memory of a tile (IPU: {@value #IPU_BYTES_PER_TILE})
 * @param bankBytes        bank size (IPU: {@value #IPU_BANK_BYTES}), at most {@code bytesPerTile}
 * @param exchangeBytesPerCycle exchange rate per tile (IPU: about {@value #IPU_EXCHANGE_BYTES_PER_CYCLE})
 * @param bankedFraction   share of the variables drawn as banked; a draw is kept only while the banks
 *                         banked variables need at one step stay within the tile's fill, so the realised
 *                         share can be lower
 * @param minFill          each tile's memory with everything replicated (structures plus the most its live
 *                         variables need at one step) is drawn within [minFill, maxFill] of
 *                         {@code bytesPerTile}; a tile whose structures alone pass it gets variables of at
 *                         least 5 % of the tile on top
 * @param maxFill          see {@code minFill}; at most 0.9, so that every instance fits with room
 */
public record TileProgramSpec(int tiles, int variablesPerTile, int equalAddressSets, int layers, int steps, long seed,
                              long bytesPerTile, long bankBytes, long exchangeBytesPerCycle, double bankedFraction,
                              double minFill, double maxFill) {
    public static final long IPU_BYTES_PER_TILE = 638_976;
    public static final long IPU_BANK_BYTES = 16_384;
    public static final long IPU_EXCHANGE_BYTES_PER_CYCLE = 4;
    public static final double DEFAULT_BANKED_FRACTION = 0.2;
    public static final double DEFAULT_MIN_FILL = 0.30;
    public static final double DEFAULT_MAX_FILL = 0.65;
    /** What Berth reads back ({@link TileLimits}): a program past it could be generated but not solved. */
    public static final int MAX_TILES = TileLimits.MAX_TILES;
    /** Variables a tile needs in every layer it joins, at most. */
    public static final int VARIABLES_PER_LAYER = 4;

    public TileProgramSpec {
        if (tiles < 1 || tiles > MAX_TILES) {
            throw new IllegalArgumentException("tiles must be within 1.." + MAX_TILES + ", got " + tiles);
        }
        if (layers < 1) {
            throw new IllegalArgumentException("layers must be at least 1, got " + layers);
        }
        if (steps < layers) {
            throw new IllegalArgumentException("steps must be at least the layers (" + layers + "), got " + steps);
        }
        if ((long) variablesPerTile < (long) VARIABLES_PER_LAYER * layers) {
            throw new IllegalArgumentException("variablesPerTile must be at least " + VARIABLES_PER_LAYER
                    + " x layers = " + (long) VARIABLES_PER_LAYER * layers + ", got " + variablesPerTile);
        }
        if ((long) tiles * variablesPerTile > TileLimits.MAX_VARIABLES) {
            throw new IllegalArgumentException("too many variables: " + (long) tiles * variablesPerTile + ", more than the "
                    + TileLimits.MAX_VARIABLES + " Berth reads (limit tiles.variables)");
        }
        if (equalAddressSets < 0 || (equalAddressSets > 0 && tiles < 2)) {
            throw new IllegalArgumentException("equalAddressSets must be >= 0, and sets need at least 2 tiles; got "
                    + equalAddressSets + " sets on " + tiles + " tiles");
        }
        if (bytesPerTile < 1 || bankBytes < 1 || bankBytes > bytesPerTile || exchangeBytesPerCycle < 1) {
            throw new IllegalArgumentException("bad machine: " + bytesPerTile + " B per tile, " + bankBytes
                    + " B banks, " + exchangeBytesPerCycle + " B/cycle");
        }
        if (!(bankedFraction >= 0 && bankedFraction <= 1)) {
            throw new IllegalArgumentException("bankedFraction must be within [0, 1], got " + bankedFraction);
        }
        if (!(minFill > 0 && minFill <= maxFill && maxFill <= 0.9)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "fill must satisfy 0 < minFill <= maxFill <= 0.9, got [%s, %s]", minFill, maxFill));
        }
    }

    /**
     * An IPU program on the IPU machine (638,976 B tiles, 16 KiB banks, 4 B/cycle), 20 % banked, tiles
     * 30-65 % full, with the default layers and steps for its variables ({@link #defaultLayers}).
     */
    public static TileProgramSpec ipu(int tiles, int variablesPerTile, int equalAddressSets, long seed) {
        int layers = defaultLayers(variablesPerTile);
        return new TileProgramSpec(tiles, variablesPerTile, equalAddressSets, layers, defaultSteps(layers), seed,
                IPU_BYTES_PER_TILE, IPU_BANK_BYTES, IPU_EXCHANGE_BYTES_PER_CYCLE, DEFAULT_BANKED_FRACTION,
                DEFAULT_MIN_FILL, DEFAULT_MAX_FILL);
    }

    /** The target scale: 1472 tiles x 200 variables, 1,000 input sets. */
    public static TileProgramSpec target(long seed) {
        return ipu(1472, 200, 1000, seed);
    }

    /** For tests: 8 tiles x 12 variables, 3 input sets, 3 layers over 9 steps, on the IPU machine. */
    public static TileProgramSpec small(long seed) {
        return ipu(8, 12, 3, seed).withLayers(3, 9);
    }

    /** variablesPerTile / 8 layers, within 1..32 (25 for 200 variables per tile). */
    public static int defaultLayers(int variablesPerTile) {
        return Math.max(1, Math.min(32, variablesPerTile / 8));
    }

    /** Four supersteps per layer. */
    public static int defaultSteps(int layers) {
        return 4 * layers;
    }

    /**
     * {@code ipu-t1472-v200-s1000-seed1}; fields off their defaults are added before the seed: {@code -l3-st9}
     * (layers, steps), {@code -m65536-bank4096-x4} (machine), {@code -banked10} (percent), {@code -fill10-20}
     * (percent).
     */
    public String name() {
        StringBuilder b = new StringBuilder("ipu-t").append(tiles).append("-v").append(variablesPerTile).append("-s")
                .append(equalAddressSets);
        if (layers != defaultLayers(variablesPerTile) || steps != defaultSteps(layers)) {
            b.append("-l").append(layers).append("-st").append(steps);
        }
        if (bytesPerTile != IPU_BYTES_PER_TILE || bankBytes != IPU_BANK_BYTES
                || exchangeBytesPerCycle != IPU_EXCHANGE_BYTES_PER_CYCLE) {
            b.append("-m").append(bytesPerTile).append("-bank").append(bankBytes).append("-x").append(exchangeBytesPerCycle);
        }
        if (bankedFraction != DEFAULT_BANKED_FRACTION) {
            b.append("-banked").append(percent(bankedFraction));
        }
        if (minFill != DEFAULT_MIN_FILL || maxFill != DEFAULT_MAX_FILL) {
            b.append("-fill").append(percent(minFill)).append('-').append(percent(maxFill));
        }
        return b.append("-seed").append(seed).toString();
    }

    private static String percent(double f) {
        return new BigDecimal(Double.toString(f)).movePointRight(2).stripTrailingZeros().toPlainString();
    }

    public TileProgramSpec withSeed(long s) {
        return new TileProgramSpec(tiles, variablesPerTile, equalAddressSets, layers, steps, s, bytesPerTile, bankBytes,
                exchangeBytesPerCycle, bankedFraction, minFill, maxFill);
    }

    public TileProgramSpec withLayers(int l, int st) {
        return new TileProgramSpec(tiles, variablesPerTile, equalAddressSets, l, st, seed, bytesPerTile, bankBytes,
                exchangeBytesPerCycle, bankedFraction, minFill, maxFill);
    }

    public TileProgramSpec withMachine(long bytes, long bank, long rate) {
        return new TileProgramSpec(tiles, variablesPerTile, equalAddressSets, layers, steps, seed, bytes, bank, rate,
                bankedFraction, minFill, maxFill);
    }

    public TileProgramSpec withBankedFraction(double f) {
        return new TileProgramSpec(tiles, variablesPerTile, equalAddressSets, layers, steps, seed, bytesPerTile, bankBytes,
                exchangeBytesPerCycle, f, minFill, maxFill);
    }

    public TileProgramSpec withFill(double min, double max) {
        return new TileProgramSpec(tiles, variablesPerTile, equalAddressSets, layers, steps, seed, bytesPerTile, bankBytes,
                exchangeBytesPerCycle, bankedFraction, min, max);
    }
}
