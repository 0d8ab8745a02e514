package dev.berth.model.memory.io;

import dev.berth.model.CurrentBudget;
import dev.berth.model.memory.Buffer;
import dev.berth.model.memory.MemoryLayout;
import dev.berth.model.memory.MemoryProblem;
import com.fasterxml.jackson.databind.JsonNode;
import dev.berth.model.InputException;
import dev.berth.model.io.Json;
import dev.berth.model.io.Numbers;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reading the memory family's solution files: the JSON of formats.md and MiniMalloc's CSV with offsets. */
public final class MemorySolutions {
    private MemorySolutions() {
    }

    /**
     * The layout a solution file gives for {@code p}, in problem order: JSON ({@code assignment}) or CSV
     * ({@code offset} column). A buffer the file leaves out gets {@link MemoryLayout#NO_OFFSET}: the solution is
     * invalid, which is the checker's to say, naming the buffer. A file that is no solution at all (not an
     * object, an offset that is not a whole number, an id the instance does not have) is an input error.
     */
    public static long[] readOffsets(String source, String fileName, String text, MemoryProblem p) {
        Map<String, Long> byId;
        if (fileName.toLowerCase().endsWith(".csv")) {
            byId = MemoryCsv.offsets(source, text);
        } else {
            JsonNode root = Json.object(source, Json.parse(source, text));
            JsonNode a = Json.object(source + ": field 'assignment'", Json.required(source, root, "assignment"));
            MemoryLimits.checkBuffers(source + ": field 'assignment'", a.size());
            byId = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = a.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                if ((byId.size() & 0x3fff) == 0) {
                    CurrentBudget.check("reading the offsets of " + source);
                }
                byId.put(e.getKey(), Json.whole(source + ": assignment." + Numbers.abbreviate(e.getKey()), e.getValue(), Long.MIN_VALUE / 2));
            }
        }
        Map<String, Integer> index = p.indexById();
        for (String id : byId.keySet()) {
            if (!index.containsKey(id)) {
                throw new InputException(source, "buffer '" + Numbers.abbreviate(id) + "' is not in " + instance(p));
            }
        }
        long[] offsets = new long[p.size()];
        List<Buffer> bs = p.buffers();
        for (int i = 0; i < bs.size(); i++) {
            Long v = byId.get(bs.get(i).id());
            offsets[i] = v == null ? MemoryLayout.NO_OFFSET : v;
        }
        return offsets;
    }

    /**
     * "the instance" and its name where it has one of its own: an instance sent inside a request is called
     * "instance", which would read "the instance instance".
     */
    static String instance(MemoryProblem p) {
        String name = p.name();
        return name == null || name.isBlank() || name.equals("instance") ? "the instance"
                : "the instance " + Numbers.abbreviate(name);
    }
}
