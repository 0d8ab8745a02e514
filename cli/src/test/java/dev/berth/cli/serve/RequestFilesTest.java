package dev.berth.cli.serve;

import dev.berth.model.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RequestFilesTest {
    @TempDir
    Path dir;

    private RequestFiles files(long max) throws IOException {
        return new FilePolicy(List.of(dir.toRealPath()), max).forRequest();
    }

    private static String refused(RequestFiles f, Path p) {
        return assertThrows(InputException.class, () -> f.read(p)).getMessage();
    }

    @Test
    void aRegularFileUnderTheRootIsRead() throws IOException {
        Files.writeString(dir.resolve("a.json"), "{}");
        assertEquals("{}", files(100).read(dir.resolve("a.json")));
    }

    @Test
    void pathsOutsideTheRootsAreRefusedAsWrittenAndAfterTheirLinks() throws IOException {
        Path outside = Files.createTempFile("berth-outside", ".json");
        try {
            Files.createSymbolicLink(dir.resolve("link.json"), outside);
            RequestFiles f = files(100);
            assertTrue(refused(f, outside).contains("outside"));
            assertTrue(refused(f, dir.resolve("..").resolve(outside.getFileName())).contains("outside"));
            assertTrue(refused(f, dir.resolve("link.json")).contains("outside"), "a link inside that leads out");
            assertTrue(refused(f, Path.of("/etc/passwd")).contains("outside"));
        } finally {
            Files.deleteIfExists(outside);
        }
    }

    @Test
    void fifosDirectoriesAndFilesOverTheCapAreRefusedWithoutBlocking() throws Exception {
        Path fifo = dir.resolve("f");
        assertEquals(0, new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor());
        Files.writeString(dir.resolve("big.json"), "x".repeat(101));
        Files.createDirectory(dir.resolve("d"));
        RequestFiles f = files(100);
        assertTrue(refused(f, fifo).contains("not a regular file"));
        assertTrue(refused(f, dir.resolve("d")).contains("directory"));
        assertTrue(refused(f, dir.resolve("big.json")).contains("--max-file-bytes"));
        assertTrue(refused(f, dir.resolve("none.json")).contains("no such file"));
    }

    @Test
    void aServerWithoutRootsReadsNoFile() throws IOException {
        Files.writeString(dir.resolve("a.json"), "{}");
        String m = assertThrows(InputException.class,
                () -> new FilePolicy(List.of(), 100).forRequest().read(dir.resolve("a.json"))).getMessage();
        assertTrue(m.contains("--no-files"), m);
    }

    @Test
    void redactionRemovesWhatTheFileHoldsAndKeepsThePathAndTheRule() throws IOException {
        Path secret = dir.resolve("secret.simt");
        Files.writeString(secret, "entry:\n  hunter2-token-x r1\n  password:$6$abcdefgh:1\n");
        RequestFiles f = files(1000);
        f.read(secret);
        String raw = secret + ":2: unknown instruction 'hunter2-token-x' near password:$6$abcdefgh:1 (code 104)";
        String red = f.redact(raw);
        assertTrue(red.startsWith(secret + ":2: unknown instruction"), red);
        assertFalse(red.contains("hunter2"), red);
        assertFalse(red.contains("abcdefgh"), red);
        assertFalse(red.contains("code 104"), red);
        assertEquals("nothing read, nothing changed 'x'", files(10).redact("nothing read, nothing changed 'x'"));
    }
}
