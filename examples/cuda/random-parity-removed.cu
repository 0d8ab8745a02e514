// Emitted by Berth (berth emit cuda) from instances/random-w8-p400-win16-parity-s5.json and solutions/random-w8-p400-win16-parity-s5-removed.json.
// 8 warps, 400 sync pairs on 28 physical resources, as parity hardware: mbarrier (arrive / try_wait.parity).
// Berth's checker on this mapping under parity: valid
// Build: nvcc -O2 -arch=sm_90 -o NAME NAME.cu (Hopper or newer)
// Run:   ./NAME [--runs N] [--seed S] [--jitter CYCLES] [--timeout-ms T]; prints one JSON line,
//        ./NAME --check-log FILE tallies a log written elsewhere (one run a line)
#include <cstdint>

#define BERTH_WARPS 8
#define BERTH_PAIRS 400
#define BERTH_BARRIERS 28
#define BERTH_MBARRIERS 28
#define BERTH_COUNTERS 0
#define BERTH_NAMED 0
#define BERTH_RUNS 10000ULL
#define BERTH_SEED 1ULL
#define BERTH_JITTER 400ULL
#define BERTH_TIMEOUT_MS 20ULL

static const char* const kProgram = "instances/random-w8-p400-win16-parity-s5.json";
static const char* const kSemantics = "parity";
static const char* const kMechanisms = "mbarrier";
static const char* const kBerthCheck = "valid";
// Per physical resource: the answer's name; the kernel's slot and, for a named barrier, its id:
//   default:0 -> mbarrier 0, 1 arrival
//   default:1 -> mbarrier 1, 1 arrival
//   default:2 -> mbarrier 2, 1 arrival
//   default:3 -> mbarrier 3, 1 arrival
//   default:4 -> mbarrier 4, 1 arrival
//   default:6 -> mbarrier 5, 1 arrival
//   default:13 -> mbarrier 6, 1 arrival
//   default:21 -> mbarrier 7, 1 arrival
//   default:12 -> mbarrier 8, 1 arrival
//   default:23 -> mbarrier 9, 1 arrival
//   default:9 -> mbarrier 10, 1 arrival
//   default:11 -> mbarrier 11, 1 arrival
//   default:24 -> mbarrier 12, 1 arrival
//   default:17 -> mbarrier 13, 1 arrival
//   default:8 -> mbarrier 14, 1 arrival
//   default:19 -> mbarrier 15, 1 arrival
//   default:18 -> mbarrier 16, 1 arrival
//   default:15 -> mbarrier 17, 1 arrival
//   default:14 -> mbarrier 18, 1 arrival
//   default:27 -> mbarrier 19, 1 arrival
//   default:25 -> mbarrier 20, 1 arrival
//   default:7 -> mbarrier 21, 1 arrival
//   default:16 -> mbarrier 22, 1 arrival
//   default:5 -> mbarrier 23, 1 arrival
//   default:10 -> mbarrier 24, 1 arrival
//   default:22 -> mbarrier 25, 1 arrival
//   default:26 -> mbarrier 26, 1 arrival
//   default:20 -> mbarrier 27, 1 arrival
static const char* const kBarrierName[BERTH_BARRIERS + 1] = {"default:0", "default:1", "default:2", "default:3", "default:4", "default:6", "default:13", "default:21", "default:12", "default:23", "default:9", "default:11", "default:24", "default:17", "default:8", "default:19", "default:18", "default:15", "default:14", "default:27", "default:25", "default:7", "default:16", "default:5", "default:10", "default:22", "default:26", "default:20", ""};
// Per pair (in the instance's order): its physical resource, -1 where the answer removed it.
static const int kPairBarrier[BERTH_PAIRS + 1] = {0, 1, 0, -1, 2, 3, 4, 5, 4, 5, 2, -1, 1, 5, 5, 2, 2, 3, 6, 3, 5, 7, 1, 8, 9, 10, 9, 11, 12, 1, 5, 8, 13, 14, 3, 15, 16, 16, 15, 3, 16, 16, 0, 6, 6, 0, 3, 3, 6, 17, 9, 1, 10, 9, 13, 4, -1, 4, 1, 15, 18, 19, 17, 1, 0, 20, 20, 21, 1, 21, 17, 17, 1, 17, 3, 3, 22, 14, 17, 22, 19, -1, 17, 5, -1, 19, 1, -1, -1, -1, 23, 23, 5, 21, 3, 0, 6, 9, 14, 10, 24, -1, 20, 11, -1, 11, 25, 20, 11, 20, 21, 20, 9, 19, 17, 19, 19, 14, 13, 8, 7, 7, 5, 5, 13, 13, 5, 3, 13, 15, 3, 5, 5, 3, 24, 24, 23, 26, 24, 10, 24, 3, 5, 23, 22, 10, 10, 23, -1, 16, 3, 16, 16, 8, -1, 6, -1, -1, 6, 6, -1, 18, 17, 22, 13, 13, 2, 24, 26, 2, 5, 2, 9, 2, 9, 21, 26, 24, 24, 27, 19, 24, 24, 27, 16, 7, 7, 8, 22, 0, 5, 12, 12, 0, 22, 16, 14, -1, 10, 24, 0, 14, 10, -1, 27, 24, 24, 0, 16, 15, 27, 15, 15, 8, -1, 27, 12, 21, 4, 4, 21, 22, 22, 22, 25, 25, 25, 10, 10, -1, 25, 25, 25, 14, 10, 8, 12, 25, 25, 8, 25, 10, 25, 10, 22, 9, 8, 8, 22, 22, 8, 27, -1, 26, 27, 8, 2, 2, 2, 23, 7, 7, 7, 7, 25, 7, 7, 15, 20, 26, -1, 25, 15, 15, 15, 15, 21, 3, 3, 4, 3, 10, 10, 4, 4, 4, 8, 8, 24, 25, 26, 26, 7, -1, 7, 26, 26, 9, 12, 12, 9, 16, 12, 12, 5, 25, 21, 9, 9, 9, 12, 16, 12, 16, 16, 19, 8, 8, 6, 21, 6, 15, 15, 1, 1, 4, 6, 4, 12, 22, -1, 19, 4, 4, 21, 2, 13, 6, 20, 0, 26, 7, 7, 16, -1, -1, 13, 13, 7, 7, 9, 12, -1, 7, 8, 8, 25, 12, 20, 20, 26, 19, 1, 1, 7, 7, 7, 7, 7, 22, 22, 6, 22, 1, 1, 11, 20, 11, 20, 20, 11, 15, 1, 16, 19, 18, 2, 21, 11, 13, 20, -1, 20, 13, 25, 25, 25, 25, 26, 26, -1};
__constant__ uint32_t kMbarrierCount[BERTH_MBARRIERS + 1] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0};

// ---- Berth's harness: the same for every program -------------------------------------------------------------
// Each launch runs the program once in one CTA: one hardware warp per program warp, straight-line code, plus a
// watchdog warp. Lane 0 of each warp does the sync work; the other lanes follow at __syncwarp (a named barrier
// takes the whole warp). A producer writes its pair's token, then signals; a consumer waits, then reads the token:
// if it is not there, the wait ended before its producer signalled (a wrong wake-up). A wait that lasts past the
// timeout is abandoned and logged as a timeout; a named barrier cannot be abandoned, so the watchdog warp releases
// it by arriving itself. Delays and jitter come from the launch's seed, so each launch meets another interleaving.
// Each step is a call, not inlined: a program of thousands of steps then compiles in seconds rather than in tens of
// minutes, and a call costs little beside the delays.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

enum : uint8_t { NOT_REACHED = 0, OK = 1, WRONG_WAKEUP = 2, TIMEOUT = 3, STALE_READ = 4 };
#define BERTH_THREADS ((BERTH_WARPS + 1) * 32)
#define BERTH_FULL 0xffffffffu

struct Params {
  uint32_t seed;
  uint32_t jitter;
  uint64_t timeoutNs;
};

struct Shared {
  uint32_t token[BERTH_PAIRS + 1];
  unsigned long long mbar[BERTH_MBARRIERS + 1];
  uint32_t gen[BERTH_COUNTERS + 1];
  volatile int waiting[BERTH_WARPS];           // the named barrier a warp is blocked on, 0 for none
  volatile unsigned long long waitStart[BERTH_WARPS];
  volatile int released[BERTH_WARPS];          // the watchdog released this warp's wait
  int finished;
};

struct Ctx {
  Shared* sh;
  uint8_t* log;
  uint32_t seed;
  uint32_t rng;
  uint32_t jitter;
  uint64_t timeoutNs;
  int warp;
  int lane;
};

__device__ __forceinline__ uint64_t now_ns() {
  uint64_t t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

__device__ __forceinline__ uint32_t smem(const void* p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ uint32_t mix(uint32_t h) {
  h ^= h >> 16; h *= 0x7feb352dU; h ^= h >> 15; h *= 0x846ca68bU; h ^= h >> 16;
  return h;
}

__device__ __forceinline__ uint32_t next_random(Ctx& c) {
  c.rng ^= c.rng << 13; c.rng ^= c.rng >> 17; c.rng ^= c.rng << 5;
  return c.rng;
}

// Every lane draws the same numbers (same seed), so the warp spins together and stays converged.
__device__ __forceinline__ void spin(uint64_t cycles) {
  long long start = clock64();
  while (static_cast<uint64_t>(clock64() - start) < cycles) {
  }
}

__device__ __forceinline__ void jitter(Ctx& c) {
  spin(next_random(c) % c.jitter);
}

__device__ __noinline__ void compute(Ctx& c, uint32_t cycles) {
  spin(cycles + next_random(c) % c.jitter);
}

__device__ __forceinline__ uint32_t stamp(uint32_t seed, int pair) {
  return mix(seed * 0x9e3779b1U + static_cast<uint32_t>(pair) * 0x85ebca77U + 1U) | 1U;
}

__device__ __forceinline__ void write_token(Ctx& c, int pair) {
  reinterpret_cast<volatile uint32_t*>(c.sh->token)[pair] = stamp(c.seed, pair);
}

__device__ __forceinline__ uint8_t token_seen(Ctx& c, int pair, uint8_t otherwise) {
  return reinterpret_cast<volatile uint32_t*>(c.sh->token)[pair] == stamp(c.seed, pair) ? OK : otherwise;
}

// mbarrier: the producer's one arrive supplies the barrier's whole arrival count, completing one phase.
__device__ __noinline__ void signal_mbarrier(Ctx& c, int pair, int slot, uint32_t count) {
  jitter(c);
  if (c.lane == 0) {
    write_token(c, pair);
    asm volatile("mbarrier.arrive.release.cta.shared::cta.b64 _, [%0], %1;"
                 :: "r"(smem(&c.sh->mbar[slot])), "r"(count) : "memory");
  }
  __syncwarp();
}

// Waits for the completion of phase `use`: try_wait.parity passes once the barrier's phase parity differs from
// use's, which is also what it does at once while the barrier is still a phase behind (a wrong wake-up).
__device__ __noinline__ void wait_mbarrier(Ctx& c, int pair, int slot, uint32_t use) {
  jitter(c);
  if (c.lane == 0) {
    uint32_t done = 0;
    uint64_t deadline = now_ns() + c.timeoutNs;
    while (!done) {
      asm volatile("{\n\t.reg .pred p;\n\t"
                   "mbarrier.try_wait.parity.acquire.cta.shared::cta.b64 p, [%1], %2;\n\t"
                   "selp.u32 %0, 1, 0, p;\n\t}"
                   : "=r"(done) : "r"(smem(&c.sh->mbar[slot])), "r"(use & 1U) : "memory");
      if (!done && now_ns() > deadline) {
        break;
      }
    }
    c.log[pair] = done ? token_seen(c, pair, WRONG_WAKEUP) : TIMEOUT;
  }
  __syncwarp();
}

// Named barrier: 64 threads, the producer warp's bar.arrive and the consumer warp's bar.sync.
__device__ __noinline__ void signal_named(Ctx& c, int pair, uint32_t id) {
  jitter(c);
  if (c.lane == 0) {
    write_token(c, pair);
  }
  __syncwarp();
  __threadfence_block();
  asm volatile("bar.arrive %0, %1;" :: "r"(id), "r"(64) : "memory");
}

__device__ __noinline__ void wait_named(Ctx& c, int pair, uint32_t id) {
  jitter(c);
  if (c.lane == 0) {
    c.sh->waitStart[c.warp] = now_ns();
    __threadfence_block();
    c.sh->waiting[c.warp] = static_cast<int>(id);
  }
  __syncwarp();
  asm volatile("bar.sync %0, %1;" :: "r"(id), "r"(64) : "memory");
  if (c.lane == 0) {
    c.sh->waiting[c.warp] = 0;
    __threadfence_block();
    int late = c.sh->released[c.warp];
    c.sh->released[c.warp] = 0;
    c.log[pair] = late ? TIMEOUT : token_seen(c, pair, WRONG_WAKEUP);
  }
  __syncwarp();
}

// Generation counter: the producer adds one with release; the consumer of use g waits for the count g + 1.
__device__ __noinline__ void signal_counter(Ctx& c, int pair, int slot) {
  jitter(c);
  if (c.lane == 0) {
    write_token(c, pair);
    asm volatile("red.release.cta.shared::cta.add.u32 [%0], 1;" :: "r"(smem(&c.sh->gen[slot])) : "memory");
  }
  __syncwarp();
}

__device__ __noinline__ void wait_counter(Ctx& c, int pair, int slot, uint32_t use) {
  jitter(c);
  if (c.lane == 0) {
    uint32_t seen = 0;
    bool done = false;
    uint64_t deadline = now_ns() + c.timeoutNs;
    while (!done) {
      asm volatile("ld.acquire.cta.shared::cta.u32 %0, [%1];" : "=r"(seen) : "r"(smem(&c.sh->gen[slot])) : "memory");
      done = seen >= use + 1;
      if (!done && now_ns() > deadline) {
        break;
      }
    }
    c.log[pair] = done ? token_seen(c, pair, WRONG_WAKEUP) : TIMEOUT;
  }
  __syncwarp();
}

// A pair the answer removed: no signal, no wait; its token must still be there, ordered by the other pairs.
__device__ __noinline__ void signal_removed(Ctx& c, int pair) {
  jitter(c);
  if (c.lane == 0) {
    write_token(c, pair);
  }
  __syncwarp();
}

__device__ __noinline__ void wait_removed(Ctx& c, int pair) {
  jitter(c);
  if (c.lane == 0) {
    c.log[pair] = token_seen(c, pair, STALE_READ);
  }
  __syncwarp();
}

__device__ void watchdog(Ctx& c) {
  for (;;) {
    int act = 0;
    if (c.lane == 0) {
      if (atomicAdd(&c.sh->finished, 0) == BERTH_WARPS) {
        act = -1;
      } else {
        for (int w = 0; w < BERTH_WARPS && act == 0; w++) {
          int id = c.sh->waiting[w];
          if (id == 0) {
            continue;
          }
          // pairs with the waiter's fence between its waitStart and waiting stores; the clock is read after both, so
          // a wait that began during this scan is never taken for an old one
          __threadfence_block();
          unsigned long long since = c.sh->waitStart[w];
          uint64_t now = now_ns();
          if (now > since && now - since > c.timeoutNs) {
            c.sh->released[w] = 1;
            c.sh->waitStart[w] = now;
            c.log[BERTH_PAIRS] = 1;
            act = id;
          }
        }
      }
    }
    act = __shfl_sync(BERTH_FULL, act, 0);
    if (act < 0) {
      return;
    }
    if (act > 0) {
      __syncwarp();
      __threadfence_block();
      asm volatile("bar.arrive %0, %1;" :: "r"(act), "r"(64) : "memory");
    } else {
      __nanosleep(2000);
    }
  }
}

__device__ void run_warp(Ctx& c);

__global__ void __launch_bounds__(BERTH_THREADS, 1) berth_kernel(Params params, uint8_t* log) {
  __shared__ Shared sh;
  int tid = threadIdx.x;
  for (int i = tid; i < BERTH_PAIRS + 1; i += blockDim.x) {
    sh.token[i] = 0;
  }
  for (int i = tid; i < BERTH_COUNTERS + 1; i += blockDim.x) {
    sh.gen[i] = 0;
  }
  if (tid < BERTH_WARPS) {
    sh.waiting[tid] = 0;
    sh.waitStart[tid] = 0;
    sh.released[tid] = 0;
  }
  if (tid == 0) {
    sh.finished = 0;
    for (int b = 0; b < BERTH_MBARRIERS; b++) {
      asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" :: "r"(smem(&sh.mbar[b])), "r"(kMbarrierCount[b]) : "memory");
    }
  }
  __syncthreads();
  Ctx c;
  c.sh = &sh;
  c.log = log;
  c.seed = params.seed;
  c.warp = tid / 32;
  c.lane = tid % 32;
  c.jitter = params.jitter;
  c.timeoutNs = params.timeoutNs;
  c.rng = mix(params.seed ^ mix(static_cast<uint32_t>(c.warp) + 0x51ed27U)) | 1U;
  if (c.warp == BERTH_WARPS) {
    if (BERTH_NAMED > 0) {
      watchdog(c);
    }
    return;
  }
  spin(static_cast<uint64_t>(next_random(c)) % (4ULL * c.jitter));
  run_warp(c);
  if (c.lane == 0) {
    atomicAdd(&sh.finished, 1);
    // a warp stays until every warp is done: arrivals it left on a named barrier are then never those of a warp
    // that has exited
    while (BERTH_NAMED > 0 && atomicAdd(&sh.finished, 0) < BERTH_WARPS) {
      __nanosleep(1000);
    }
  }
  __syncwarp();
}

// ---- host: launches, the log checker, one JSON line ---------------------------------------------------------------
struct Tally {
  long long runs = 0, cleanRuns = 0, wrong = 0, stale = 0, timeouts = 0, unfinished = 0, watchdogRuns = 0;
  long long barrierWrong[BERTH_BARRIERS + 1] = {};
  long long barrierTimeouts[BERTH_BARRIERS + 1] = {};
};

// One run's log: a status per pair, then whether the watchdog released a stuck named barrier.
static void tally_run(Tally& t, const uint8_t* log) {
  bool clean = log[BERTH_PAIRS] == 0;
  t.runs++;
  if (log[BERTH_PAIRS] != 0) {
    t.watchdogRuns++;
  }
  for (int p = 0; p < BERTH_PAIRS; p++) {
    int b = kPairBarrier[p];
    switch (log[p]) {
      case OK: break;
      case WRONG_WAKEUP: t.wrong++; if (b >= 0) t.barrierWrong[b]++; clean = false; break;
      case STALE_READ: t.stale++; clean = false; break;
      case TIMEOUT: t.timeouts++; if (b >= 0) t.barrierTimeouts[b]++; clean = false; break;
      default: t.unfinished++; clean = false; break;
    }
  }
  if (clean) {
    t.cleanRuns++;
  }
}

static void print_json(const Tally& t, const char* gpu, unsigned long long seed, double seconds, bool hung,
                       bool stopped) {
  printf("{\"program\":\"%s\",\"semantics\":\"%s\",\"mechanisms\":\"%s\",\"berth_check\":\"%s\",\"gpu\":\"%s\","
         "\"runs\":%lld,\"clean_runs\":%lld,\"wrong_wakeups\":%lld,\"stale_reads\":%lld,\"timeouts\":%lld,"
         "\"unfinished\":%lld,\"watchdog_runs\":%lld,\"hung\":%s,\"stopped_early\":%s,\"per_barrier\":{",
         kProgram, kSemantics, kMechanisms, kBerthCheck, gpu, t.runs, t.cleanRuns, t.wrong, t.stale, t.timeouts,
         t.unfinished, t.watchdogRuns, hung ? "true" : "false", stopped ? "true" : "false");
  for (int b = 0; b < BERTH_BARRIERS; b++) {
    printf("%s\"%s\":{\"wrong_wakeups\":%lld,\"timeouts\":%lld}", b == 0 ? "" : ",", kBarrierName[b],
           t.barrierWrong[b], t.barrierTimeouts[b]);
  }
  printf("},\"seed\":%llu,\"seconds\":%.3f}\n", seed, seconds);
  fflush(stdout);
}

// A log written elsewhere, one run a line: BERTH_PAIRS statuses (0 not reached, 1 ok, 2 wrong wake-up,
// 3 timeout, 4 stale read), optionally a last 0/1 for the watchdog. Lines starting with # are comments.
static int check_log(const char* path) {
  FILE* f = fopen(path, "r");
  if (f == nullptr) {
    fprintf(stderr, "%s: cannot read\n", path);
    return 2;
  }
  Tally t;
  std::vector<uint8_t> log(BERTH_PAIRS + 1);
  char line[1 << 16];
  long lineNo = 0;
  while (fgets(line, sizeof line, f) != nullptr) {
    lineNo++;
    if (strchr(line, '\n') == nullptr && !feof(f)) {
      fprintf(stderr, "%s:%ld: line too long\n", path, lineNo);
      fclose(f);
      return 2;
    }
    if (line[0] == '#' || strspn(line, " \t\r\n") == strlen(line)) {
      continue;
    }
    int n = 0;
    for (const char* s = line; *s != 0; s++) {
      if (*s == ' ' || *s == '\t' || *s == '\r' || *s == '\n') {
        continue;
      }
      if (*s < '0' || *s > '4' || n > BERTH_PAIRS) {
        fprintf(stderr, "%s:%ld: expected %d statuses 0-4 and an optional watchdog flag\n", path, lineNo, BERTH_PAIRS);
        fclose(f);
        return 2;
      }
      log[n++] = static_cast<uint8_t>(*s - '0');
    }
    if (n < BERTH_PAIRS || (n == BERTH_PAIRS + 1 && log[BERTH_PAIRS] > 1)) {
      fprintf(stderr, "%s:%ld: expected %d statuses 0-4 and an optional watchdog flag, got %d\n", path, lineNo,
              BERTH_PAIRS, n);
      fclose(f);
      return 2;
    }
    if (n == BERTH_PAIRS) {
      log[BERTH_PAIRS] = 0;
    }
    tally_run(t, log.data());
  }
  bool unreadable = ferror(f) != 0;
  fclose(f);
  if (unreadable || t.runs == 0) {
    fprintf(stderr, "%s: %s\n", path, unreadable ? "cannot read" : "no runs in the log");
    return 2;
  }
  print_json(t, "log", 0, 0.0, false, false);
  return 0;
}

static bool number_arg(int argc, char** argv, int& i, const char* name, unsigned long long max, unsigned long long& out) {
  if (strcmp(argv[i], name) != 0) {
    return false;
  }
  if (i + 1 >= argc) {
    fprintf(stderr, "%s needs a value\n", name);
    exit(2);
  }
  char* end = nullptr;
  unsigned long long v = strtoull(argv[++i], &end, 10);
  if (end == argv[i] || *end != 0 || v > max || argv[i][0] == '-') {
    fprintf(stderr, "%s: expected a number up to %llu, got '%s'\n", name, max, argv[i]);
    exit(2);
  }
  out = v;
  return true;
}

int main(int argc, char** argv) {
  unsigned long long runs = BERTH_RUNS, seed = BERTH_SEED, jitterCycles = BERTH_JITTER, timeoutMs = BERTH_TIMEOUT_MS;
  unsigned long long stopAfter = 0;
  for (int i = 1; i < argc; i++) {
    if (strcmp(argv[i], "--check-log") == 0 && i + 1 < argc) {
      return check_log(argv[i + 1]);
    }
    if (strcmp(argv[i], "--help") == 0) {
      printf("usage: %s [--runs N] [--seed S] [--jitter CYCLES] [--timeout-ms T] [--stop-after FAILING_RUNS]"
             " | --check-log FILE\n", argv[0]);
      return 0;
    }
    if (!number_arg(argc, argv, i, "--runs", 1ULL << 31, runs) && !number_arg(argc, argv, i, "--seed", 0xffffffffULL, seed)
        && !number_arg(argc, argv, i, "--jitter", 1ULL << 30, jitterCycles)
        && !number_arg(argc, argv, i, "--timeout-ms", 3600000ULL, timeoutMs)
        && !number_arg(argc, argv, i, "--stop-after", 1ULL << 31, stopAfter)) {
      fprintf(stderr, "unknown argument '%s' (see --help)\n", argv[i]);
      return 2;
    }
  }
  if (jitterCycles == 0 || timeoutMs == 0) {
    fprintf(stderr, "--jitter and --timeout-ms must be at least 1\n");
    return 2;
  }
  cudaDeviceProp prop;
  cudaError_t e = cudaGetDeviceProperties(&prop, 0);
  if (e != cudaSuccess) {
    fprintf(stderr, "cannot use a CUDA device: %s\n", cudaGetErrorString(e));
    return 3;
  }
  if (prop.major < 9) {
    fprintf(stderr, "mbarrier phase waits need compute capability 9.0 (Hopper) or newer; %s is %d.%d\n", prop.name,
            prop.major, prop.minor);
    return 3;
  }
  uint8_t* dlog = nullptr;
  cudaEvent_t done;
  if (cudaMalloc(&dlog, BERTH_PAIRS + 1) != cudaSuccess || cudaEventCreate(&done) != cudaSuccess) {
    fprintf(stderr, "cannot allocate the run log: %s\n", cudaGetErrorString(cudaGetLastError()));
    return 3;
  }
  std::vector<uint8_t> log(BERTH_PAIRS + 1);
  Tally t;
  // A launch whose waits all time out one after another still ends well inside this; past it the GPU is stuck.
  double hostLimit = static_cast<double>(timeoutMs) * (BERTH_PAIRS + 2) / 1000.0 + 10.0;
  bool stopped = false;
  auto start = std::chrono::steady_clock::now();
  for (unsigned long long run = 0; run < runs; run++) {
    Params params;
    params.seed = static_cast<uint32_t>(seed + run);
    params.jitter = static_cast<uint32_t>(jitterCycles);
    params.timeoutNs = timeoutMs * 1000000ULL;
    if ((e = cudaMemsetAsync(dlog, 0, BERTH_PAIRS + 1)) != cudaSuccess) {
      fprintf(stderr, "launch %llu: cannot clear the run log: %s\n", run, cudaGetErrorString(e));
      return 3;
    }
    berth_kernel<<<1, BERTH_THREADS>>>(params, dlog);
    // a launch that never ran (no kernel image for this GPU, too many resources) must not pass for a failing run
    if ((e = cudaGetLastError()) != cudaSuccess || (e = cudaEventRecord(done)) != cudaSuccess) {
      fprintf(stderr, "launch %llu (seed %llu) failed: %s\n", run, seed + run, cudaGetErrorString(e));
      return 3;
    }
    auto launched = std::chrono::steady_clock::now();
    while ((e = cudaEventQuery(done)) == cudaErrorNotReady) {
      if (std::chrono::duration<double>(std::chrono::steady_clock::now() - launched).count() > hostLimit) {
        print_json(t, prop.name, seed, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), true,
                   false);
        fprintf(stderr, "launch %llu (seed %llu) did not finish within %.0f s\n", run, seed + run, hostLimit);
        _Exit(4);
      }
    }
    if (e != cudaSuccess || (e = cudaMemcpy(log.data(), dlog, BERTH_PAIRS + 1, cudaMemcpyDeviceToHost)) != cudaSuccess) {
      fprintf(stderr, "launch %llu (seed %llu) failed: %s\n", run, seed + run, cudaGetErrorString(e));
      return 3;
    }
    tally_run(t, log.data());
    if (stopAfter > 0 && static_cast<unsigned long long>(t.runs - t.cleanRuns) >= stopAfter) {
      stopped = run + 1 < runs;
      break;
    }
  }
  print_json(t, prop.name, seed, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), false,
             stopped);
  return 0;
}

// ---- the program: one straight-line body per warp ------------------------------------------------------------
__device__ void run_warp(Ctx& c) {
  switch (c.warp) {
    case 0: {  // warp w0
      wait_mbarrier(c, 0, 0, 0);  // c9 on default:0, use 0
      signal_mbarrier(c, 1, 1, 1);  // p13 on default:1, use 0
      signal_mbarrier(c, 2, 0, 1);  // p14 on default:0, use 1
      signal_removed(c, 3);  // p16, removed
      signal_mbarrier(c, 4, 2, 1);  // p21 on default:2, use 0
      signal_mbarrier(c, 5, 3, 1);  // p27 on default:3, use 0
      wait_mbarrier(c, 6, 4, 0);  // c29 on default:4, use 0
      wait_mbarrier(c, 7, 5, 1);  // c37 on default:6, use 1
      signal_mbarrier(c, 8, 4, 1);  // p44 on default:4, use 1
      signal_mbarrier(c, 9, 5, 1);  // p45 on default:6, use 2
      signal_mbarrier(c, 10, 2, 1);  // p49 on default:2, use 1
      compute(c, 200);  // op4
      wait_removed(c, 11);  // c19, removed
      wait_mbarrier(c, 12, 1, 1);  // c58 on default:1, use 1
      wait_mbarrier(c, 13, 5, 3);  // c60 on default:6, use 3
      signal_mbarrier(c, 14, 5, 1);  // p67 on default:6, use 4
      wait_mbarrier(c, 15, 2, 2);  // c73 on default:2, use 2
      signal_mbarrier(c, 16, 2, 1);  // p78 on default:2, use 3
      wait_mbarrier(c, 17, 3, 2);  // c71 on default:3, use 2
      signal_mbarrier(c, 18, 6, 1);  // p82 on default:13, use 4
      signal_mbarrier(c, 19, 3, 1);  // p88 on default:3, use 3
      wait_mbarrier(c, 20, 5, 5);  // c87 on default:6, use 5
      wait_mbarrier(c, 21, 7, 6);  // c97 on default:21, use 6
      signal_mbarrier(c, 22, 1, 1);  // p103 on default:1, use 4
      wait_mbarrier(c, 23, 8, 4);  // c102 on default:12, use 4
      wait_mbarrier(c, 24, 9, 4);  // c113 on default:23, use 4
      signal_mbarrier(c, 25, 10, 1);  // p124 on default:9, use 1
      signal_mbarrier(c, 26, 9, 1);  // p126 on default:23, use 5
      signal_mbarrier(c, 27, 11, 1);  // p141 on default:11, use 3
      wait_mbarrier(c, 28, 12, 4);  // c142 on default:24, use 4
      compute(c, 200);  // op5
      signal_mbarrier(c, 29, 1, 1);  // p145 on default:1, use 7
      wait_mbarrier(c, 30, 5, 7);  // c147 on default:6, use 7
      wait_mbarrier(c, 31, 8, 5);  // c150 on default:12, use 5
      wait_mbarrier(c, 32, 13, 2);  // c151 on default:17, use 2
      wait_mbarrier(c, 33, 14, 1);  // c155 on default:8, use 1
      compute(c, 200);  // op3
      wait_mbarrier(c, 34, 3, 7);  // c163 on default:3, use 7
      compute(c, 200);  // op5
      signal_mbarrier(c, 35, 15, 1);  // p166 on default:19, use 10
      wait_mbarrier(c, 36, 16, 4);  // c171 on default:18, use 4
      compute(c, 200);  // op7
      signal_mbarrier(c, 37, 16, 1);  // p174 on default:18, use 5
      compute(c, 200);  // op4
      wait_mbarrier(c, 38, 15, 11);  // c175 on default:19, use 11
      signal_mbarrier(c, 39, 3, 1);  // p183 on default:3, use 8
      wait_mbarrier(c, 40, 16, 6);  // c180 on default:18, use 6
      signal_mbarrier(c, 41, 16, 1);  // p189 on default:18, use 7
      compute(c, 200);  // op0
      wait_mbarrier(c, 42, 0, 3);  // c192 on default:0, use 3
      wait_mbarrier(c, 43, 6, 9);  // c197 on default:13, use 9
      signal_mbarrier(c, 44, 6, 1);  // p204 on default:13, use 10
      signal_mbarrier(c, 45, 0, 1);  // p207 on default:0, use 4
      wait_mbarrier(c, 46, 3, 9);  // c209 on default:3, use 9
      signal_mbarrier(c, 47, 3, 1);  // p217 on default:3, use 10
      wait_mbarrier(c, 48, 6, 11);  // c215 on default:13, use 11
      wait_mbarrier(c, 49, 17, 2);  // c232 on default:15, use 2
      signal_mbarrier(c, 50, 9, 1);  // p243 on default:23, use 9
      wait_mbarrier(c, 51, 1, 11);  // c242 on default:1, use 11
      wait_mbarrier(c, 52, 10, 7);  // c250 on default:9, use 7
      compute(c, 200);  // op2
      wait_mbarrier(c, 53, 9, 10);  // c252 on default:23, use 10
      wait_mbarrier(c, 54, 13, 7);  // c256 on default:17, use 7
      compute(c, 200);  // op4
      signal_mbarrier(c, 55, 4, 1);  // p257 on default:4, use 12
      signal_removed(c, 56);  // p265, removed
      wait_mbarrier(c, 57, 4, 13);  // c260 on default:4, use 13
      signal_mbarrier(c, 58, 1, 1);  // p267 on default:1, use 12
      wait_mbarrier(c, 59, 15, 14);  // c282 on default:19, use 14
      wait_mbarrier(c, 60, 18, 2);  // c284 on default:14, use 2
      wait_mbarrier(c, 61, 19, 8);  // c285 on default:27, use 8
      wait_mbarrier(c, 62, 17, 3);  // c293 on default:15, use 3
      wait_mbarrier(c, 63, 1, 13);  // c300 on default:1, use 13
      compute(c, 200);  // op3
      signal_mbarrier(c, 64, 0, 1);  // p306 on default:0, use 8
      wait_mbarrier(c, 65, 20, 13);  // c305 on default:25, use 13
      signal_mbarrier(c, 66, 20, 1);  // p317 on default:25, use 14
      wait_mbarrier(c, 67, 21, 9);  // c314 on default:7, use 9
      signal_mbarrier(c, 68, 1, 1);  // p325 on default:1, use 14
      compute(c, 200);  // op2
      signal_mbarrier(c, 69, 21, 1);  // p327 on default:7, use 10
      signal_mbarrier(c, 70, 17, 1);  // p331 on default:15, use 4
      wait_mbarrier(c, 71, 17, 5);  // c338 on default:15, use 5
      signal_mbarrier(c, 72, 1, 1);  // p343 on default:1, use 15
      signal_mbarrier(c, 73, 17, 1);  // p352 on default:15, use 6
      wait_mbarrier(c, 74, 3, 15);  // c355 on default:3, use 15
      signal_mbarrier(c, 75, 3, 1);  // p357 on default:3, use 16
      signal_mbarrier(c, 76, 22, 1);  // p369 on default:16, use 14
      signal_mbarrier(c, 77, 14, 1);  // p379 on default:8, use 6
      compute(c, 200);  // op7
      wait_mbarrier(c, 78, 17, 7);  // c372 on default:15, use 7
      compute(c, 200);  // op2
      wait_mbarrier(c, 79, 22, 15);  // c374 on default:16, use 15
      wait_mbarrier(c, 80, 19, 9);  // c376 on default:27, use 9
      compute(c, 200);  // op1
      signal_removed(c, 81);  // p391, removed
      signal_mbarrier(c, 82, 17, 1);  // p392 on default:15, use 8
      wait_mbarrier(c, 83, 5, 16);  // c393 on default:6, use 16
      signal_removed(c, 84);  // p396, removed
      compute(c, 200);  // op4
      signal_mbarrier(c, 85, 19, 1);  // p399 on default:27, use 10
      wait_mbarrier(c, 86, 1, 16);  // c400 on default:1, use 16
      wait_removed(c, 87);  // c390, removed
      compute(c, 200);  // op1
      wait_removed(c, 88);  // c389, removed
      wait_removed(c, 89);  // c375, removed
      break;
    }
    case 1: {  // warp w1
      compute(c, 200);  // op7
      signal_mbarrier(c, 90, 23, 1);  // p11 on default:5, use 0
      wait_mbarrier(c, 91, 23, 1);  // c15 on default:5, use 1
      signal_removed(c, 11);  // p19, removed
      wait_mbarrier(c, 4, 2, 0);  // c21 on default:2, use 0
      wait_mbarrier(c, 92, 5, 0);  // c17 on default:6, use 0
      wait_removed(c, 3);  // c16, removed
      signal_mbarrier(c, 7, 5, 1);  // p37 on default:6, use 1
      wait_mbarrier(c, 5, 3, 0);  // c27 on default:3, use 0
      wait_mbarrier(c, 93, 21, 0);  // c40 on default:7, use 0
      wait_mbarrier(c, 10, 2, 1);  // c49 on default:2, use 1
      compute(c, 200);  // op0
      signal_mbarrier(c, 94, 3, 1);  // p54 on default:3, use 1
      compute(c, 200);  // op0
      wait_mbarrier(c, 95, 0, 2);  // c47 on default:0, use 2
      compute(c, 200);  // op3
      wait_mbarrier(c, 96, 6, 3);  // c55 on default:13, use 3
      compute(c, 200);  // op5
      signal_mbarrier(c, 15, 2, 1);  // p73 on default:2, use 2
      compute(c, 200);  // op7
      wait_mbarrier(c, 97, 9, 3);  // c75 on default:23, use 3
      wait_mbarrier(c, 98, 14, 0);  // c66 on default:8, use 0
      wait_mbarrier(c, 99, 10, 0);  // c79 on default:9, use 0
      wait_mbarrier(c, 100, 24, 0);  // c85 on default:10, use 0
      compute(c, 200);  // op7
      wait_mbarrier(c, 16, 2, 3);  // c78 on default:2, use 3
      wait_removed(c, 101);  // c84, removed
      wait_mbarrier(c, 102, 20, 3);  // c72 on default:25, use 3
      compute(c, 200);  // op4
      wait_mbarrier(c, 103, 11, 0);  // c90 on default:11, use 0
      signal_removed(c, 104);  // p93, removed
      signal_mbarrier(c, 105, 11, 1);  // p95 on default:11, use 1
      wait_mbarrier(c, 106, 25, 2);  // c101 on default:22, use 2
      signal_mbarrier(c, 107, 20, 1);  // p104 on default:25, use 4
      wait_mbarrier(c, 108, 11, 2);  // c96 on default:11, use 2
      signal_mbarrier(c, 24, 9, 1);  // p113 on default:23, use 4
      wait_mbarrier(c, 109, 20, 5);  // c120 on default:25, use 5
      wait_mbarrier(c, 26, 9, 5);  // c126 on default:23, use 5
      signal_mbarrier(c, 110, 21, 1);  // p130 on default:7, use 5
      signal_mbarrier(c, 111, 20, 1);  // p138 on default:25, use 6
      signal_mbarrier(c, 112, 9, 1);  // p139 on default:23, use 6
      signal_mbarrier(c, 31, 8, 1);  // p150 on default:12, use 5
      compute(c, 200);  // op1
      signal_mbarrier(c, 32, 13, 1);  // p151 on default:17, use 2
      signal_mbarrier(c, 33, 14, 1);  // p155 on default:8, use 1
      signal_mbarrier(c, 113, 19, 1);  // p165 on default:27, use 2
      compute(c, 200);  // op5
      signal_mbarrier(c, 36, 16, 1);  // p171 on default:18, use 4
      signal_mbarrier(c, 114, 17, 1);  // p172 on default:15, use 1
      wait_mbarrier(c, 115, 19, 3);  // c173 on default:27, use 3
      wait_mbarrier(c, 37, 16, 5);  // c174 on default:18, use 5
      compute(c, 200);  // op3
      signal_mbarrier(c, 40, 16, 1);  // p180 on default:18, use 6
      signal_mbarrier(c, 116, 19, 1);  // p182 on default:27, use 4
      compute(c, 200);  // op4
      signal_mbarrier(c, 117, 14, 1);  // p185 on default:8, use 2
      signal_mbarrier(c, 118, 13, 1);  // p187 on default:17, use 3
      signal_mbarrier(c, 119, 8, 1);  // p188 on default:12, use 6
      wait_mbarrier(c, 39, 3, 8);  // c183 on default:3, use 8
      compute(c, 200);  // op2
      wait_mbarrier(c, 120, 7, 12);  // c190 on default:21, use 12
      wait_mbarrier(c, 41, 16, 7);  // c189 on default:18, use 7
      signal_mbarrier(c, 121, 7, 1);  // p196 on default:21, use 13
      compute(c, 200);  // op0
      signal_mbarrier(c, 122, 5, 1);  // p200 on default:6, use 8
      wait_mbarrier(c, 123, 5, 9);  // c203 on default:6, use 9
      compute(c, 200);  // op7
      signal_mbarrier(c, 46, 3, 1);  // p209 on default:3, use 9
      compute(c, 200);  // op0
      wait_mbarrier(c, 124, 13, 4);  // c223 on default:17, use 4
      compute(c, 200);  // op6
      wait_mbarrier(c, 47, 3, 10);  // c217 on default:3, use 10
      compute(c, 200);  // op7
      signal_mbarrier(c, 125, 13, 1);  // p227 on default:17, use 5
      signal_mbarrier(c, 126, 5, 1);  // p234 on default:6, use 10
      compute(c, 200);  // op3
      signal_mbarrier(c, 127, 3, 1);  // p236 on default:3, use 11
      wait_mbarrier(c, 128, 13, 6);  // c231 on default:17, use 6
      wait_mbarrier(c, 50, 9, 9);  // c243 on default:23, use 9
      signal_mbarrier(c, 53, 9, 1);  // p252 on default:23, use 10
      compute(c, 200);  // op3
      wait_mbarrier(c, 129, 15, 13);  // c251 on default:19, use 13
      compute(c, 200);  // op2
      signal_mbarrier(c, 54, 13, 1);  // p256 on default:17, use 7
      wait_mbarrier(c, 130, 3, 12);  // c263 on default:3, use 12
      wait_mbarrier(c, 131, 5, 12);  // c268 on default:6, use 12
      signal_mbarrier(c, 132, 5, 1);  // p276 on default:6, use 13
      signal_mbarrier(c, 133, 3, 1);  // p279 on default:3, use 13
      signal_mbarrier(c, 59, 15, 1);  // p282 on default:19, use 14
      signal_mbarrier(c, 60, 18, 1);  // p284 on default:14, use 2
      signal_mbarrier(c, 61, 19, 1);  // p285 on default:27, use 8
      compute(c, 200);  // op5
      wait_mbarrier(c, 134, 24, 7);  // c273 on default:10, use 7
      compute(c, 200);  // op3
      signal_mbarrier(c, 135, 24, 1);  // p286 on default:10, use 8
      compute(c, 200);  // op3
      signal_mbarrier(c, 62, 17, 1);  // p293 on default:15, use 3
      wait_mbarrier(c, 136, 23, 2);  // c301 on default:5, use 2
      wait_mbarrier(c, 137, 26, 9);  // c302 on default:26, use 9
      compute(c, 200);  // op6
      wait_mbarrier(c, 64, 0, 8);  // c306 on default:0, use 8
      wait_mbarrier(c, 138, 24, 9);  // c308 on default:10, use 9
      wait_mbarrier(c, 139, 10, 10);  // c307 on default:9, use 10
      compute(c, 200);  // op2
      signal_mbarrier(c, 140, 24, 1);  // p311 on default:10, use 10
      compute(c, 200);  // op4
      wait_mbarrier(c, 141, 3, 14);  // c310 on default:3, use 14
      wait_mbarrier(c, 142, 5, 14);  // c319 on default:6, use 14
      compute(c, 200);  // op7
      wait_mbarrier(c, 68, 1, 14);  // c325 on default:1, use 14
      wait_mbarrier(c, 70, 17, 4);  // c331 on default:15, use 4
      compute(c, 200);  // op1
      signal_mbarrier(c, 71, 17, 1);  // p338 on default:15, use 5
      wait_mbarrier(c, 143, 23, 3);  // c341 on default:5, use 3
      wait_mbarrier(c, 144, 22, 13);  // c349 on default:16, use 13
      wait_mbarrier(c, 145, 10, 13);  // c351 on default:9, use 13
      signal_mbarrier(c, 146, 10, 1);  // p354 on default:9, use 14
      signal_mbarrier(c, 74, 3, 1);  // p355 on default:3, use 15
      wait_mbarrier(c, 75, 3, 16);  // c357 on default:3, use 16
      signal_mbarrier(c, 147, 23, 1);  // p358 on default:5, use 4
      signal_removed(c, 148);  // p363, removed
      compute(c, 200);  // op4
      wait_mbarrier(c, 149, 16, 13);  // c364 on default:18, use 13
      compute(c, 200);  // op3
      signal_mbarrier(c, 150, 3, 1);  // p365 on default:3, use 17
      wait_mbarrier(c, 76, 22, 14);  // c369 on default:16, use 14
      compute(c, 200);  // op4
      signal_mbarrier(c, 151, 16, 1);  // p370 on default:18, use 14
      signal_mbarrier(c, 79, 22, 1);  // p374 on default:16, use 15
      signal_mbarrier(c, 80, 19, 1);  // p376 on default:27, use 9
      wait_mbarrier(c, 152, 16, 15);  // c378 on default:18, use 15
      wait_mbarrier(c, 85, 19, 10);  // c399 on default:27, use 10
      wait_removed(c, 84);  // c396, removed
      break;
    }
    case 2: {  // warp w2
      wait_mbarrier(c, 153, 8, 0);  // c8 on default:12, use 0
      compute(c, 200);  // op5
      wait_mbarrier(c, 90, 23, 0);  // c11 on default:5, use 0
      signal_mbarrier(c, 91, 23, 1);  // p15 on default:5, use 1
      signal_removed(c, 154);  // p18, removed
      wait_mbarrier(c, 155, 6, 0);  // c24 on default:13, use 0
      wait_mbarrier(c, 2, 0, 1);  // c14 on default:0, use 1
      signal_removed(c, 156);  // p33, removed
      signal_removed(c, 157);  // p35, removed
      signal_mbarrier(c, 158, 6, 1);  // p38 on default:13, use 1
      compute(c, 200);  // op7
      wait_mbarrier(c, 159, 6, 2);  // c41 on default:13, use 2
      wait_removed(c, 160);  // c31, removed
      signal_mbarrier(c, 95, 0, 1);  // p47 on default:0, use 2
      signal_mbarrier(c, 96, 6, 1);  // p55 on default:13, use 3
      signal_mbarrier(c, 161, 18, 1);  // p57 on default:14, use 0
      signal_mbarrier(c, 162, 17, 1);  // p61 on default:15, use 0
      signal_mbarrier(c, 98, 14, 1);  // p66 on default:8, use 0
      signal_mbarrier(c, 99, 10, 1);  // p79 on default:9, use 0
      signal_mbarrier(c, 163, 22, 1);  // p80 on default:16, use 0
      signal_mbarrier(c, 164, 13, 1);  // p83 on default:17, use 0
      signal_removed(c, 101);  // p84, removed
      signal_mbarrier(c, 100, 24, 1);  // p85 on default:10, use 0
      signal_mbarrier(c, 103, 11, 1);  // p90 on default:11, use 0
      wait_mbarrier(c, 165, 13, 1);  // c89 on default:17, use 1
      compute(c, 200);  // op5
      wait_mbarrier(c, 105, 11, 1);  // c95 on default:11, use 1
      signal_mbarrier(c, 108, 11, 1);  // p96 on default:11, use 2
      wait_removed(c, 104);  // c93, removed
      signal_mbarrier(c, 166, 2, 1);  // p106 on default:2, use 4
      signal_mbarrier(c, 167, 24, 1);  // p122 on default:10, use 1
      wait_mbarrier(c, 168, 26, 2);  // c121 on default:26, use 2
      wait_mbarrier(c, 110, 21, 5);  // c130 on default:7, use 5
      compute(c, 200);  // op7
      wait_mbarrier(c, 169, 2, 5);  // c133 on default:2, use 5
      compute(c, 200);  // op5
      wait_mbarrier(c, 170, 5, 6);  // c131 on default:6, use 6
      wait_mbarrier(c, 112, 9, 6);  // c139 on default:23, use 6
      compute(c, 200);  // op2
      signal_mbarrier(c, 171, 2, 1);  // p144 on default:2, use 6
      signal_mbarrier(c, 30, 5, 1);  // p147 on default:6, use 7
      signal_mbarrier(c, 172, 9, 1);  // p153 on default:23, use 7
      wait_mbarrier(c, 173, 2, 7);  // c152 on default:2, use 7
      wait_mbarrier(c, 174, 9, 8);  // c157 on default:23, use 8
      compute(c, 200);  // op3
      wait_mbarrier(c, 175, 21, 6);  // c161 on default:7, use 6
      wait_mbarrier(c, 176, 26, 3);  // c162 on default:26, use 3
      wait_mbarrier(c, 177, 24, 2);  // c167 on default:10, use 2
      compute(c, 200);  // op6
      wait_mbarrier(c, 114, 17, 1);  // c172 on default:15, use 1
      signal_mbarrier(c, 178, 24, 1);  // p178 on default:10, use 3
      wait_mbarrier(c, 179, 27, 2);  // c176 on default:20, use 2
      wait_mbarrier(c, 116, 19, 4);  // c182 on default:27, use 4
      wait_mbarrier(c, 119, 8, 6);  // c188 on default:12, use 6
      compute(c, 200);  // op5
      signal_mbarrier(c, 180, 19, 1);  // p195 on default:27, use 5
      wait_mbarrier(c, 181, 24, 4);  // c193 on default:10, use 4
      compute(c, 200);  // op4
      signal_mbarrier(c, 182, 24, 1);  // p199 on default:10, use 5
      wait_mbarrier(c, 122, 5, 8);  // c200 on default:6, use 8
      compute(c, 200);  // op3
      signal_mbarrier(c, 123, 5, 1);  // p203 on default:6, use 9
      signal_mbarrier(c, 183, 27, 1);  // p210 on default:20, use 3
      compute(c, 200);  // op3
      signal_mbarrier(c, 184, 16, 1);  // p213 on default:18, use 8
      compute(c, 200);  // op5
      wait_mbarrier(c, 185, 7, 14);  // c212 on default:21, use 14
      signal_mbarrier(c, 186, 7, 1);  // p216 on default:21, use 15
      signal_mbarrier(c, 187, 8, 1);  // p218 on default:12, use 9
      signal_mbarrier(c, 124, 13, 1);  // p223 on default:17, use 4
      signal_mbarrier(c, 188, 22, 1);  // p224 on default:16, use 8
      wait_mbarrier(c, 125, 13, 5);  // c227 on default:17, use 5
      signal_mbarrier(c, 189, 0, 1);  // p228 on default:0, use 5
      compute(c, 200);  // op0
      signal_mbarrier(c, 128, 13, 1);  // p231 on default:17, use 6
      wait_mbarrier(c, 127, 3, 11);  // c236 on default:3, use 11
      wait_mbarrier(c, 190, 5, 11);  // c246 on default:6, use 11
      wait_mbarrier(c, 191, 12, 7);  // c249 on default:24, use 7
      compute(c, 200);  // op4
      signal_mbarrier(c, 52, 10, 1);  // p250 on default:9, use 7
      signal_mbarrier(c, 192, 12, 1);  // p262 on default:24, use 8
      signal_mbarrier(c, 130, 3, 1);  // p263 on default:3, use 12
      signal_mbarrier(c, 131, 5, 1);  // p268 on default:6, use 12
      signal_mbarrier(c, 193, 0, 1);  // p269 on default:0, use 6
      signal_mbarrier(c, 194, 22, 1);  // p271 on default:16, use 9
      signal_mbarrier(c, 134, 24, 1);  // p273 on default:10, use 7
      compute(c, 200);  // op0
      wait_mbarrier(c, 132, 5, 13);  // c276 on default:6, use 13
      wait_mbarrier(c, 133, 3, 13);  // c279 on default:3, use 13
      signal_mbarrier(c, 195, 16, 1);  // p297 on default:18, use 10
      wait_mbarrier(c, 135, 24, 8);  // c286 on default:10, use 8
      signal_mbarrier(c, 138, 24, 1);  // p308 on default:10, use 9
      signal_mbarrier(c, 141, 3, 1);  // p310 on default:3, use 14
      signal_mbarrier(c, 196, 14, 1);  // p315 on default:8, use 4
      signal_mbarrier(c, 142, 5, 1);  // p319 on default:6, use 14
      wait_mbarrier(c, 140, 24, 10);  // c311 on default:10, use 10
      signal_removed(c, 197);  // p323, removed
      signal_mbarrier(c, 198, 10, 1);  // p330 on default:9, use 11
      signal_mbarrier(c, 199, 24, 1);  // p342 on default:10, use 11
      signal_mbarrier(c, 200, 0, 1);  // p345 on default:0, use 9
      wait_mbarrier(c, 201, 14, 5);  // c344 on default:8, use 5
      wait_mbarrier(c, 202, 10, 12);  // c347 on default:9, use 12
      signal_mbarrier(c, 144, 22, 1);  // p349 on default:16, use 13
      wait_removed(c, 203);  // c346, removed
      signal_mbarrier(c, 145, 10, 1);  // p351 on default:9, use 13
      wait_mbarrier(c, 146, 10, 14);  // c354 on default:9, use 14
      wait_mbarrier(c, 204, 27, 6);  // c356 on default:20, use 6
      wait_mbarrier(c, 205, 24, 12);  // c360 on default:10, use 12
      wait_mbarrier(c, 150, 3, 17);  // c365 on default:3, use 17
      wait_removed(c, 148);  // c363, removed
      wait_mbarrier(c, 151, 16, 14);  // c370 on default:18, use 14
      compute(c, 200);  // op7
      signal_mbarrier(c, 152, 16, 1);  // p378 on default:18, use 15
      compute(c, 200);  // op0
      signal_mbarrier(c, 206, 24, 1);  // p398 on default:10, use 13
      wait_mbarrier(c, 207, 0, 10);  // c394 on default:0, use 10
      break;
    }
    case 3: {  // warp w3
      signal_mbarrier(c, 208, 16, 1);  // p6 on default:18, use 0
      compute(c, 200);  // op6
      signal_mbarrier(c, 0, 0, 1);  // p9 on default:0, use 0
      compute(c, 200);  // op7
      signal_mbarrier(c, 209, 15, 1);  // p12 on default:19, use 0
      signal_mbarrier(c, 210, 27, 1);  // p22 on default:20, use 0
      signal_mbarrier(c, 155, 6, 1);  // p24 on default:13, use 0
      signal_removed(c, 160);  // p31, removed
      wait_mbarrier(c, 211, 15, 1);  // c28 on default:19, use 1
      wait_mbarrier(c, 158, 6, 1);  // c38 on default:13, use 1
      compute(c, 200);  // op5
      wait_removed(c, 156);  // c33, removed
      compute(c, 200);  // op3
      signal_mbarrier(c, 159, 6, 1);  // p41 on default:13, use 2
      signal_mbarrier(c, 212, 15, 1);  // p43 on default:19, use 2
      wait_removed(c, 154);  // c18, removed
      wait_removed(c, 157);  // c35, removed
      signal_mbarrier(c, 213, 8, 1);  // p46 on default:12, use 1
      wait_removed(c, 214);  // c20, removed
      wait_mbarrier(c, 161, 18, 0);  // c57 on default:14, use 0
      wait_mbarrier(c, 215, 27, 1);  // c56 on default:20, use 1
      wait_mbarrier(c, 216, 12, 3);  // c52 on default:24, use 3
      wait_mbarrier(c, 217, 21, 1);  // c62 on default:7, use 1
      wait_mbarrier(c, 218, 4, 2);  // c76 on default:4, use 2
      signal_mbarrier(c, 219, 4, 1);  // p81 on default:4, use 3
      wait_mbarrier(c, 163, 22, 0);  // c80 on default:16, use 0
      wait_mbarrier(c, 164, 13, 0);  // c83 on default:17, use 0
      signal_mbarrier(c, 165, 13, 1);  // p89 on default:17, use 1
      signal_mbarrier(c, 220, 21, 1);  // p98 on default:7, use 2
      signal_mbarrier(c, 221, 22, 1);  // p99 on default:16, use 1
      wait_mbarrier(c, 107, 20, 4);  // c104 on default:25, use 4
      wait_mbarrier(c, 166, 2, 4);  // c106 on default:2, use 4
      wait_mbarrier(c, 222, 22, 2);  // c107 on default:16, use 2
      signal_mbarrier(c, 223, 22, 1);  // p111 on default:16, use 3
      signal_mbarrier(c, 169, 2, 1);  // p133 on default:2, use 5
      wait_mbarrier(c, 167, 24, 1);  // c122 on default:10, use 1
      compute(c, 200);  // op0
      wait_mbarrier(c, 224, 25, 3);  // c143 on default:22, use 3
      compute(c, 200);  // op2
      wait_mbarrier(c, 171, 2, 6);  // c144 on default:2, use 6
      signal_mbarrier(c, 173, 2, 1);  // p152 on default:2, use 7
      wait_mbarrier(c, 172, 9, 7);  // c153 on default:23, use 7
      signal_mbarrier(c, 174, 9, 1);  // p157 on default:23, use 8
      signal_mbarrier(c, 225, 25, 1);  // p159 on default:22, use 4
      compute(c, 200);  // op6
      signal_mbarrier(c, 175, 21, 1);  // p161 on default:7, use 6
      signal_mbarrier(c, 176, 26, 1);  // p162 on default:26, use 3
      signal_mbarrier(c, 177, 24, 1);  // p167 on default:10, use 2
      wait_mbarrier(c, 113, 19, 2);  // c165 on default:27, use 2
      wait_mbarrier(c, 226, 25, 5);  // c168 on default:22, use 5
      compute(c, 200);  // op0
      signal_mbarrier(c, 115, 19, 1);  // p173 on default:27, use 3
      wait_mbarrier(c, 227, 10, 4);  // c169 on default:9, use 4
      compute(c, 200);  // op0
      signal_mbarrier(c, 179, 27, 1);  // p176 on default:20, use 2
      signal_mbarrier(c, 228, 10, 1);  // p181 on default:9, use 5
      compute(c, 200);  // op4
      signal_removed(c, 229);  // p184, removed
      signal_mbarrier(c, 230, 25, 1);  // p186 on default:22, use 6
      wait_mbarrier(c, 178, 24, 3);  // c178 on default:10, use 3
      signal_mbarrier(c, 181, 24, 1);  // p193 on default:10, use 4
      wait_mbarrier(c, 231, 25, 7);  // c194 on default:22, use 7
      wait_mbarrier(c, 182, 24, 5);  // c199 on default:10, use 5
      signal_mbarrier(c, 232, 25, 1);  // p206 on default:22, use 8
      wait_mbarrier(c, 183, 27, 3);  // c210 on default:20, use 3
      wait_mbarrier(c, 233, 14, 3);  // c211 on default:8, use 3
      wait_mbarrier(c, 188, 22, 8);  // c224 on default:16, use 8
      wait_mbarrier(c, 234, 10, 6);  // c225 on default:9, use 6
      wait_mbarrier(c, 189, 0, 5);  // c228 on default:0, use 5
      wait_mbarrier(c, 235, 8, 10);  // c235 on default:12, use 10
      compute(c, 200);  // op3
      wait_mbarrier(c, 236, 12, 6);  // c240 on default:24, use 6
      compute(c, 200);  // op3
      wait_mbarrier(c, 237, 25, 10);  // c241 on default:22, use 10
      signal_mbarrier(c, 238, 25, 1);  // p245 on default:22, use 11
      signal_mbarrier(c, 190, 5, 1);  // p246 on default:6, use 11
      compute(c, 200);  // op3
      signal_mbarrier(c, 191, 12, 1);  // p249 on default:24, use 7
      signal_mbarrier(c, 239, 8, 1);  // p254 on default:12, use 11
      wait_mbarrier(c, 240, 25, 12);  // c253 on default:22, use 12
      wait_mbarrier(c, 192, 12, 8);  // c262 on default:24, use 8
      wait_mbarrier(c, 194, 22, 9);  // c271 on default:16, use 9
      wait_mbarrier(c, 241, 10, 8);  // c270 on default:9, use 8
      signal_mbarrier(c, 242, 25, 1);  // p277 on default:22, use 13
      signal_mbarrier(c, 243, 10, 1);  // p287 on default:9, use 9
      signal_mbarrier(c, 244, 22, 1);  // p294 on default:16, use 10
      compute(c, 200);  // op0
      wait_mbarrier(c, 245, 9, 11);  // c281 on default:23, use 11
      wait_mbarrier(c, 246, 8, 12);  // c288 on default:12, use 12
      compute(c, 200);  // op0
      signal_mbarrier(c, 247, 8, 1);  // p303 on default:12, use 13
      wait_mbarrier(c, 248, 22, 11);  // c299 on default:16, use 11
      compute(c, 200);  // op5
      wait_mbarrier(c, 196, 14, 4);  // c315 on default:8, use 4
      signal_mbarrier(c, 249, 22, 1);  // p322 on default:16, use 12
      wait_mbarrier(c, 250, 8, 14);  // c312 on default:12, use 14
      wait_mbarrier(c, 251, 27, 4);  // c321 on default:20, use 4
      compute(c, 200);  // op3
      wait_mbarrier(c, 198, 10, 11);  // c330 on default:9, use 11
      wait_removed(c, 197);  // c323, removed
      signal_removed(c, 252);  // p332, removed
      signal_mbarrier(c, 253, 26, 1);  // p333 on default:26, use 10
      signal_mbarrier(c, 254, 27, 1);  // p334 on default:20, use 5
      signal_mbarrier(c, 143, 23, 1);  // p341 on default:5, use 3
      signal_removed(c, 203);  // p346, removed
      signal_mbarrier(c, 202, 10, 1);  // p347 on default:9, use 12
      wait_mbarrier(c, 199, 24, 11);  // c342 on default:10, use 11
      wait_mbarrier(c, 147, 23, 4);  // c358 on default:5, use 4
      signal_mbarrier(c, 205, 24, 1);  // p360 on default:10, use 12
      signal_mbarrier(c, 255, 8, 1);  // p362 on default:12, use 15
      compute(c, 200);  // op1
      signal_mbarrier(c, 256, 2, 1);  // p380 on default:2, use 10
      wait_mbarrier(c, 257, 2, 11);  // c381 on default:2, use 11
      signal_mbarrier(c, 258, 2, 1);  // p382 on default:2, use 12
      signal_mbarrier(c, 259, 23, 1);  // p384 on default:5, use 5
      compute(c, 200);  // op6
      signal_mbarrier(c, 207, 0, 1);  // p394 on default:0, use 10
      compute(c, 200);  // op5
      wait_mbarrier(c, 206, 24, 13);  // c398 on default:10, use 13
      break;
    }
    case 4: {  // warp w4
      wait_mbarrier(c, 260, 7, 0);  // c2 on default:21, use 0
      compute(c, 200);  // op5
      signal_mbarrier(c, 261, 7, 1);  // p5 on default:21, use 1
      wait_mbarrier(c, 208, 16, 0);  // c6 on default:18, use 0
      wait_mbarrier(c, 262, 7, 2);  // c7 on default:21, use 2
      wait_mbarrier(c, 209, 15, 0);  // c12 on default:19, use 0
      signal_removed(c, 214);  // p20, removed
      signal_mbarrier(c, 211, 15, 1);  // p28 on default:19, use 1
      compute(c, 200);  // op0
      wait_mbarrier(c, 210, 27, 0);  // c22 on default:20, use 0
      signal_mbarrier(c, 263, 7, 1);  // p32 on default:21, use 3
      wait_mbarrier(c, 264, 25, 0);  // c30 on default:22, use 0
      signal_mbarrier(c, 93, 21, 1);  // p40 on default:7, use 0
      wait_mbarrier(c, 212, 15, 2);  // c43 on default:19, use 2
      wait_mbarrier(c, 265, 7, 4);  // c48 on default:21, use 4
      signal_mbarrier(c, 266, 7, 1);  // p50 on default:21, use 5
      signal_mbarrier(c, 267, 15, 1);  // p53 on default:19, use 3
      signal_mbarrier(c, 215, 27, 1);  // p56 on default:20, use 1
      wait_mbarrier(c, 268, 20, 2);  // c59 on default:25, use 2
      compute(c, 200);  // op7
      signal_mbarrier(c, 269, 26, 1);  // p64 on default:26, use 1
      compute(c, 200);  // op4
      signal_removed(c, 270);  // p69, removed
      signal_mbarrier(c, 271, 25, 1);  // p70 on default:22, use 1
      compute(c, 200);  // op6
      signal_mbarrier(c, 102, 20, 1);  // p72 on default:25, use 3
      compute(c, 200);  // op3
      signal_mbarrier(c, 218, 4, 1);  // p76 on default:4, use 2
      wait_mbarrier(c, 272, 15, 4);  // c74 on default:19, use 4
      wait_mbarrier(c, 219, 4, 3);  // c81 on default:4, use 3
      wait_mbarrier(c, 18, 6, 4);  // c82 on default:13, use 4
      signal_mbarrier(c, 273, 15, 1);  // p86 on default:19, use 5
      wait_mbarrier(c, 274, 15, 6);  // c92 on default:19, use 6
      wait_mbarrier(c, 220, 21, 2);  // c98 on default:7, use 2
      signal_mbarrier(c, 275, 15, 1);  // p100 on default:19, use 7
      wait_mbarrier(c, 221, 22, 1);  // c99 on default:16, use 1
      signal_mbarrier(c, 276, 21, 1);  // p105 on default:7, use 3
      signal_mbarrier(c, 222, 22, 1);  // p107 on default:16, use 2
      signal_mbarrier(c, 277, 3, 1);  // p109 on default:3, use 4
      wait_mbarrier(c, 278, 3, 5);  // c114 on default:3, use 5
      compute(c, 200);  // op1
      signal_mbarrier(c, 279, 4, 1);  // p123 on default:4, use 4
      wait_mbarrier(c, 25, 10, 1);  // c124 on default:9, use 1
      signal_mbarrier(c, 280, 3, 1);  // p137 on default:3, use 6
      compute(c, 200);  // op5
      signal_mbarrier(c, 224, 25, 1);  // p143 on default:22, use 3
      compute(c, 200);  // op2
      signal_mbarrier(c, 281, 10, 1);  // p146 on default:9, use 2
      wait_mbarrier(c, 282, 10, 3);  // c156 on default:9, use 3
      wait_mbarrier(c, 283, 4, 7);  // c158 on default:4, use 7
      wait_mbarrier(c, 225, 25, 4);  // c159 on default:22, use 4
      signal_mbarrier(c, 34, 3, 1);  // p163 on default:3, use 7
      signal_mbarrier(c, 284, 4, 1);  // p164 on default:4, use 8
      signal_mbarrier(c, 226, 25, 1);  // p168 on default:22, use 5
      signal_mbarrier(c, 227, 10, 1);  // p169 on default:9, use 4
      wait_mbarrier(c, 285, 4, 9);  // c170 on default:4, use 9
      wait_mbarrier(c, 228, 10, 5);  // c181 on default:9, use 5
      wait_mbarrier(c, 230, 25, 6);  // c186 on default:22, use 6
      compute(c, 200);  // op1
      wait_removed(c, 229);  // c184, removed
      compute(c, 200);  // op6
      signal_mbarrier(c, 42, 0, 1);  // p192 on default:0, use 3
      wait_mbarrier(c, 118, 13, 3);  // c187 on default:17, use 3
      signal_mbarrier(c, 231, 25, 1);  // p194 on default:22, use 7
      wait_mbarrier(c, 180, 19, 5);  // c195 on default:27, use 5
      signal_mbarrier(c, 286, 8, 1);  // p198 on default:12, use 7
      wait_mbarrier(c, 45, 0, 4);  // c207 on default:0, use 4
      wait_mbarrier(c, 287, 8, 8);  // c208 on default:12, use 8
      signal_mbarrier(c, 185, 7, 1);  // p212 on default:21, use 14
      wait_mbarrier(c, 186, 7, 15);  // c216 on default:21, use 15
      compute(c, 200);  // op5
      wait_mbarrier(c, 288, 24, 6);  // c221 on default:10, use 6
      wait_mbarrier(c, 187, 8, 9);  // c218 on default:12, use 9
      wait_mbarrier(c, 289, 25, 9);  // c229 on default:22, use 9
      signal_mbarrier(c, 235, 8, 1);  // p235 on default:12, use 10
      wait_mbarrier(c, 126, 5, 10);  // c234 on default:6, use 10
      signal_mbarrier(c, 237, 25, 1);  // p241 on default:22, use 10
      wait_mbarrier(c, 290, 26, 4);  // c244 on default:26, use 4
      wait_mbarrier(c, 238, 25, 11);  // c245 on default:22, use 11
      signal_mbarrier(c, 240, 25, 1);  // p253 on default:22, use 12
      compute(c, 200);  // op7
      wait_mbarrier(c, 239, 8, 11);  // c254 on default:12, use 11
      signal_mbarrier(c, 291, 26, 1);  // p259 on default:26, use 5
      wait_mbarrier(c, 292, 7, 16);  // c258 on default:21, use 16
      signal_mbarrier(c, 241, 10, 1);  // p270 on default:9, use 8
      signal_removed(c, 293);  // p275, removed
      signal_mbarrier(c, 294, 7, 1);  // p280 on default:21, use 17
      signal_mbarrier(c, 245, 9, 1);  // p281 on default:23, use 11
      wait_mbarrier(c, 295, 26, 6);  // c264 on default:26, use 6
      signal_mbarrier(c, 246, 8, 1);  // p288 on default:12, use 12
      compute(c, 200);  // op4
      wait_mbarrier(c, 243, 10, 9);  // c287 on default:9, use 9
      signal_mbarrier(c, 296, 26, 1);  // p291 on default:26, use 7
      compute(c, 200);  // op0
      wait_mbarrier(c, 244, 22, 10);  // c294 on default:16, use 10
      signal_mbarrier(c, 248, 22, 1);  // p299 on default:16, use 11
      wait_mbarrier(c, 247, 8, 13);  // c303 on default:12, use 13
      signal_mbarrier(c, 139, 10, 1);  // p307 on default:9, use 10
      signal_mbarrier(c, 250, 8, 1);  // p312 on default:12, use 14
      signal_mbarrier(c, 297, 9, 1);  // p320 on default:23, use 12
      compute(c, 200);  // op2
      signal_mbarrier(c, 251, 27, 1);  // p321 on default:20, use 4
      compute(c, 200);  // op0
      wait_mbarrier(c, 298, 12, 9);  // c309 on default:24, use 9
      wait_mbarrier(c, 249, 22, 12);  // c322 on default:16, use 12
      compute(c, 200);  // op7
      wait_mbarrier(c, 254, 27, 5);  // c334 on default:20, use 5
      compute(c, 200);  // op5
      wait_removed(c, 252);  // c332, removed
      compute(c, 200);  // op1
      signal_mbarrier(c, 299, 12, 1);  // p337 on default:24, use 10
      wait_mbarrier(c, 300, 9, 13);  // c335 on default:23, use 13
      compute(c, 200);  // op0
      wait_mbarrier(c, 301, 16, 12);  // c336 on default:18, use 12
      compute(c, 200);  // op7
      signal_mbarrier(c, 201, 14, 1);  // p344 on default:8, use 5
      compute(c, 200);  // op6
      wait_mbarrier(c, 302, 12, 11);  // c348 on default:24, use 11
      signal_mbarrier(c, 149, 16, 1);  // p364 on default:18, use 13
      compute(c, 200);  // op7
      signal_mbarrier(c, 303, 12, 1);  // p367 on default:24, use 12
      wait_mbarrier(c, 304, 5, 15);  // c371 on default:6, use 15
      compute(c, 200);  // op5
      wait_mbarrier(c, 256, 2, 10);  // c380 on default:2, use 10
      signal_mbarrier(c, 257, 2, 1);  // p381 on default:2, use 11
      compute(c, 200);  // op5
      wait_mbarrier(c, 258, 2, 12);  // c382 on default:2, use 12
      signal_mbarrier(c, 305, 25, 1);  // p385 on default:22, use 18
      wait_mbarrier(c, 306, 21, 11);  // c387 on default:7, use 11
      break;
    }
    case 5: {  // warp w5
      signal_mbarrier(c, 307, 9, 1);  // p1 on default:23, use 0
      signal_mbarrier(c, 260, 7, 1);  // p2 on default:21, use 0
      wait_mbarrier(c, 261, 7, 1);  // c5 on default:21, use 1
      signal_mbarrier(c, 262, 7, 1);  // p7 on default:21, use 2
      wait_mbarrier(c, 308, 9, 1);  // c10 on default:23, use 1
      signal_mbarrier(c, 309, 9, 1);  // p25 on default:23, use 2
      signal_mbarrier(c, 264, 25, 1);  // p30 on default:22, use 0
      signal_mbarrier(c, 310, 12, 1);  // p36 on default:24, use 1
      wait_mbarrier(c, 263, 7, 3);  // c32 on default:21, use 3
      signal_mbarrier(c, 311, 16, 1);  // p39 on default:18, use 1
      compute(c, 200);  // op0
      wait_mbarrier(c, 312, 12, 2);  // c42 on default:24, use 2
      signal_mbarrier(c, 265, 7, 1);  // p48 on default:21, use 4
      compute(c, 200);  // op5
      signal_mbarrier(c, 216, 12, 1);  // p52 on default:24, use 3
      wait_mbarrier(c, 266, 7, 5);  // c50 on default:21, use 5
      wait_mbarrier(c, 267, 15, 3);  // c53 on default:19, use 3
      compute(c, 200);  // op6
      wait_mbarrier(c, 313, 16, 2);  // c51 on default:18, use 2
      signal_mbarrier(c, 12, 1, 1);  // p58 on default:1, use 1
      signal_mbarrier(c, 314, 16, 1);  // p63 on default:18, use 3
      wait_mbarrier(c, 315, 19, 1);  // c65 on default:27, use 1
      signal_mbarrier(c, 272, 15, 1);  // p74 on default:19, use 4
      wait_mbarrier(c, 316, 8, 2);  // c68 on default:12, use 2
      wait_mbarrier(c, 271, 25, 1);  // c70 on default:22, use 1
      compute(c, 200);  // op2
      signal_mbarrier(c, 317, 8, 1);  // p77 on default:12, use 3
      compute(c, 200);  // op7
      wait_removed(c, 270);  // c69, removed
      wait_mbarrier(c, 273, 15, 5);  // c86 on default:19, use 5
      wait_mbarrier(c, 19, 3, 3);  // c88 on default:3, use 3
      signal_mbarrier(c, 274, 15, 1);  // p92 on default:19, use 6
      wait_mbarrier(c, 275, 15, 7);  // c100 on default:19, use 7
      wait_mbarrier(c, 276, 21, 3);  // c105 on default:7, use 3
      signal_mbarrier(c, 318, 6, 1);  // p108 on default:13, use 5
      wait_mbarrier(c, 277, 3, 4);  // c109 on default:3, use 4
      signal_mbarrier(c, 319, 21, 1);  // p110 on default:7, use 4
      signal_mbarrier(c, 278, 3, 1);  // p114 on default:3, use 5
      compute(c, 200);  // op3
      wait_mbarrier(c, 320, 6, 6);  // c112 on default:13, use 6
      wait_mbarrier(c, 321, 15, 8);  // c116 on default:19, use 8
      compute(c, 200);  // op2
      signal_mbarrier(c, 168, 26, 1);  // p121 on default:26, use 2
      signal_mbarrier(c, 322, 15, 1);  // p128 on default:19, use 9
      wait_mbarrier(c, 323, 1, 5);  // c129 on default:1, use 5
      signal_mbarrier(c, 324, 1, 1);  // p132 on default:1, use 6
      compute(c, 200);  // op1
      signal_mbarrier(c, 325, 4, 1);  // p134 on default:4, use 5
      signal_mbarrier(c, 326, 6, 1);  // p140 on default:13, use 7
      wait_mbarrier(c, 280, 3, 6);  // c137 on default:3, use 6
      wait_mbarrier(c, 327, 4, 6);  // c136 on default:4, use 6
      signal_mbarrier(c, 28, 12, 1);  // p142 on default:24, use 4
      wait_mbarrier(c, 281, 10, 2);  // c146 on default:9, use 2
      compute(c, 200);  // op1
      signal_mbarrier(c, 282, 10, 1);  // p156 on default:9, use 3
      signal_mbarrier(c, 283, 4, 1);  // p158 on default:4, use 7
      compute(c, 200);  // op2
      wait_mbarrier(c, 328, 12, 5);  // c160 on default:24, use 5
      wait_mbarrier(c, 284, 4, 8);  // c164 on default:4, use 8
      signal_mbarrier(c, 285, 4, 1);  // p170 on default:4, use 9
      signal_mbarrier(c, 120, 7, 1);  // p190 on default:21, use 12
      wait_mbarrier(c, 329, 22, 7);  // c179 on default:16, use 7
      wait_mbarrier(c, 121, 7, 13);  // c196 on default:21, use 13
      wait_mbarrier(c, 286, 8, 7);  // c198 on default:12, use 7
      compute(c, 200);  // op0
      signal_mbarrier(c, 287, 8, 1);  // p208 on default:12, use 8
      compute(c, 200);  // op1
      wait_mbarrier(c, 232, 25, 8);  // c206 on default:22, use 8
      compute(c, 200);  // op4
      signal_removed(c, 330);  // p214, removed
      signal_mbarrier(c, 288, 24, 1);  // p221 on default:10, use 6
      signal_mbarrier(c, 331, 19, 1);  // p226 on default:27, use 6
      signal_mbarrier(c, 289, 25, 1);  // p229 on default:22, use 9
      compute(c, 200);  // op5
      wait_mbarrier(c, 332, 4, 10);  // c233 on default:4, use 10
      signal_mbarrier(c, 333, 4, 1);  // p238 on default:4, use 11
      signal_mbarrier(c, 236, 12, 1);  // p240 on default:24, use 6
      signal_mbarrier(c, 290, 26, 1);  // p244 on default:26, use 4
      compute(c, 200);  // op6
      signal_mbarrier(c, 334, 21, 1);  // p248 on default:7, use 7
      signal_mbarrier(c, 335, 2, 1);  // p255 on default:2, use 8
      compute(c, 200);  // op1
      wait_mbarrier(c, 55, 4, 12);  // c257 on default:4, use 12
      signal_mbarrier(c, 292, 7, 1);  // p258 on default:21, use 16
      signal_mbarrier(c, 57, 4, 1);  // p260 on default:4, use 13
      signal_mbarrier(c, 336, 13, 1);  // p261 on default:17, use 8
      wait_mbarrier(c, 291, 26, 5);  // c259 on default:26, use 5
      signal_mbarrier(c, 295, 26, 1);  // p264 on default:26, use 6
      signal_mbarrier(c, 337, 6, 1);  // p266 on default:13, use 12
      wait_mbarrier(c, 193, 0, 6);  // c269 on default:0, use 6
      signal_mbarrier(c, 338, 20, 1);  // p289 on default:25, use 10
      wait_mbarrier(c, 294, 7, 17);  // c280 on default:21, use 17
      wait_removed(c, 293);  // c275, removed
      wait_mbarrier(c, 296, 26, 7);  // c291 on default:26, use 7
      signal_mbarrier(c, 339, 0, 1);  // p292 on default:0, use 7
      signal_mbarrier(c, 340, 26, 1);  // p298 on default:26, use 8
      signal_mbarrier(c, 341, 7, 1);  // p304 on default:21, use 18
      compute(c, 200);  // op1
      signal_mbarrier(c, 298, 12, 1);  // p309 on default:24, use 9
      wait_mbarrier(c, 342, 7, 19);  // c313 on default:21, use 19
      compute(c, 200);  // op5
      wait_mbarrier(c, 343, 16, 11);  // c328 on default:18, use 11
      wait_mbarrier(c, 297, 9, 12);  // c320 on default:23, use 12
      compute(c, 200);  // op6
      signal_mbarrier(c, 300, 9, 1);  // p335 on default:23, use 13
      wait_removed(c, 344);  // c324, removed
      signal_mbarrier(c, 301, 16, 1);  // p336 on default:18, use 12
      wait_removed(c, 345);  // c326, removed
      wait_mbarrier(c, 299, 12, 10);  // c337 on default:24, use 10
      compute(c, 200);  // op2
      signal_mbarrier(c, 302, 12, 1);  // p348 on default:24, use 11
      wait_mbarrier(c, 346, 13, 11);  // c339 on default:17, use 11
      signal_mbarrier(c, 204, 27, 1);  // p356 on default:20, use 6
      signal_mbarrier(c, 347, 13, 1);  // p359 on default:17, use 12
      signal_mbarrier(c, 348, 7, 1);  // p366 on default:21, use 20
      compute(c, 200);  // op5
      wait_mbarrier(c, 349, 7, 21);  // c368 on default:21, use 21
      wait_mbarrier(c, 303, 12, 12);  // c367 on default:24, use 12
      signal_mbarrier(c, 350, 9, 1);  // p373 on default:23, use 14
      signal_mbarrier(c, 351, 12, 1);  // p377 on default:24, use 13
      compute(c, 200);  // op4
      signal_removed(c, 352);  // p383, removed
      signal_mbarrier(c, 306, 21, 1);  // p387 on default:7, use 11
      compute(c, 200);  // op0
      signal_mbarrier(c, 353, 7, 1);  // p388 on default:21, use 22
      compute(c, 200);  // op7
      wait_mbarrier(c, 305, 25, 18);  // c385 on default:22, use 18
      wait_mbarrier(c, 354, 8, 16);  // c386 on default:12, use 16
      signal_mbarrier(c, 83, 5, 1);  // p393 on default:6, use 16
      signal_mbarrier(c, 355, 8, 1);  // p395 on default:12, use 17
      signal_mbarrier(c, 356, 25, 1);  // p397 on default:22, use 19
      break;
    }
    case 6: {  // warp w6
      wait_mbarrier(c, 307, 9, 0);  // c1 on default:23, use 0
      wait_mbarrier(c, 357, 12, 0);  // c3 on default:24, use 0
      wait_mbarrier(c, 358, 20, 0);  // c4 on default:25, use 0
      signal_mbarrier(c, 308, 9, 1);  // p10 on default:23, use 1
      wait_mbarrier(c, 1, 1, 0);  // c13 on default:1, use 0
      signal_mbarrier(c, 359, 20, 1);  // p34 on default:25, use 1
      compute(c, 200);  // op0
      wait_mbarrier(c, 309, 9, 2);  // c25 on default:23, use 2
      compute(c, 200);  // op7
      wait_mbarrier(c, 310, 12, 1);  // c36 on default:24, use 1
      wait_mbarrier(c, 360, 26, 0);  // c23 on default:26, use 0
      signal_mbarrier(c, 312, 12, 1);  // p42 on default:24, use 2
      wait_mbarrier(c, 311, 16, 1);  // c39 on default:18, use 1
      wait_mbarrier(c, 361, 19, 0);  // c26 on default:27, use 0
      signal_mbarrier(c, 313, 16, 1);  // p51 on default:18, use 2
      wait_mbarrier(c, 213, 8, 1);  // c46 on default:12, use 1
      signal_mbarrier(c, 315, 19, 1);  // p65 on default:27, use 1
      wait_mbarrier(c, 162, 17, 0);  // c61 on default:15, use 0
      signal_mbarrier(c, 316, 8, 1);  // p68 on default:12, use 2
      compute(c, 200);  // op4
      wait_mbarrier(c, 314, 16, 3);  // c63 on default:18, use 3
      wait_mbarrier(c, 269, 26, 1);  // c64 on default:26, use 1
      compute(c, 200);  // op3
      wait_mbarrier(c, 317, 8, 3);  // c77 on default:12, use 3
      wait_mbarrier(c, 362, 1, 2);  // c91 on default:1, use 2
      compute(c, 200);  // op7
      signal_mbarrier(c, 363, 1, 1);  // p94 on default:1, use 3
      signal_mbarrier(c, 23, 8, 1);  // p102 on default:12, use 4
      compute(c, 200);  // op0
      wait_mbarrier(c, 22, 1, 4);  // c103 on default:1, use 4
      wait_mbarrier(c, 318, 6, 5);  // c108 on default:13, use 5
      signal_mbarrier(c, 320, 6, 1);  // p112 on default:13, use 6
      signal_mbarrier(c, 364, 7, 1);  // p115 on default:21, use 7
      compute(c, 200);  // op7
      signal_mbarrier(c, 321, 15, 1);  // p116 on default:19, use 8
      wait_mbarrier(c, 319, 21, 4);  // c110 on default:7, use 4
      wait_mbarrier(c, 223, 22, 3);  // c111 on default:16, use 3
      wait_mbarrier(c, 365, 7, 8);  // c117 on default:21, use 8
      signal_mbarrier(c, 366, 7, 1);  // p118 on default:21, use 9
      wait_mbarrier(c, 367, 7, 10);  // c119 on default:21, use 10
      wait_mbarrier(c, 279, 4, 4);  // c123 on default:4, use 4
      compute(c, 200);  // op0
      signal_mbarrier(c, 368, 7, 1);  // p127 on default:21, use 11
      compute(c, 200);  // op0
      signal_mbarrier(c, 323, 1, 1);  // p129 on default:1, use 5
      wait_mbarrier(c, 369, 22, 4);  // c125 on default:16, use 4
      signal_mbarrier(c, 170, 5, 1);  // p131 on default:6, use 6
      wait_mbarrier(c, 322, 15, 9);  // c128 on default:19, use 9
      wait_mbarrier(c, 324, 1, 6);  // c132 on default:1, use 6
      compute(c, 200);  // op3
      wait_mbarrier(c, 325, 4, 5);  // c134 on default:4, use 5
      signal_mbarrier(c, 370, 22, 1);  // p135 on default:16, use 5
      signal_mbarrier(c, 327, 4, 1);  // p136 on default:4, use 6
      wait_mbarrier(c, 111, 20, 6);  // c138 on default:25, use 6
      wait_mbarrier(c, 326, 6, 7);  // c140 on default:13, use 7
      signal_mbarrier(c, 371, 6, 1);  // p149 on default:13, use 8
      compute(c, 200);  // op7
      wait_mbarrier(c, 372, 22, 6);  // c148 on default:16, use 6
      wait_mbarrier(c, 373, 1, 8);  // c154 on default:1, use 8
      compute(c, 200);  // op4
      signal_mbarrier(c, 328, 12, 1);  // p160 on default:24, use 5
      signal_mbarrier(c, 374, 1, 1);  // p177 on default:1, use 9
      compute(c, 200);  // op4
      signal_mbarrier(c, 329, 22, 1);  // p179 on default:16, use 7
      signal_mbarrier(c, 375, 11, 1);  // p191 on default:11, use 4
      compute(c, 200);  // op5
      signal_mbarrier(c, 376, 20, 1);  // p202 on default:25, use 7
      compute(c, 200);  // op6
      wait_mbarrier(c, 377, 11, 5);  // c201 on default:11, use 5
      wait_mbarrier(c, 378, 20, 8);  // c205 on default:25, use 8
      compute(c, 200);  // op5
      signal_mbarrier(c, 233, 14, 1);  // p211 on default:8, use 3
      signal_mbarrier(c, 379, 20, 1);  // p219 on default:25, use 9
      signal_mbarrier(c, 380, 11, 1);  // p220 on default:11, use 6
      signal_mbarrier(c, 381, 15, 1);  // p222 on default:19, use 12
      wait_mbarrier(c, 184, 16, 8);  // c213 on default:18, use 8
      compute(c, 200);  // op4
      signal_mbarrier(c, 382, 1, 1);  // p230 on default:1, use 10
      signal_mbarrier(c, 332, 4, 1);  // p233 on default:4, use 10
      wait_mbarrier(c, 331, 19, 6);  // c226 on default:27, use 6
      wait_removed(c, 330);  // c214, removed
      signal_mbarrier(c, 383, 16, 1);  // p237 on default:18, use 9
      signal_mbarrier(c, 384, 19, 1);  // p239 on default:27, use 7
      wait_mbarrier(c, 333, 4, 11);  // c238 on default:4, use 11
      signal_mbarrier(c, 385, 18, 1);  // p247 on default:14, use 1
      wait_mbarrier(c, 334, 21, 7);  // c248 on default:7, use 7
      compute(c, 200);  // op6
      wait_mbarrier(c, 335, 2, 8);  // c255 on default:2, use 8
      signal_mbarrier(c, 386, 2, 1);  // p272 on default:2, use 9
      signal_mbarrier(c, 387, 21, 1);  // p274 on default:7, use 8
      wait_mbarrier(c, 388, 11, 7);  // c278 on default:11, use 7
      wait_mbarrier(c, 337, 6, 12);  // c266 on default:13, use 12
      wait_mbarrier(c, 242, 25, 13);  // c277 on default:22, use 13
      wait_mbarrier(c, 389, 13, 9);  // c283 on default:17, use 9
      wait_mbarrier(c, 339, 0, 7);  // c292 on default:0, use 7
      compute(c, 200);  // op5
      wait_mbarrier(c, 390, 20, 11);  // c290 on default:25, use 11
      compute(c, 200);  // op1
      signal_removed(c, 391);  // p295, removed
      signal_mbarrier(c, 392, 20, 1);  // p296 on default:25, use 12
      compute(c, 200);  // op4
      wait_mbarrier(c, 195, 16, 10);  // c297 on default:18, use 10
      wait_mbarrier(c, 340, 26, 8);  // c298 on default:26, use 8
      compute(c, 200);  // op7
      signal_mbarrier(c, 136, 23, 1);  // p301 on default:5, use 2
      signal_mbarrier(c, 137, 26, 1);  // p302 on default:26, use 9
      wait_mbarrier(c, 341, 7, 18);  // c304 on default:21, use 18
      signal_mbarrier(c, 342, 7, 1);  // p313 on default:21, use 19
      wait_mbarrier(c, 393, 13, 10);  // c316 on default:17, use 10
      compute(c, 200);  // op0
      wait_mbarrier(c, 394, 25, 14);  // c318 on default:22, use 14
      signal_removed(c, 344);  // p324, removed
      signal_removed(c, 345);  // p326, removed
      signal_mbarrier(c, 343, 16, 1);  // p328 on default:18, use 11
      signal_mbarrier(c, 395, 25, 1);  // p329 on default:22, use 15
      signal_mbarrier(c, 346, 13, 1);  // p339 on default:17, use 11
      compute(c, 200);  // op7
      wait_mbarrier(c, 396, 25, 16);  // c340 on default:22, use 16
      signal_mbarrier(c, 397, 25, 1);  // p350 on default:22, use 17
      signal_mbarrier(c, 398, 26, 1);  // p353 on default:26, use 11
      wait_mbarrier(c, 347, 13, 12);  // c359 on default:17, use 12
      compute(c, 200);  // op2
      wait_mbarrier(c, 348, 7, 20);  // c366 on default:21, use 20
      compute(c, 200);  // op5
      signal_mbarrier(c, 349, 7, 1);  // p368 on default:21, use 21
      compute(c, 200);  // op7
      wait_mbarrier(c, 399, 26, 12);  // c361 on default:26, use 12
      wait_mbarrier(c, 255, 8, 15);  // c362 on default:12, use 15
      compute(c, 200);  // op3
      wait_mbarrier(c, 259, 23, 5);  // c384 on default:5, use 5
      signal_mbarrier(c, 354, 8, 1);  // p386 on default:12, use 16
      wait_mbarrier(c, 351, 12, 13);  // c377 on default:24, use 13
      wait_mbarrier(c, 77, 14, 6);  // c379 on default:8, use 6
      wait_mbarrier(c, 353, 7, 22);  // c388 on default:21, use 22
      wait_removed(c, 352);  // c383, removed
      wait_mbarrier(c, 355, 8, 17);  // c395 on default:12, use 17
      wait_mbarrier(c, 356, 25, 19);  // c397 on default:22, use 19
      break;
    }
    case 7: {  // warp w7
      signal_mbarrier(c, 357, 12, 1);  // p3 on default:24, use 0
      signal_mbarrier(c, 358, 20, 1);  // p4 on default:25, use 0
      signal_mbarrier(c, 153, 8, 1);  // p8 on default:12, use 0
      signal_mbarrier(c, 92, 5, 1);  // p17 on default:6, use 0
      compute(c, 200);  // op1
      signal_mbarrier(c, 360, 26, 1);  // p23 on default:26, use 0
      signal_mbarrier(c, 361, 19, 1);  // p26 on default:27, use 0
      signal_mbarrier(c, 6, 4, 1);  // p29 on default:4, use 0
      compute(c, 200);  // op0
      wait_mbarrier(c, 359, 20, 1);  // c34 on default:25, use 1
      wait_mbarrier(c, 8, 4, 1);  // c44 on default:4, use 1
      compute(c, 200);  // op6
      wait_mbarrier(c, 9, 5, 2);  // c45 on default:6, use 2
      signal_mbarrier(c, 268, 20, 1);  // p59 on default:25, use 2
      signal_mbarrier(c, 13, 5, 1);  // p60 on default:6, use 3
      compute(c, 200);  // op5
      wait_mbarrier(c, 94, 3, 1);  // c54 on default:3, use 1
      signal_mbarrier(c, 217, 21, 1);  // p62 on default:7, use 1
      signal_mbarrier(c, 17, 3, 1);  // p71 on default:3, use 2
      wait_mbarrier(c, 14, 5, 4);  // c67 on default:6, use 4
      signal_mbarrier(c, 97, 9, 1);  // p75 on default:23, use 3
      signal_mbarrier(c, 20, 5, 1);  // p87 on default:6, use 5
      signal_mbarrier(c, 362, 1, 1);  // p91 on default:1, use 2
      compute(c, 200);  // op1
      wait_mbarrier(c, 363, 1, 3);  // c94 on default:1, use 3
      compute(c, 200);  // op2
      signal_mbarrier(c, 21, 7, 1);  // p97 on default:21, use 6
      signal_mbarrier(c, 106, 25, 1);  // p101 on default:22, use 2
      wait_mbarrier(c, 364, 7, 7);  // c115 on default:21, use 7
      signal_mbarrier(c, 365, 7, 1);  // p117 on default:21, use 8
      compute(c, 200);  // op1
      wait_mbarrier(c, 366, 7, 9);  // c118 on default:21, use 9
      signal_mbarrier(c, 367, 7, 1);  // p119 on default:21, use 10
      signal_mbarrier(c, 109, 20, 1);  // p120 on default:25, use 5
      compute(c, 200);  // op3
      signal_mbarrier(c, 369, 22, 1);  // p125 on default:16, use 4
      wait_mbarrier(c, 368, 7, 11);  // c127 on default:21, use 11
      wait_mbarrier(c, 370, 22, 5);  // c135 on default:16, use 5
      compute(c, 200);  // op3
      wait_mbarrier(c, 27, 11, 3);  // c141 on default:11, use 3
      compute(c, 200);  // op1
      wait_mbarrier(c, 29, 1, 7);  // c145 on default:1, use 7
      compute(c, 200);  // op7
      signal_mbarrier(c, 372, 22, 1);  // p148 on default:16, use 6
      signal_mbarrier(c, 373, 1, 1);  // p154 on default:1, use 8
      wait_mbarrier(c, 371, 6, 8);  // c149 on default:13, use 8
      wait_mbarrier(c, 35, 15, 10);  // c166 on default:19, use 10
      signal_mbarrier(c, 38, 15, 1);  // p175 on default:19, use 11
      wait_mbarrier(c, 374, 1, 9);  // c177 on default:1, use 9
      wait_mbarrier(c, 117, 14, 2);  // c185 on default:8, use 2
      wait_mbarrier(c, 375, 11, 4);  // c191 on default:11, use 4
      compute(c, 200);  // op7
      signal_mbarrier(c, 43, 6, 1);  // p197 on default:13, use 9
      signal_mbarrier(c, 377, 11, 1);  // p201 on default:11, use 5
      wait_mbarrier(c, 376, 20, 7);  // c202 on default:25, use 7
      wait_mbarrier(c, 44, 6, 10);  // c204 on default:13, use 10
      signal_mbarrier(c, 378, 20, 1);  // p205 on default:25, use 8
      compute(c, 200);  // op3
      signal_mbarrier(c, 48, 6, 1);  // p215 on default:13, use 11
      wait_mbarrier(c, 379, 20, 9);  // c219 on default:25, use 9
      compute(c, 200);  // op4
      signal_mbarrier(c, 234, 10, 1);  // p225 on default:9, use 6
      wait_mbarrier(c, 380, 11, 6);  // c220 on default:11, use 6
      compute(c, 200);  // op7
      wait_mbarrier(c, 381, 15, 12);  // c222 on default:19, use 12
      wait_mbarrier(c, 382, 1, 10);  // c230 on default:1, use 10
      compute(c, 200);  // op1
      signal_mbarrier(c, 49, 17, 1);  // p232 on default:15, use 2
      compute(c, 200);  // op1
      wait_mbarrier(c, 383, 16, 9);  // c237 on default:18, use 9
      wait_mbarrier(c, 384, 19, 7);  // c239 on default:27, use 7
      compute(c, 200);  // op0
      signal_mbarrier(c, 51, 1, 1);  // p242 on default:1, use 11
      wait_mbarrier(c, 385, 18, 1);  // c247 on default:14, use 1
      signal_mbarrier(c, 129, 15, 1);  // p251 on default:19, use 13
      wait_mbarrier(c, 58, 1, 12);  // c267 on default:1, use 12
      wait_removed(c, 56);  // c265, removed
      compute(c, 200);  // op1
      signal_mbarrier(c, 388, 11, 1);  // p278 on default:11, use 7
      wait_mbarrier(c, 336, 13, 8);  // c261 on default:17, use 8
      signal_mbarrier(c, 389, 13, 1);  // p283 on default:17, use 9
      wait_mbarrier(c, 386, 2, 9);  // c272 on default:2, use 9
      wait_mbarrier(c, 338, 20, 10);  // c289 on default:25, use 10
      signal_mbarrier(c, 390, 20, 1);  // p290 on default:25, use 11
      compute(c, 200);  // op0
      wait_mbarrier(c, 387, 21, 8);  // c274 on default:7, use 8
      compute(c, 200);  // op2
      wait_mbarrier(c, 392, 20, 12);  // c296 on default:25, use 12
      wait_removed(c, 391);  // c295, removed
      signal_mbarrier(c, 63, 1, 1);  // p300 on default:1, use 13
      signal_mbarrier(c, 65, 20, 1);  // p305 on default:25, use 13
      compute(c, 200);  // op1
      signal_mbarrier(c, 67, 21, 1);  // p314 on default:7, use 9
      signal_mbarrier(c, 393, 13, 1);  // p316 on default:17, use 10
      signal_mbarrier(c, 394, 25, 1);  // p318 on default:22, use 14
      wait_mbarrier(c, 66, 20, 14);  // c317 on default:25, use 14
      wait_mbarrier(c, 395, 25, 15);  // c329 on default:22, use 15
      wait_mbarrier(c, 69, 21, 10);  // c327 on default:7, use 10
      compute(c, 200);  // op3
      wait_mbarrier(c, 253, 26, 10);  // c333 on default:26, use 10
      compute(c, 200);  // op7
      signal_mbarrier(c, 396, 25, 1);  // p340 on default:22, use 16
      wait_mbarrier(c, 200, 0, 9);  // c345 on default:0, use 9
      wait_mbarrier(c, 397, 25, 17);  // c350 on default:22, use 17
      wait_mbarrier(c, 72, 1, 15);  // c343 on default:1, use 15
      wait_mbarrier(c, 73, 17, 6);  // c352 on default:15, use 6
      wait_mbarrier(c, 398, 26, 11);  // c353 on default:26, use 11
      signal_mbarrier(c, 399, 26, 1);  // p361 on default:26, use 12
      signal_mbarrier(c, 304, 5, 1);  // p371 on default:6, use 15
      signal_mbarrier(c, 78, 17, 1);  // p372 on default:15, use 7
      signal_removed(c, 89);  // p375, removed
      signal_removed(c, 88);  // p389, removed
      signal_removed(c, 87);  // p390, removed
      signal_mbarrier(c, 86, 1, 1);  // p400 on default:1, use 16
      compute(c, 200);  // op7
      wait_mbarrier(c, 82, 17, 8);  // c392 on default:15, use 8
      wait_mbarrier(c, 350, 9, 14);  // c373 on default:23, use 14
      wait_removed(c, 81);  // c391, removed
      break;
    }
    default:
      break;
  }
}
