package dev.berth.cli;

import dev.berth.cluster.ClusterWorker;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.util.concurrent.Callable;

/** {@code berth worker}: this machine's cores for the sweeps of {@code berth bench --cluster}, until stopped. */
@Command(name = "worker", mixinStandardHelpOptions = true,
        description = "Join a cluster and make the runs of 'berth bench --cluster' sweeps until stopped (Ctrl-C).")
final class WorkerCommand implements Callable<Integer> {
    @Mixin
    ClusterOptions cluster;

    @Override
    public Integer call() throws InterruptedException {
        ClusterWorker.serve(cluster.settings(), System.err);
        return ExitCodes.OK;
    }
}
