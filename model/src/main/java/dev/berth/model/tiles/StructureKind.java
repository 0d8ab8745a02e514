package dev.berth.model.tiles;

/** What an always-live read-only structure holds (the labels are the file's {@code kind} values). */
public enum StructureKind {
    VERTEX_CODE("vertexCode"),
    VERTEX_STATE("vertexState"),
    CONTROL_CODE("controlCode"),
    DESCRIPTOR("descriptor");

    private final String label;

    StructureKind(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static StructureKind byLabel(String s) {
        for (StructureKind k : values()) {
            if (k.label.equals(s)) {
                return k;
            }
        }
        return null;
    }
}
