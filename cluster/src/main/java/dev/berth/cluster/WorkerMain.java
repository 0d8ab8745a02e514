package dev.berth.cluster;

import dev.berth.model.InputException;

/**
 * A worker without the command line around it ({@code java -cp ... dev.berth.cluster.WorkerMain --join H:P
 * [--bind HOST] [--port N] [--slots N] [--cluster-name NAME]}): what tests start in separate JVMs.
 * {@code berth worker} takes the same options.
 */
public final class WorkerMain {
    private WorkerMain() {
    }

    public static void main(String[] args) throws InterruptedException {
        ClusterSettings s = ClusterSettings.defaults();
        try {
            for (int i = 0; i < args.length; i += 2) {
                String v = i + 1 < args.length ? args[i + 1] : null;
                if (v == null) {
                    throw new InputException(args[i], "needs a value");
                }
                s = switch (args[i]) {
                    case "--join" -> s.joining(ClusterAddress.parse("--join", v));
                    case "--bind" -> s.boundTo(v, s.port(), s.portSearch());
                    case "--port" -> s.boundTo(s.bindHost(), Integer.parseInt(v), false);
                    case "--slots" -> s.withSlots(Integer.parseInt(v));
                    case "--cluster-name" -> s.named(v);
                    default -> throw new InputException(args[i], "unknown option");
                };
            }
            ClusterWorker.serve(s, System.err);
        } catch (InputException | NumberFormatException e) {
            System.err.println("berth worker: " + e.getMessage());
            System.exit(2);
        }
        System.exit(0);
    }
}
