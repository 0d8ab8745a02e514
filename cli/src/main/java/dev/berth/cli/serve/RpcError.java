package dev.berth.cli.serve;

/** A JSON-RPC 2.0 error answer: its code (formats.md lists the ones Berth uses) and one-line message. */
public final class RpcError extends RuntimeException {
    public static final int PARSE_ERROR = -32700;
    public static final int INVALID_REQUEST = -32600;
    public static final int METHOD_NOT_FOUND = -32601;
    public static final int INVALID_PARAMS = -32602;
    public static final int INTERNAL = -32000;

    private final int code;

    public RpcError(int code, String message) {
        super(message, null, false, false);
        this.code = code;
    }

    public int code() {
        return code;
    }
}
