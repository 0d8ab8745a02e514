package dev.berth.model.tiles;

/** What a block of tile memory holds. */
public enum BlockKind {
    VARIABLE,
    /** A copy of a structure: a replica, the master's copy, or a receiver's copy during use. */
    COPY,
    SEND_CODE,
    RECEIVE_CODE
}
