package dev.berth.cluster;

import java.io.Serializable;

/**
 * What a member sends back for one run.
 *
 * @param row         the checked row ({@link RowCodec})
 * @param member      the member that made it, host:port
 * @param taskSeconds the task's time on the member, from its start to the row ready (instance read, solve,
 *                    checks): the coordinator's round trip less this is what coordinating the run cost
 */
record RunOutcome(String row, String member, double taskSeconds) implements Serializable {
}
