package dev.berth.model.channels.testing;

import dev.berth.model.channels.Access;
import dev.berth.model.channels.ChannelsProblem;
import dev.berth.model.channels.Intrinsic;
import dev.berth.model.channels.Stage;

import java.util.ArrayList;
import java.util.List;

/**
 * The worked example blown up the way a hostile instance does it: every stage repeated {@code repeat} times
 * with every access's step 0, so that every iteration of a stage touches the same bytes and every producer
 * conflicts with every consumer of the stage (and of the later stages on those bytes).
 */
public final class ChannelsBombs {
    private ChannelsBombs() {
    }

    /** The worked example, every stage {@code repeat} times over the same bytes: 6 × repeat instances. */
    public static ChannelsProblem repeated(int repeat) {
        ChannelsProblem p = ChannelsExamples.workedExample();
        List<Stage> stages = new ArrayList<>();
        for (Stage st : p.stages()) {
            List<Intrinsic> body = new ArrayList<>();
            for (Intrinsic x : st.body()) {
                body.add(new Intrinsic(x.id(), x.warp(), x.cycles(), still(x.reads()), still(x.writes())));
            }
            stages.add(new Stage(st.id(), repeat, body));
        }
        return new ChannelsProblem("bomb-" + repeat, p.sync(), p.capacity(), p.buffers(), stages);
    }

    private static List<Access> still(List<Access> accesses) {
        return accesses.stream().map(a -> new Access(a.buffer(), a.at(), 0, a.size())).toList();
    }
}
