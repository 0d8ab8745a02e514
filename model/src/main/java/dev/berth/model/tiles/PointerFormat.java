package dev.berth.model.tiles;

/**
 * How a pointer inside a structure reaches tile data, which decides what a shared copy needs at equal
 * addresses: a {@code vector} points to a block (the block); a {@code vector2d} points to a block of pointers
 * (that pointer block: its entries are the tile's own values); a {@code vectorList} holds a pointer to an
 * offsets block and a base pointer (the offsets block and the base target).
 */
public enum PointerFormat {
    VECTOR("vector"),
    VECTOR_2D("vector2d"),
    VECTOR_LIST("vectorList");

    private final String label;

    PointerFormat(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static PointerFormat byLabel(String s) {
        for (PointerFormat f : values()) {
            if (f.label.equals(s)) {
                return f;
            }
        }
        return null;
    }
}
