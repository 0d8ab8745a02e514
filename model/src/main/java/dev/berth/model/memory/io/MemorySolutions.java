package dev.berth.model.memory.io;

import dev.berth.model.memory.Buffer;
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
     * ({@code offset} column). Ids the problem does not have, or buffers left without an offset, are errors.
     */
    public static long[] readOffsets(String source, String fileName, String text, MemoryProblem p) {
        Map<String, Long> byId;
        if (fileName.toLowerCase().endsWith(".csv")) {
            byId = MemoryCsv.offsets(source, text);
        } else {
            JsonNode root = Json.object(source, Json.parse(source, text));
            JsonNode a = Json.object(source + ": field 'assignment'", Json.required(source, root, "assignment"));
            byId = new LinkedHashMap<>();
            for (Iterator<Map.Entry<String, JsonNode>> it = a.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                byId.put(e.getKey(), Json.whole(source + ": assignment." + Numbers.abbreviate(e.getKey()), e.getValue(), Long.MIN_VALUE / 2));
            }
        }
        Map<String, Integer> index = p.indexById();
        for (String id : byId.keySet()) {
            if (!index.containsKey(id)) {
                throw new InputException(source, "buffer '" + Numbers.abbreviate(id) + "' is not in the instance " + p.name());
            }
        }
        long[] offsets = new long[p.size()];
        List<Buffer> bs = p.buffers();
        for (int i = 0; i < bs.size(); i++) {
            Long v = byId.get(bs.get(i).id());
            if (v == null) {
                throw new InputException(source, "buffer '" + bs.get(i).id() + "' has no offset");
            }
            offsets[i] = v;
        }
        return offsets;
    }
}
