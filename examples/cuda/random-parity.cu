// Emitted by Berth (berth emit cuda) from instances/random-w8-p400-win16-parity-s5.json and solutions/random-w8-p400-win16-parity-s5.json.
// 8 warps, 400 sync pairs on 33 physical resources, as parity hardware: mbarrier (arrive / try_wait.parity).
// Berth's checker on this mapping under parity: valid
// Build: nvcc -O2 -arch=sm_90 -o NAME NAME.cu (Hopper or newer)
// Run:   ./NAME [--runs N] [--seed S] [--jitter CYCLES] [--timeout-ms T]; prints one JSON line,
//        ./NAME --check-log FILE tallies a log written elsewhere (one run a line)
#include <cstdint>

#define BERTH_WARPS 8
#define BERTH_PAIRS 400
#define BERTH_BARRIERS 33
#define BERTH_MBARRIERS 33
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
//   default:5 -> mbarrier 5, 1 arrival
//   default:7 -> mbarrier 6, 1 arrival
//   default:6 -> mbarrier 7, 1 arrival
//   default:32 -> mbarrier 8, 1 arrival
//   default:18 -> mbarrier 9, 1 arrival
//   default:25 -> mbarrier 10, 1 arrival
//   default:24 -> mbarrier 11, 1 arrival
//   default:20 -> mbarrier 12, 1 arrival
//   default:29 -> mbarrier 13, 1 arrival
//   default:12 -> mbarrier 14, 1 arrival
//   default:10 -> mbarrier 15, 1 arrival
//   default:21 -> mbarrier 16, 1 arrival
//   default:26 -> mbarrier 17, 1 arrival
//   default:17 -> mbarrier 18, 1 arrival
//   default:8 -> mbarrier 19, 1 arrival
//   default:31 -> mbarrier 20, 1 arrival
//   default:30 -> mbarrier 21, 1 arrival
//   default:14 -> mbarrier 22, 1 arrival
//   default:19 -> mbarrier 23, 1 arrival
//   default:11 -> mbarrier 24, 1 arrival
//   default:22 -> mbarrier 25, 1 arrival
//   default:16 -> mbarrier 26, 1 arrival
//   default:9 -> mbarrier 27, 1 arrival
//   default:13 -> mbarrier 28, 1 arrival
//   default:23 -> mbarrier 29, 1 arrival
//   default:28 -> mbarrier 30, 1 arrival
//   default:15 -> mbarrier 31, 1 arrival
//   default:27 -> mbarrier 32, 1 arrival
static const char* const kBarrierName[BERTH_BARRIERS + 1] = {"default:0", "default:1", "default:2", "default:3", "default:4", "default:5", "default:7", "default:6", "default:32", "default:18", "default:25", "default:24", "default:20", "default:29", "default:12", "default:10", "default:21", "default:26", "default:17", "default:8", "default:31", "default:30", "default:14", "default:19", "default:11", "default:22", "default:16", "default:9", "default:13", "default:23", "default:28", "default:15", "default:27", ""};
// Per pair (in the instance's order): its physical resource, -1 where the answer removed it.
static const int kPairBarrier[BERTH_PAIRS + 1] = {0, 1, 0, 2, 3, 4, 5, 2, 6, 2, 3, 7, 8, 2, 2, 3, 3, 4, 9, 4, 2, 10, 8, 11, 3, 12, 3, 6, 13, 8, 14, 11, 2, 15, 4, 16, 17, 17, 16, 4, 17, 17, 18, 9, 9, 18, 4, 4, 9, 13, 19, 12, 16, 19, 20, 8, 20, 8, 12, 1, 7, 21, 9, 20, 3, 0, 0, 19, 20, 19, 22, 22, 20, 22, 4, 4, 23, 24, 22, 23, 21, 21, 22, 25, 25, 23, 19, 26, 6, 20, 7, 7, 6, 19, 4, 27, 9, 7, 15, 24, 14, 28, 6, 22, 22, 6, 20, 24, 6, 24, 19, 24, 3, 7, 26, 7, 7, 15, 2, 11, 10, 10, 14, 14, 21, 21, 14, 4, 21, 1, 4, 14, 14, 4, 29, 29, 25, 26, 29, 16, 29, 4, 14, 11, 23, 16, 16, 11, 4, 30, 28, 30, 30, 31, 31, 26, 0, 26, 18, 0, 9, 0, 18, 23, 12, 12, 22, 28, 29, 22, 14, 22, 3, 22, 3, 19, 28, 29, 29, 30, 7, 29, 29, 11, 17, 10, 10, 2, 23, 18, 14, 17, 17, 18, 23, 28, 11, 29, 16, 3, 26, 9, 24, 16, 29, 9, 9, 0, 16, 25, 29, 16, 16, 11, 25, 1, 13, 19, 29, 29, 19, 23, 23, 23, 20, 20, 20, 12, 12, 20, 1, 20, 20, 15, 16, 2, 17, 30, 30, 2, 30, 16, 30, 16, 23, 13, 24, 24, 23, 23, 24, 17, 29, 25, 17, 3, 10, 10, 10, 11, 10, 10, 10, 10, 17, 10, 10, 16, 21, 17, 21, 20, 16, 16, 16, 16, 19, 4, 4, 21, 4, 12, 12, 21, 21, 21, 2, 2, 29, 30, 26, 26, 10, 10, 2, 26, 26, 13, 2, 2, 13, 30, 2, 2, 14, 7, 18, 32, 32, 32, 13, 30, 13, 30, 30, 26, 11, 11, 9, 19, 9, 16, 16, 8, 8, 21, 9, 21, 13, 23, 20, 7, 8, 8, 3, 22, 19, 6, 0, 18, 26, 10, 10, 28, 30, 18, 15, 15, 17, 17, 13, 2, 17, 15, 3, 3, 7, 13, 21, 21, 20, 8, 8, 8, 10, 10, 10, 10, 10, 23, 23, 9, 23, 8, 8, 6, 24, 6, 24, 24, 6, 1, 12, 28, 20, 7, 22, 3, 15, 19, 0, 0, 19, 18, 30, 6, 6, 6, 25, 25, -1};
__constant__ uint32_t kMbarrierCount[BERTH_MBARRIERS + 1] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0};

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
      signal_mbarrier(c, 3, 2, 1);  // p16 on default:2, use 0
      signal_mbarrier(c, 4, 3, 1);  // p21 on default:3, use 0
      signal_mbarrier(c, 5, 4, 1);  // p27 on default:4, use 0
      wait_mbarrier(c, 6, 5, 0);  // c29 on default:5, use 0
      wait_mbarrier(c, 7, 2, 1);  // c37 on default:2, use 1
      signal_mbarrier(c, 8, 6, 1);  // p44 on default:7, use 1
      signal_mbarrier(c, 9, 2, 1);  // p45 on default:2, use 2
      signal_mbarrier(c, 10, 3, 1);  // p49 on default:3, use 1
      compute(c, 200);  // op4
      wait_mbarrier(c, 11, 7, 2);  // c19 on default:6, use 2
      wait_mbarrier(c, 12, 8, 1);  // c58 on default:32, use 1
      wait_mbarrier(c, 13, 2, 3);  // c60 on default:2, use 3
      signal_mbarrier(c, 14, 2, 1);  // p67 on default:2, use 4
      wait_mbarrier(c, 15, 3, 2);  // c73 on default:3, use 2
      signal_mbarrier(c, 16, 3, 1);  // p78 on default:3, use 3
      wait_mbarrier(c, 17, 4, 2);  // c71 on default:4, use 2
      signal_mbarrier(c, 18, 9, 1);  // p82 on default:18, use 2
      signal_mbarrier(c, 19, 4, 1);  // p88 on default:4, use 3
      wait_mbarrier(c, 20, 2, 5);  // c87 on default:2, use 5
      wait_mbarrier(c, 21, 10, 6);  // c97 on default:25, use 6
      signal_mbarrier(c, 22, 8, 1);  // p103 on default:32, use 4
      wait_mbarrier(c, 23, 11, 3);  // c102 on default:24, use 3
      wait_mbarrier(c, 24, 3, 4);  // c113 on default:3, use 4
      signal_mbarrier(c, 25, 12, 1);  // p124 on default:20, use 2
      signal_mbarrier(c, 26, 3, 1);  // p126 on default:3, use 5
      signal_mbarrier(c, 27, 6, 1);  // p141 on default:7, use 5
      wait_mbarrier(c, 28, 13, 4);  // c142 on default:29, use 4
      compute(c, 200);  // op5
      signal_mbarrier(c, 29, 8, 1);  // p145 on default:32, use 7
      wait_mbarrier(c, 30, 14, 2);  // c147 on default:12, use 2
      wait_mbarrier(c, 31, 11, 4);  // c150 on default:24, use 4
      wait_mbarrier(c, 32, 2, 6);  // c151 on default:2, use 6
      wait_mbarrier(c, 33, 15, 1);  // c155 on default:10, use 1
      compute(c, 200);  // op3
      wait_mbarrier(c, 34, 4, 7);  // c163 on default:4, use 7
      compute(c, 200);  // op5
      signal_mbarrier(c, 35, 16, 1);  // p166 on default:21, use 10
      wait_mbarrier(c, 36, 17, 2);  // c171 on default:26, use 2
      compute(c, 200);  // op7
      signal_mbarrier(c, 37, 17, 1);  // p174 on default:26, use 3
      compute(c, 200);  // op4
      wait_mbarrier(c, 38, 16, 11);  // c175 on default:21, use 11
      signal_mbarrier(c, 39, 4, 1);  // p183 on default:4, use 8
      wait_mbarrier(c, 40, 17, 4);  // c180 on default:26, use 4
      signal_mbarrier(c, 41, 17, 1);  // p189 on default:26, use 5
      compute(c, 200);  // op0
      wait_mbarrier(c, 42, 18, 2);  // c192 on default:17, use 2
      wait_mbarrier(c, 43, 9, 7);  // c197 on default:18, use 7
      signal_mbarrier(c, 44, 9, 1);  // p204 on default:18, use 8
      signal_mbarrier(c, 45, 18, 1);  // p207 on default:17, use 3
      wait_mbarrier(c, 46, 4, 9);  // c209 on default:4, use 9
      signal_mbarrier(c, 47, 4, 1);  // p217 on default:4, use 10
      wait_mbarrier(c, 48, 9, 9);  // c215 on default:18, use 9
      wait_mbarrier(c, 49, 13, 6);  // c232 on default:29, use 6
      signal_mbarrier(c, 50, 19, 1);  // p243 on default:8, use 7
      wait_mbarrier(c, 51, 12, 8);  // c242 on default:20, use 8
      wait_mbarrier(c, 52, 16, 13);  // c250 on default:21, use 13
      compute(c, 200);  // op2
      wait_mbarrier(c, 53, 19, 8);  // c252 on default:8, use 8
      wait_mbarrier(c, 54, 20, 11);  // c256 on default:31, use 11
      compute(c, 200);  // op4
      signal_mbarrier(c, 55, 8, 1);  // p257 on default:32, use 12
      signal_mbarrier(c, 56, 20, 1);  // p265 on default:31, use 12
      wait_mbarrier(c, 57, 8, 13);  // c260 on default:32, use 13
      signal_mbarrier(c, 58, 12, 1);  // p267 on default:20, use 9
      wait_mbarrier(c, 59, 1, 5);  // c282 on default:1, use 5
      wait_mbarrier(c, 60, 7, 10);  // c284 on default:6, use 10
      wait_mbarrier(c, 61, 21, 13);  // c285 on default:30, use 13
      wait_mbarrier(c, 62, 9, 10);  // c293 on default:18, use 10
      wait_mbarrier(c, 63, 20, 13);  // c300 on default:31, use 13
      compute(c, 200);  // op3
      signal_mbarrier(c, 64, 3, 1);  // p306 on default:3, use 11
      wait_mbarrier(c, 65, 0, 8);  // c305 on default:0, use 8
      signal_mbarrier(c, 66, 0, 1);  // p317 on default:0, use 9
      wait_mbarrier(c, 67, 19, 12);  // c314 on default:8, use 12
      signal_mbarrier(c, 68, 20, 1);  // p325 on default:31, use 14
      compute(c, 200);  // op2
      signal_mbarrier(c, 69, 19, 1);  // p327 on default:8, use 13
      signal_mbarrier(c, 70, 22, 1);  // p331 on default:14, use 8
      wait_mbarrier(c, 71, 22, 9);  // c338 on default:14, use 9
      signal_mbarrier(c, 72, 20, 1);  // p343 on default:31, use 15
      signal_mbarrier(c, 73, 22, 1);  // p352 on default:14, use 10
      wait_mbarrier(c, 74, 4, 15);  // c355 on default:4, use 15
      signal_mbarrier(c, 75, 4, 1);  // p357 on default:4, use 16
      signal_mbarrier(c, 76, 23, 1);  // p369 on default:19, use 14
      signal_mbarrier(c, 77, 24, 1);  // p379 on default:11, use 11
      compute(c, 200);  // op7
      wait_mbarrier(c, 78, 22, 11);  // c372 on default:14, use 11
      compute(c, 200);  // op2
      wait_mbarrier(c, 79, 23, 15);  // c374 on default:19, use 15
      wait_mbarrier(c, 80, 21, 14);  // c376 on default:30, use 14
      compute(c, 200);  // op1
      signal_mbarrier(c, 81, 21, 1);  // p391 on default:30, use 15
      signal_mbarrier(c, 82, 22, 1);  // p392 on default:14, use 12
      wait_mbarrier(c, 83, 25, 6);  // c393 on default:22, use 6
      signal_mbarrier(c, 84, 25, 1);  // p396 on default:22, use 7
      compute(c, 200);  // op4
      signal_mbarrier(c, 85, 23, 1);  // p399 on default:19, use 16
      wait_mbarrier(c, 86, 19, 14);  // c400 on default:8, use 14
      wait_mbarrier(c, 87, 26, 11);  // c390 on default:16, use 11
      compute(c, 200);  // op1
      wait_mbarrier(c, 88, 6, 13);  // c389 on default:7, use 13
      wait_mbarrier(c, 89, 20, 16);  // c375 on default:31, use 16
      break;
    }
    case 1: {  // warp w1
      compute(c, 200);  // op7
      signal_mbarrier(c, 90, 7, 1);  // p11 on default:6, use 0
      wait_mbarrier(c, 91, 7, 1);  // c15 on default:6, use 1
      signal_mbarrier(c, 11, 7, 1);  // p19 on default:6, use 2
      wait_mbarrier(c, 4, 3, 0);  // c21 on default:3, use 0
      wait_mbarrier(c, 92, 6, 0);  // c17 on default:7, use 0
      wait_mbarrier(c, 3, 2, 0);  // c16 on default:2, use 0
      signal_mbarrier(c, 7, 2, 1);  // p37 on default:2, use 1
      wait_mbarrier(c, 5, 4, 0);  // c27 on default:4, use 0
      wait_mbarrier(c, 93, 19, 0);  // c40 on default:8, use 0
      wait_mbarrier(c, 10, 3, 1);  // c49 on default:3, use 1
      compute(c, 200);  // op0
      signal_mbarrier(c, 94, 4, 1);  // p54 on default:4, use 1
      compute(c, 200);  // op0
      wait_mbarrier(c, 95, 27, 0);  // c47 on default:9, use 0
      compute(c, 200);  // op3
      wait_mbarrier(c, 96, 9, 1);  // c55 on default:18, use 1
      compute(c, 200);  // op5
      signal_mbarrier(c, 15, 3, 1);  // p73 on default:3, use 2
      compute(c, 200);  // op7
      wait_mbarrier(c, 97, 7, 3);  // c75 on default:6, use 3
      wait_mbarrier(c, 98, 15, 0);  // c66 on default:10, use 0
      wait_mbarrier(c, 99, 24, 0);  // c79 on default:11, use 0
      wait_mbarrier(c, 100, 14, 0);  // c85 on default:12, use 0
      compute(c, 200);  // op7
      wait_mbarrier(c, 16, 3, 3);  // c78 on default:3, use 3
      wait_mbarrier(c, 101, 28, 0);  // c84 on default:13, use 0
      wait_mbarrier(c, 102, 6, 2);  // c72 on default:7, use 2
      compute(c, 200);  // op4
      wait_mbarrier(c, 103, 22, 0);  // c90 on default:14, use 0
      signal_mbarrier(c, 104, 22, 1);  // p93 on default:14, use 1
      signal_mbarrier(c, 105, 6, 1);  // p95 on default:7, use 3
      wait_mbarrier(c, 106, 20, 2);  // c101 on default:31, use 2
      signal_mbarrier(c, 107, 24, 1);  // p104 on default:11, use 1
      wait_mbarrier(c, 108, 6, 4);  // c96 on default:7, use 4
      signal_mbarrier(c, 24, 3, 1);  // p113 on default:3, use 4
      wait_mbarrier(c, 109, 24, 2);  // c120 on default:11, use 2
      wait_mbarrier(c, 26, 3, 5);  // c126 on default:3, use 5
      signal_mbarrier(c, 110, 19, 1);  // p130 on default:8, use 5
      signal_mbarrier(c, 111, 24, 1);  // p138 on default:11, use 3
      signal_mbarrier(c, 112, 3, 1);  // p139 on default:3, use 6
      signal_mbarrier(c, 31, 11, 1);  // p150 on default:24, use 4
      compute(c, 200);  // op1
      signal_mbarrier(c, 32, 2, 1);  // p151 on default:2, use 6
      signal_mbarrier(c, 33, 15, 1);  // p155 on default:10, use 1
      signal_mbarrier(c, 113, 7, 1);  // p165 on default:6, use 4
      compute(c, 200);  // op5
      signal_mbarrier(c, 36, 17, 1);  // p171 on default:26, use 2
      signal_mbarrier(c, 114, 26, 1);  // p172 on default:16, use 3
      wait_mbarrier(c, 115, 7, 5);  // c173 on default:6, use 5
      wait_mbarrier(c, 37, 17, 3);  // c174 on default:26, use 3
      compute(c, 200);  // op3
      signal_mbarrier(c, 40, 17, 1);  // p180 on default:26, use 4
      signal_mbarrier(c, 116, 7, 1);  // p182 on default:6, use 6
      compute(c, 200);  // op4
      signal_mbarrier(c, 117, 15, 1);  // p185 on default:10, use 2
      signal_mbarrier(c, 118, 2, 1);  // p187 on default:2, use 7
      signal_mbarrier(c, 119, 11, 1);  // p188 on default:24, use 5
      wait_mbarrier(c, 39, 4, 8);  // c183 on default:4, use 8
      compute(c, 200);  // op2
      wait_mbarrier(c, 120, 10, 12);  // c190 on default:25, use 12
      wait_mbarrier(c, 41, 17, 5);  // c189 on default:26, use 5
      signal_mbarrier(c, 121, 10, 1);  // p196 on default:25, use 13
      compute(c, 200);  // op0
      signal_mbarrier(c, 122, 14, 1);  // p200 on default:12, use 3
      wait_mbarrier(c, 123, 14, 4);  // c203 on default:12, use 4
      compute(c, 200);  // op7
      signal_mbarrier(c, 46, 4, 1);  // p209 on default:4, use 9
      compute(c, 200);  // op0
      wait_mbarrier(c, 124, 21, 10);  // c223 on default:30, use 10
      compute(c, 200);  // op6
      wait_mbarrier(c, 47, 4, 10);  // c217 on default:4, use 10
      compute(c, 200);  // op7
      signal_mbarrier(c, 125, 21, 1);  // p227 on default:30, use 11
      signal_mbarrier(c, 126, 14, 1);  // p234 on default:12, use 5
      compute(c, 200);  // op3
      signal_mbarrier(c, 127, 4, 1);  // p236 on default:4, use 11
      wait_mbarrier(c, 128, 21, 12);  // c231 on default:30, use 12
      wait_mbarrier(c, 50, 19, 7);  // c243 on default:8, use 7
      signal_mbarrier(c, 53, 19, 1);  // p252 on default:8, use 8
      compute(c, 200);  // op3
      wait_mbarrier(c, 129, 1, 4);  // c251 on default:1, use 4
      compute(c, 200);  // op2
      signal_mbarrier(c, 54, 20, 1);  // p256 on default:31, use 11
      wait_mbarrier(c, 130, 4, 12);  // c263 on default:4, use 12
      wait_mbarrier(c, 131, 14, 7);  // c268 on default:12, use 7
      signal_mbarrier(c, 132, 14, 1);  // p276 on default:12, use 8
      signal_mbarrier(c, 133, 4, 1);  // p279 on default:4, use 13
      signal_mbarrier(c, 59, 1, 1);  // p282 on default:1, use 5
      signal_mbarrier(c, 60, 7, 1);  // p284 on default:6, use 10
      signal_mbarrier(c, 61, 21, 1);  // p285 on default:30, use 13
      compute(c, 200);  // op5
      wait_mbarrier(c, 134, 29, 9);  // c273 on default:23, use 9
      compute(c, 200);  // op3
      signal_mbarrier(c, 135, 29, 1);  // p286 on default:23, use 10
      compute(c, 200);  // op3
      signal_mbarrier(c, 62, 9, 1);  // p293 on default:18, use 10
      wait_mbarrier(c, 136, 25, 2);  // c301 on default:22, use 2
      wait_mbarrier(c, 137, 26, 9);  // c302 on default:16, use 9
      compute(c, 200);  // op6
      wait_mbarrier(c, 64, 3, 11);  // c306 on default:3, use 11
      wait_mbarrier(c, 138, 29, 11);  // c308 on default:23, use 11
      wait_mbarrier(c, 139, 16, 16);  // c307 on default:21, use 16
      compute(c, 200);  // op2
      signal_mbarrier(c, 140, 29, 1);  // p311 on default:23, use 12
      compute(c, 200);  // op4
      wait_mbarrier(c, 141, 4, 14);  // c310 on default:4, use 14
      wait_mbarrier(c, 142, 14, 9);  // c319 on default:12, use 9
      compute(c, 200);  // op7
      wait_mbarrier(c, 68, 20, 14);  // c325 on default:31, use 14
      wait_mbarrier(c, 70, 22, 8);  // c331 on default:14, use 8
      compute(c, 200);  // op1
      signal_mbarrier(c, 71, 22, 1);  // p338 on default:14, use 9
      wait_mbarrier(c, 143, 11, 8);  // c341 on default:24, use 8
      wait_mbarrier(c, 144, 23, 13);  // c349 on default:19, use 13
      wait_mbarrier(c, 145, 16, 19);  // c351 on default:21, use 19
      signal_mbarrier(c, 146, 16, 1);  // p354 on default:21, use 20
      signal_mbarrier(c, 74, 4, 1);  // p355 on default:4, use 15
      wait_mbarrier(c, 75, 4, 16);  // c357 on default:4, use 16
      signal_mbarrier(c, 147, 11, 1);  // p358 on default:24, use 9
      signal_mbarrier(c, 148, 4, 1);  // p363 on default:4, use 17
      compute(c, 200);  // op4
      wait_mbarrier(c, 149, 30, 12);  // c364 on default:28, use 12
      compute(c, 200);  // op3
      signal_mbarrier(c, 150, 28, 1);  // p365 on default:13, use 6
      wait_mbarrier(c, 76, 23, 14);  // c369 on default:19, use 14
      compute(c, 200);  // op4
      signal_mbarrier(c, 151, 30, 1);  // p370 on default:28, use 13
      signal_mbarrier(c, 79, 23, 1);  // p374 on default:19, use 15
      signal_mbarrier(c, 80, 21, 1);  // p376 on default:30, use 14
      wait_mbarrier(c, 152, 30, 14);  // c378 on default:28, use 14
      wait_mbarrier(c, 85, 23, 16);  // c399 on default:19, use 16
      wait_mbarrier(c, 84, 25, 7);  // c396 on default:22, use 7
      break;
    }
    case 2: {  // warp w2
      wait_mbarrier(c, 153, 31, 0);  // c8 on default:15, use 0
      compute(c, 200);  // op5
      wait_mbarrier(c, 90, 7, 0);  // c11 on default:6, use 0
      signal_mbarrier(c, 91, 7, 1);  // p15 on default:6, use 1
      signal_mbarrier(c, 154, 31, 1);  // p18 on default:15, use 1
      wait_mbarrier(c, 155, 26, 0);  // c24 on default:16, use 0
      wait_mbarrier(c, 2, 0, 1);  // c14 on default:0, use 1
      signal_mbarrier(c, 156, 0, 1);  // p33 on default:0, use 2
      signal_mbarrier(c, 157, 26, 1);  // p35 on default:16, use 1
      signal_mbarrier(c, 158, 18, 1);  // p38 on default:17, use 0
      compute(c, 200);  // op7
      wait_mbarrier(c, 159, 0, 3);  // c41 on default:0, use 3
      wait_mbarrier(c, 160, 9, 0);  // c31 on default:18, use 0
      signal_mbarrier(c, 95, 27, 1);  // p47 on default:9, use 0
      signal_mbarrier(c, 96, 9, 1);  // p55 on default:18, use 1
      signal_mbarrier(c, 161, 0, 1);  // p57 on default:0, use 4
      signal_mbarrier(c, 162, 18, 1);  // p61 on default:17, use 1
      signal_mbarrier(c, 98, 15, 1);  // p66 on default:10, use 0
      signal_mbarrier(c, 99, 24, 1);  // p79 on default:11, use 0
      signal_mbarrier(c, 163, 23, 1);  // p80 on default:19, use 0
      signal_mbarrier(c, 164, 12, 1);  // p83 on default:20, use 0
      signal_mbarrier(c, 101, 28, 1);  // p84 on default:13, use 0
      signal_mbarrier(c, 100, 14, 1);  // p85 on default:12, use 0
      signal_mbarrier(c, 103, 22, 1);  // p90 on default:14, use 0
      wait_mbarrier(c, 165, 12, 1);  // c89 on default:20, use 1
      compute(c, 200);  // op5
      wait_mbarrier(c, 105, 6, 3);  // c95 on default:7, use 3
      signal_mbarrier(c, 108, 6, 1);  // p96 on default:7, use 4
      wait_mbarrier(c, 104, 22, 1);  // c93 on default:14, use 1
      signal_mbarrier(c, 166, 22, 1);  // p106 on default:14, use 2
      signal_mbarrier(c, 167, 28, 1);  // p122 on default:13, use 1
      wait_mbarrier(c, 168, 29, 3);  // c121 on default:23, use 3
      wait_mbarrier(c, 110, 19, 5);  // c130 on default:8, use 5
      compute(c, 200);  // op7
      wait_mbarrier(c, 169, 22, 3);  // c133 on default:14, use 3
      compute(c, 200);  // op5
      wait_mbarrier(c, 170, 14, 1);  // c131 on default:12, use 1
      wait_mbarrier(c, 112, 3, 6);  // c139 on default:3, use 6
      compute(c, 200);  // op2
      signal_mbarrier(c, 171, 22, 1);  // p144 on default:14, use 4
      signal_mbarrier(c, 30, 14, 1);  // p147 on default:12, use 2
      signal_mbarrier(c, 172, 3, 1);  // p153 on default:3, use 7
      wait_mbarrier(c, 173, 22, 5);  // c152 on default:14, use 5
      wait_mbarrier(c, 174, 3, 8);  // c157 on default:3, use 8
      compute(c, 200);  // op3
      wait_mbarrier(c, 175, 19, 6);  // c161 on default:8, use 6
      wait_mbarrier(c, 176, 28, 2);  // c162 on default:13, use 2
      wait_mbarrier(c, 177, 29, 4);  // c167 on default:23, use 4
      compute(c, 200);  // op6
      wait_mbarrier(c, 114, 26, 3);  // c172 on default:16, use 3
      signal_mbarrier(c, 178, 29, 1);  // p178 on default:23, use 5
      wait_mbarrier(c, 179, 30, 3);  // c176 on default:28, use 3
      wait_mbarrier(c, 116, 7, 6);  // c182 on default:6, use 6
      wait_mbarrier(c, 119, 11, 5);  // c188 on default:24, use 5
      compute(c, 200);  // op5
      signal_mbarrier(c, 180, 7, 1);  // p195 on default:6, use 7
      wait_mbarrier(c, 181, 29, 6);  // c193 on default:23, use 6
      compute(c, 200);  // op4
      signal_mbarrier(c, 182, 29, 1);  // p199 on default:23, use 7
      wait_mbarrier(c, 122, 14, 3);  // c200 on default:12, use 3
      compute(c, 200);  // op3
      signal_mbarrier(c, 123, 14, 1);  // p203 on default:12, use 4
      signal_mbarrier(c, 183, 11, 1);  // p210 on default:24, use 6
      compute(c, 200);  // op3
      signal_mbarrier(c, 184, 17, 1);  // p213 on default:26, use 6
      compute(c, 200);  // op5
      wait_mbarrier(c, 185, 10, 14);  // c212 on default:25, use 14
      signal_mbarrier(c, 186, 10, 1);  // p216 on default:25, use 15
      signal_mbarrier(c, 187, 2, 1);  // p218 on default:2, use 10
      signal_mbarrier(c, 124, 21, 1);  // p223 on default:30, use 10
      signal_mbarrier(c, 188, 23, 1);  // p224 on default:19, use 8
      wait_mbarrier(c, 125, 21, 11);  // c227 on default:30, use 11
      signal_mbarrier(c, 189, 18, 1);  // p228 on default:17, use 4
      compute(c, 200);  // op0
      signal_mbarrier(c, 128, 21, 1);  // p231 on default:30, use 12
      wait_mbarrier(c, 127, 4, 11);  // c236 on default:4, use 11
      wait_mbarrier(c, 190, 14, 6);  // c246 on default:12, use 6
      wait_mbarrier(c, 191, 17, 8);  // c249 on default:26, use 8
      compute(c, 200);  // op4
      signal_mbarrier(c, 52, 16, 1);  // p250 on default:21, use 13
      signal_mbarrier(c, 192, 17, 1);  // p262 on default:26, use 9
      signal_mbarrier(c, 130, 4, 1);  // p263 on default:4, use 12
      signal_mbarrier(c, 131, 14, 1);  // p268 on default:12, use 7
      signal_mbarrier(c, 193, 18, 1);  // p269 on default:17, use 5
      signal_mbarrier(c, 194, 23, 1);  // p271 on default:19, use 9
      signal_mbarrier(c, 134, 29, 1);  // p273 on default:23, use 9
      compute(c, 200);  // op0
      wait_mbarrier(c, 132, 14, 8);  // c276 on default:12, use 8
      wait_mbarrier(c, 133, 4, 13);  // c279 on default:4, use 13
      signal_mbarrier(c, 195, 28, 1);  // p297 on default:13, use 4
      wait_mbarrier(c, 135, 29, 10);  // c286 on default:23, use 10
      signal_mbarrier(c, 138, 29, 1);  // p308 on default:23, use 11
      signal_mbarrier(c, 141, 4, 1);  // p310 on default:4, use 14
      signal_mbarrier(c, 196, 11, 1);  // p315 on default:24, use 7
      signal_mbarrier(c, 142, 14, 1);  // p319 on default:12, use 9
      wait_mbarrier(c, 140, 29, 12);  // c311 on default:23, use 12
      signal_mbarrier(c, 197, 29, 1);  // p323 on default:23, use 13
      signal_mbarrier(c, 198, 16, 1);  // p330 on default:21, use 17
      signal_mbarrier(c, 199, 3, 1);  // p342 on default:3, use 12
      signal_mbarrier(c, 200, 26, 1);  // p345 on default:16, use 10
      wait_mbarrier(c, 201, 9, 11);  // c344 on default:18, use 11
      wait_mbarrier(c, 202, 24, 10);  // c347 on default:11, use 10
      signal_mbarrier(c, 144, 23, 1);  // p349 on default:19, use 13
      wait_mbarrier(c, 203, 16, 18);  // c346 on default:21, use 18
      signal_mbarrier(c, 145, 16, 1);  // p351 on default:21, use 19
      wait_mbarrier(c, 146, 16, 20);  // c354 on default:21, use 20
      wait_mbarrier(c, 204, 29, 15);  // c356 on default:23, use 15
      wait_mbarrier(c, 205, 9, 12);  // c360 on default:18, use 12
      wait_mbarrier(c, 150, 28, 6);  // c365 on default:13, use 6
      wait_mbarrier(c, 148, 4, 17);  // c363 on default:4, use 17
      wait_mbarrier(c, 151, 30, 13);  // c370 on default:28, use 13
      compute(c, 200);  // op7
      signal_mbarrier(c, 152, 30, 1);  // p378 on default:28, use 14
      compute(c, 200);  // op0
      signal_mbarrier(c, 206, 9, 1);  // p398 on default:18, use 13
      wait_mbarrier(c, 207, 0, 10);  // c394 on default:0, use 10
      break;
    }
    case 3: {  // warp w3
      signal_mbarrier(c, 208, 16, 1);  // p6 on default:21, use 0
      compute(c, 200);  // op6
      signal_mbarrier(c, 0, 0, 1);  // p9 on default:0, use 0
      compute(c, 200);  // op7
      signal_mbarrier(c, 209, 25, 1);  // p12 on default:22, use 0
      signal_mbarrier(c, 210, 29, 1);  // p22 on default:23, use 0
      signal_mbarrier(c, 155, 26, 1);  // p24 on default:16, use 0
      signal_mbarrier(c, 160, 9, 1);  // p31 on default:18, use 0
      wait_mbarrier(c, 211, 16, 1);  // c28 on default:21, use 1
      wait_mbarrier(c, 158, 18, 0);  // c38 on default:17, use 0
      compute(c, 200);  // op5
      wait_mbarrier(c, 156, 0, 2);  // c33 on default:0, use 2
      compute(c, 200);  // op3
      signal_mbarrier(c, 159, 0, 1);  // p41 on default:0, use 3
      signal_mbarrier(c, 212, 16, 1);  // p43 on default:21, use 2
      wait_mbarrier(c, 154, 31, 1);  // c18 on default:15, use 1
      wait_mbarrier(c, 157, 26, 1);  // c35 on default:16, use 1
      signal_mbarrier(c, 213, 11, 1);  // p46 on default:24, use 0
      wait_mbarrier(c, 214, 25, 1);  // c20 on default:22, use 1
      wait_mbarrier(c, 161, 0, 4);  // c57 on default:0, use 4
      wait_mbarrier(c, 215, 1, 1);  // c56 on default:1, use 1
      wait_mbarrier(c, 216, 13, 3);  // c52 on default:29, use 3
      wait_mbarrier(c, 217, 19, 1);  // c62 on default:8, use 1
      wait_mbarrier(c, 218, 29, 1);  // c76 on default:23, use 1
      signal_mbarrier(c, 219, 29, 1);  // p81 on default:23, use 2
      wait_mbarrier(c, 163, 23, 0);  // c80 on default:19, use 0
      wait_mbarrier(c, 164, 12, 0);  // c83 on default:20, use 0
      signal_mbarrier(c, 165, 12, 1);  // p89 on default:20, use 1
      signal_mbarrier(c, 220, 19, 1);  // p98 on default:8, use 2
      signal_mbarrier(c, 221, 23, 1);  // p99 on default:19, use 1
      wait_mbarrier(c, 107, 24, 1);  // c104 on default:11, use 1
      wait_mbarrier(c, 166, 22, 2);  // c106 on default:14, use 2
      wait_mbarrier(c, 222, 23, 2);  // c107 on default:19, use 2
      signal_mbarrier(c, 223, 23, 1);  // p111 on default:19, use 3
      signal_mbarrier(c, 169, 22, 1);  // p133 on default:14, use 3
      wait_mbarrier(c, 167, 28, 1);  // c122 on default:13, use 1
      compute(c, 200);  // op0
      wait_mbarrier(c, 224, 20, 3);  // c143 on default:31, use 3
      compute(c, 200);  // op2
      wait_mbarrier(c, 171, 22, 4);  // c144 on default:14, use 4
      signal_mbarrier(c, 173, 22, 1);  // p152 on default:14, use 5
      wait_mbarrier(c, 172, 3, 7);  // c153 on default:3, use 7
      signal_mbarrier(c, 174, 3, 1);  // p157 on default:3, use 8
      signal_mbarrier(c, 225, 20, 1);  // p159 on default:31, use 4
      compute(c, 200);  // op6
      signal_mbarrier(c, 175, 19, 1);  // p161 on default:8, use 6
      signal_mbarrier(c, 176, 28, 1);  // p162 on default:13, use 2
      signal_mbarrier(c, 177, 29, 1);  // p167 on default:23, use 4
      wait_mbarrier(c, 113, 7, 4);  // c165 on default:6, use 4
      wait_mbarrier(c, 226, 20, 5);  // c168 on default:31, use 5
      compute(c, 200);  // op0
      signal_mbarrier(c, 115, 7, 1);  // p173 on default:6, use 5
      wait_mbarrier(c, 227, 12, 5);  // c169 on default:20, use 5
      compute(c, 200);  // op0
      signal_mbarrier(c, 179, 30, 1);  // p176 on default:28, use 3
      signal_mbarrier(c, 228, 12, 1);  // p181 on default:20, use 6
      compute(c, 200);  // op4
      signal_mbarrier(c, 229, 20, 1);  // p184 on default:31, use 6
      signal_mbarrier(c, 230, 1, 1);  // p186 on default:1, use 2
      wait_mbarrier(c, 178, 29, 5);  // c178 on default:23, use 5
      signal_mbarrier(c, 181, 29, 1);  // p193 on default:23, use 6
      wait_mbarrier(c, 231, 20, 7);  // c194 on default:31, use 7
      wait_mbarrier(c, 182, 29, 7);  // c199 on default:23, use 7
      signal_mbarrier(c, 232, 20, 1);  // p206 on default:31, use 8
      wait_mbarrier(c, 183, 11, 6);  // c210 on default:24, use 6
      wait_mbarrier(c, 233, 15, 3);  // c211 on default:10, use 3
      wait_mbarrier(c, 188, 23, 8);  // c224 on default:19, use 8
      wait_mbarrier(c, 234, 16, 12);  // c225 on default:21, use 12
      wait_mbarrier(c, 189, 18, 4);  // c228 on default:17, use 4
      wait_mbarrier(c, 235, 2, 11);  // c235 on default:2, use 11
      compute(c, 200);  // op3
      wait_mbarrier(c, 236, 17, 7);  // c240 on default:26, use 7
      compute(c, 200);  // op3
      wait_mbarrier(c, 237, 30, 5);  // c241 on default:28, use 5
      signal_mbarrier(c, 238, 30, 1);  // p245 on default:28, use 6
      signal_mbarrier(c, 190, 14, 1);  // p246 on default:12, use 6
      compute(c, 200);  // op3
      signal_mbarrier(c, 191, 17, 1);  // p249 on default:26, use 8
      signal_mbarrier(c, 239, 2, 1);  // p254 on default:2, use 12
      wait_mbarrier(c, 240, 30, 7);  // c253 on default:28, use 7
      wait_mbarrier(c, 192, 17, 9);  // c262 on default:26, use 9
      wait_mbarrier(c, 194, 23, 9);  // c271 on default:19, use 9
      wait_mbarrier(c, 241, 16, 14);  // c270 on default:21, use 14
      signal_mbarrier(c, 242, 30, 1);  // p277 on default:28, use 8
      signal_mbarrier(c, 243, 16, 1);  // p287 on default:21, use 15
      signal_mbarrier(c, 244, 23, 1);  // p294 on default:19, use 10
      compute(c, 200);  // op0
      wait_mbarrier(c, 245, 13, 7);  // c281 on default:29, use 7
      wait_mbarrier(c, 246, 24, 7);  // c288 on default:11, use 7
      compute(c, 200);  // op0
      signal_mbarrier(c, 247, 24, 1);  // p303 on default:11, use 8
      wait_mbarrier(c, 248, 23, 11);  // c299 on default:19, use 11
      compute(c, 200);  // op5
      wait_mbarrier(c, 196, 11, 7);  // c315 on default:24, use 7
      signal_mbarrier(c, 249, 23, 1);  // p322 on default:19, use 12
      wait_mbarrier(c, 250, 24, 9);  // c312 on default:11, use 9
      wait_mbarrier(c, 251, 17, 10);  // c321 on default:26, use 10
      compute(c, 200);  // op3
      wait_mbarrier(c, 198, 16, 17);  // c330 on default:21, use 17
      wait_mbarrier(c, 197, 29, 13);  // c323 on default:23, use 13
      signal_mbarrier(c, 252, 29, 1);  // p332 on default:23, use 14
      signal_mbarrier(c, 253, 25, 1);  // p333 on default:22, use 3
      signal_mbarrier(c, 254, 17, 1);  // p334 on default:26, use 11
      signal_mbarrier(c, 143, 11, 1);  // p341 on default:24, use 8
      signal_mbarrier(c, 203, 16, 1);  // p346 on default:21, use 18
      signal_mbarrier(c, 202, 24, 1);  // p347 on default:11, use 10
      wait_mbarrier(c, 199, 3, 12);  // c342 on default:3, use 12
      wait_mbarrier(c, 147, 11, 9);  // c358 on default:24, use 9
      signal_mbarrier(c, 205, 9, 1);  // p360 on default:18, use 12
      signal_mbarrier(c, 255, 3, 1);  // p362 on default:3, use 13
      compute(c, 200);  // op1
      signal_mbarrier(c, 256, 10, 1);  // p380 on default:25, use 20
      wait_mbarrier(c, 257, 10, 21);  // c381 on default:25, use 21
      signal_mbarrier(c, 258, 10, 1);  // p382 on default:25, use 22
      signal_mbarrier(c, 259, 11, 1);  // p384 on default:24, use 10
      compute(c, 200);  // op6
      signal_mbarrier(c, 207, 0, 1);  // p394 on default:0, use 10
      compute(c, 200);  // op5
      wait_mbarrier(c, 206, 9, 13);  // c398 on default:18, use 13
      break;
    }
    case 4: {  // warp w4
      wait_mbarrier(c, 260, 10, 0);  // c2 on default:25, use 0
      compute(c, 200);  // op5
      signal_mbarrier(c, 261, 10, 1);  // p5 on default:25, use 1
      wait_mbarrier(c, 208, 16, 0);  // c6 on default:21, use 0
      wait_mbarrier(c, 262, 10, 2);  // c7 on default:25, use 2
      wait_mbarrier(c, 209, 25, 0);  // c12 on default:22, use 0
      signal_mbarrier(c, 214, 25, 1);  // p20 on default:22, use 1
      signal_mbarrier(c, 211, 16, 1);  // p28 on default:21, use 1
      compute(c, 200);  // op0
      wait_mbarrier(c, 210, 29, 0);  // c22 on default:23, use 0
      signal_mbarrier(c, 263, 10, 1);  // p32 on default:25, use 3
      wait_mbarrier(c, 264, 17, 0);  // c30 on default:26, use 0
      signal_mbarrier(c, 93, 19, 1);  // p40 on default:8, use 0
      wait_mbarrier(c, 212, 16, 2);  // c43 on default:21, use 2
      wait_mbarrier(c, 265, 10, 4);  // c48 on default:25, use 4
      signal_mbarrier(c, 266, 10, 1);  // p50 on default:25, use 5
      signal_mbarrier(c, 267, 16, 1);  // p53 on default:21, use 3
      signal_mbarrier(c, 215, 1, 1);  // p56 on default:1, use 1
      wait_mbarrier(c, 268, 21, 2);  // c59 on default:30, use 2
      compute(c, 200);  // op7
      signal_mbarrier(c, 269, 17, 1);  // p64 on default:26, use 1
      compute(c, 200);  // op4
      signal_mbarrier(c, 270, 21, 1);  // p69 on default:30, use 3
      signal_mbarrier(c, 271, 20, 1);  // p70 on default:31, use 1
      compute(c, 200);  // op6
      signal_mbarrier(c, 102, 6, 1);  // p72 on default:7, use 2
      compute(c, 200);  // op3
      signal_mbarrier(c, 218, 29, 1);  // p76 on default:23, use 1
      wait_mbarrier(c, 272, 16, 4);  // c74 on default:21, use 4
      wait_mbarrier(c, 219, 29, 2);  // c81 on default:23, use 2
      wait_mbarrier(c, 18, 9, 2);  // c82 on default:18, use 2
      signal_mbarrier(c, 273, 16, 1);  // p86 on default:21, use 5
      wait_mbarrier(c, 274, 16, 6);  // c92 on default:21, use 6
      wait_mbarrier(c, 220, 19, 2);  // c98 on default:8, use 2
      signal_mbarrier(c, 275, 16, 1);  // p100 on default:21, use 7
      wait_mbarrier(c, 221, 23, 1);  // c99 on default:19, use 1
      signal_mbarrier(c, 276, 19, 1);  // p105 on default:8, use 3
      signal_mbarrier(c, 222, 23, 1);  // p107 on default:19, use 2
      signal_mbarrier(c, 277, 4, 1);  // p109 on default:4, use 4
      wait_mbarrier(c, 278, 4, 5);  // c114 on default:4, use 5
      compute(c, 200);  // op1
      signal_mbarrier(c, 279, 21, 1);  // p123 on default:30, use 4
      wait_mbarrier(c, 25, 12, 2);  // c124 on default:20, use 2
      signal_mbarrier(c, 280, 4, 1);  // p137 on default:4, use 6
      compute(c, 200);  // op5
      signal_mbarrier(c, 224, 20, 1);  // p143 on default:31, use 3
      compute(c, 200);  // op2
      signal_mbarrier(c, 281, 12, 1);  // p146 on default:20, use 3
      wait_mbarrier(c, 282, 12, 4);  // c156 on default:20, use 4
      wait_mbarrier(c, 283, 21, 7);  // c158 on default:30, use 7
      wait_mbarrier(c, 225, 20, 4);  // c159 on default:31, use 4
      signal_mbarrier(c, 34, 4, 1);  // p163 on default:4, use 7
      signal_mbarrier(c, 284, 21, 1);  // p164 on default:30, use 8
      signal_mbarrier(c, 226, 20, 1);  // p168 on default:31, use 5
      signal_mbarrier(c, 227, 12, 1);  // p169 on default:20, use 5
      wait_mbarrier(c, 285, 21, 9);  // c170 on default:30, use 9
      wait_mbarrier(c, 228, 12, 6);  // c181 on default:20, use 6
      wait_mbarrier(c, 230, 1, 2);  // c186 on default:1, use 2
      compute(c, 200);  // op1
      wait_mbarrier(c, 229, 20, 6);  // c184 on default:31, use 6
      compute(c, 200);  // op6
      signal_mbarrier(c, 42, 18, 1);  // p192 on default:17, use 2
      wait_mbarrier(c, 118, 2, 7);  // c187 on default:2, use 7
      signal_mbarrier(c, 231, 20, 1);  // p194 on default:31, use 7
      wait_mbarrier(c, 180, 7, 7);  // c195 on default:6, use 7
      signal_mbarrier(c, 286, 2, 1);  // p198 on default:2, use 8
      wait_mbarrier(c, 45, 18, 3);  // c207 on default:17, use 3
      wait_mbarrier(c, 287, 2, 9);  // c208 on default:2, use 9
      signal_mbarrier(c, 185, 10, 1);  // p212 on default:25, use 14
      wait_mbarrier(c, 186, 10, 15);  // c216 on default:25, use 15
      compute(c, 200);  // op5
      wait_mbarrier(c, 288, 29, 8);  // c221 on default:23, use 8
      wait_mbarrier(c, 187, 2, 10);  // c218 on default:2, use 10
      wait_mbarrier(c, 289, 30, 4);  // c229 on default:28, use 4
      signal_mbarrier(c, 235, 2, 1);  // p235 on default:2, use 11
      wait_mbarrier(c, 126, 14, 5);  // c234 on default:12, use 5
      signal_mbarrier(c, 237, 30, 1);  // p241 on default:28, use 5
      wait_mbarrier(c, 290, 26, 4);  // c244 on default:16, use 4
      wait_mbarrier(c, 238, 30, 6);  // c245 on default:28, use 6
      signal_mbarrier(c, 240, 30, 1);  // p253 on default:28, use 7
      compute(c, 200);  // op7
      wait_mbarrier(c, 239, 2, 12);  // c254 on default:2, use 12
      signal_mbarrier(c, 291, 26, 1);  // p259 on default:16, use 5
      wait_mbarrier(c, 292, 10, 16);  // c258 on default:25, use 16
      signal_mbarrier(c, 241, 16, 1);  // p270 on default:21, use 14
      signal_mbarrier(c, 293, 10, 1);  // p275 on default:25, use 17
      signal_mbarrier(c, 294, 2, 1);  // p280 on default:2, use 13
      signal_mbarrier(c, 245, 13, 1);  // p281 on default:29, use 7
      wait_mbarrier(c, 295, 26, 6);  // c264 on default:16, use 6
      signal_mbarrier(c, 246, 24, 1);  // p288 on default:11, use 7
      compute(c, 200);  // op4
      wait_mbarrier(c, 243, 16, 15);  // c287 on default:21, use 15
      signal_mbarrier(c, 296, 26, 1);  // p291 on default:16, use 7
      compute(c, 200);  // op0
      wait_mbarrier(c, 244, 23, 10);  // c294 on default:19, use 10
      signal_mbarrier(c, 248, 23, 1);  // p299 on default:19, use 11
      wait_mbarrier(c, 247, 24, 8);  // c303 on default:11, use 8
      signal_mbarrier(c, 139, 16, 1);  // p307 on default:21, use 16
      signal_mbarrier(c, 250, 24, 1);  // p312 on default:11, use 9
      signal_mbarrier(c, 297, 13, 1);  // p320 on default:29, use 8
      compute(c, 200);  // op2
      signal_mbarrier(c, 251, 17, 1);  // p321 on default:26, use 10
      compute(c, 200);  // op0
      wait_mbarrier(c, 298, 2, 14);  // c309 on default:2, use 14
      wait_mbarrier(c, 249, 23, 12);  // c322 on default:19, use 12
      compute(c, 200);  // op7
      wait_mbarrier(c, 254, 17, 11);  // c334 on default:26, use 11
      compute(c, 200);  // op5
      wait_mbarrier(c, 252, 29, 14);  // c332 on default:23, use 14
      compute(c, 200);  // op1
      signal_mbarrier(c, 299, 2, 1);  // p337 on default:2, use 15
      wait_mbarrier(c, 300, 13, 9);  // c335 on default:29, use 9
      compute(c, 200);  // op0
      wait_mbarrier(c, 301, 30, 11);  // c336 on default:28, use 11
      compute(c, 200);  // op7
      signal_mbarrier(c, 201, 9, 1);  // p344 on default:18, use 11
      compute(c, 200);  // op6
      wait_mbarrier(c, 302, 2, 16);  // c348 on default:2, use 16
      signal_mbarrier(c, 149, 30, 1);  // p364 on default:28, use 12
      compute(c, 200);  // op7
      signal_mbarrier(c, 303, 2, 1);  // p367 on default:2, use 17
      wait_mbarrier(c, 304, 14, 10);  // c371 on default:12, use 10
      compute(c, 200);  // op5
      wait_mbarrier(c, 256, 10, 20);  // c380 on default:25, use 20
      signal_mbarrier(c, 257, 10, 1);  // p381 on default:25, use 21
      compute(c, 200);  // op5
      wait_mbarrier(c, 258, 10, 22);  // c382 on default:25, use 22
      signal_mbarrier(c, 305, 7, 1);  // p385 on default:6, use 11
      wait_mbarrier(c, 306, 18, 9);  // c387 on default:17, use 9
      break;
    }
    case 5: {  // warp w5
      signal_mbarrier(c, 307, 32, 1);  // p1 on default:27, use 0
      signal_mbarrier(c, 260, 10, 1);  // p2 on default:25, use 0
      wait_mbarrier(c, 261, 10, 1);  // c5 on default:25, use 1
      signal_mbarrier(c, 262, 10, 1);  // p7 on default:25, use 2
      wait_mbarrier(c, 308, 32, 1);  // c10 on default:27, use 1
      signal_mbarrier(c, 309, 32, 1);  // p25 on default:27, use 2
      signal_mbarrier(c, 264, 17, 1);  // p30 on default:26, use 0
      signal_mbarrier(c, 310, 13, 1);  // p36 on default:29, use 1
      wait_mbarrier(c, 263, 10, 3);  // c32 on default:25, use 3
      signal_mbarrier(c, 311, 30, 1);  // p39 on default:28, use 0
      compute(c, 200);  // op0
      wait_mbarrier(c, 312, 13, 2);  // c42 on default:29, use 2
      signal_mbarrier(c, 265, 10, 1);  // p48 on default:25, use 4
      compute(c, 200);  // op5
      signal_mbarrier(c, 216, 13, 1);  // p52 on default:29, use 3
      wait_mbarrier(c, 266, 10, 5);  // c50 on default:25, use 5
      wait_mbarrier(c, 267, 16, 3);  // c53 on default:21, use 3
      compute(c, 200);  // op6
      wait_mbarrier(c, 313, 30, 1);  // c51 on default:28, use 1
      signal_mbarrier(c, 12, 8, 1);  // p58 on default:32, use 1
      signal_mbarrier(c, 314, 30, 1);  // p63 on default:28, use 2
      wait_mbarrier(c, 315, 26, 2);  // c65 on default:16, use 2
      signal_mbarrier(c, 272, 16, 1);  // p74 on default:21, use 4
      wait_mbarrier(c, 316, 11, 1);  // c68 on default:24, use 1
      wait_mbarrier(c, 271, 20, 1);  // c70 on default:31, use 1
      compute(c, 200);  // op2
      signal_mbarrier(c, 317, 11, 1);  // p77 on default:24, use 2
      compute(c, 200);  // op7
      wait_mbarrier(c, 270, 21, 3);  // c69 on default:30, use 3
      wait_mbarrier(c, 273, 16, 5);  // c86 on default:21, use 5
      wait_mbarrier(c, 19, 4, 3);  // c88 on default:4, use 3
      signal_mbarrier(c, 274, 16, 1);  // p92 on default:21, use 6
      wait_mbarrier(c, 275, 16, 7);  // c100 on default:21, use 7
      wait_mbarrier(c, 276, 19, 3);  // c105 on default:8, use 3
      signal_mbarrier(c, 318, 9, 1);  // p108 on default:18, use 3
      wait_mbarrier(c, 277, 4, 4);  // c109 on default:4, use 4
      signal_mbarrier(c, 319, 19, 1);  // p110 on default:8, use 4
      signal_mbarrier(c, 278, 4, 1);  // p114 on default:4, use 5
      compute(c, 200);  // op3
      wait_mbarrier(c, 320, 9, 4);  // c112 on default:18, use 4
      wait_mbarrier(c, 321, 16, 8);  // c116 on default:21, use 8
      compute(c, 200);  // op2
      signal_mbarrier(c, 168, 29, 1);  // p121 on default:23, use 3
      signal_mbarrier(c, 322, 16, 1);  // p128 on default:21, use 9
      wait_mbarrier(c, 323, 8, 5);  // c129 on default:32, use 5
      signal_mbarrier(c, 324, 8, 1);  // p132 on default:32, use 6
      compute(c, 200);  // op1
      signal_mbarrier(c, 325, 21, 1);  // p134 on default:30, use 5
      signal_mbarrier(c, 326, 9, 1);  // p140 on default:18, use 5
      wait_mbarrier(c, 280, 4, 6);  // c137 on default:4, use 6
      wait_mbarrier(c, 327, 21, 6);  // c136 on default:30, use 6
      signal_mbarrier(c, 28, 13, 1);  // p142 on default:29, use 4
      wait_mbarrier(c, 281, 12, 3);  // c146 on default:20, use 3
      compute(c, 200);  // op1
      signal_mbarrier(c, 282, 12, 1);  // p156 on default:20, use 4
      signal_mbarrier(c, 283, 21, 1);  // p158 on default:30, use 7
      compute(c, 200);  // op2
      wait_mbarrier(c, 328, 13, 5);  // c160 on default:29, use 5
      wait_mbarrier(c, 284, 21, 8);  // c164 on default:30, use 8
      signal_mbarrier(c, 285, 21, 1);  // p170 on default:30, use 9
      signal_mbarrier(c, 120, 10, 1);  // p190 on default:25, use 12
      wait_mbarrier(c, 329, 23, 7);  // c179 on default:19, use 7
      wait_mbarrier(c, 121, 10, 13);  // c196 on default:25, use 13
      wait_mbarrier(c, 286, 2, 8);  // c198 on default:2, use 8
      compute(c, 200);  // op0
      signal_mbarrier(c, 287, 2, 1);  // p208 on default:2, use 9
      compute(c, 200);  // op1
      wait_mbarrier(c, 232, 20, 8);  // c206 on default:31, use 8
      compute(c, 200);  // op4
      signal_mbarrier(c, 330, 20, 1);  // p214 on default:31, use 9
      signal_mbarrier(c, 288, 29, 1);  // p221 on default:23, use 8
      signal_mbarrier(c, 331, 7, 1);  // p226 on default:6, use 8
      signal_mbarrier(c, 289, 30, 1);  // p229 on default:28, use 4
      compute(c, 200);  // op5
      wait_mbarrier(c, 332, 8, 10);  // c233 on default:32, use 10
      signal_mbarrier(c, 333, 8, 1);  // p238 on default:32, use 11
      signal_mbarrier(c, 236, 17, 1);  // p240 on default:26, use 7
      signal_mbarrier(c, 290, 26, 1);  // p244 on default:16, use 4
      compute(c, 200);  // op6
      signal_mbarrier(c, 334, 3, 1);  // p248 on default:3, use 9
      signal_mbarrier(c, 335, 22, 1);  // p255 on default:14, use 6
      compute(c, 200);  // op1
      wait_mbarrier(c, 55, 8, 12);  // c257 on default:32, use 12
      signal_mbarrier(c, 292, 10, 1);  // p258 on default:25, use 16
      signal_mbarrier(c, 57, 8, 1);  // p260 on default:32, use 13
      signal_mbarrier(c, 336, 19, 1);  // p261 on default:8, use 9
      wait_mbarrier(c, 291, 26, 5);  // c259 on default:16, use 5
      signal_mbarrier(c, 295, 26, 1);  // p264 on default:16, use 6
      signal_mbarrier(c, 337, 6, 1);  // p266 on default:7, use 9
      wait_mbarrier(c, 193, 18, 5);  // c269 on default:17, use 5
      signal_mbarrier(c, 338, 0, 1);  // p289 on default:0, use 5
      wait_mbarrier(c, 294, 2, 13);  // c280 on default:2, use 13
      wait_mbarrier(c, 293, 10, 17);  // c275 on default:25, use 17
      wait_mbarrier(c, 296, 26, 7);  // c291 on default:16, use 7
      signal_mbarrier(c, 339, 18, 1);  // p292 on default:17, use 6
      signal_mbarrier(c, 340, 26, 1);  // p298 on default:16, use 8
      signal_mbarrier(c, 341, 10, 1);  // p304 on default:25, use 18
      compute(c, 200);  // op1
      signal_mbarrier(c, 298, 2, 1);  // p309 on default:2, use 14
      wait_mbarrier(c, 342, 10, 19);  // c313 on default:25, use 19
      compute(c, 200);  // op5
      wait_mbarrier(c, 343, 28, 5);  // c328 on default:13, use 5
      wait_mbarrier(c, 297, 13, 8);  // c320 on default:29, use 8
      compute(c, 200);  // op6
      signal_mbarrier(c, 300, 13, 1);  // p335 on default:29, use 9
      wait_mbarrier(c, 344, 30, 10);  // c324 on default:28, use 10
      signal_mbarrier(c, 301, 30, 1);  // p336 on default:28, use 11
      wait_mbarrier(c, 345, 18, 8);  // c326 on default:17, use 8
      wait_mbarrier(c, 299, 2, 15);  // c337 on default:2, use 15
      compute(c, 200);  // op2
      signal_mbarrier(c, 302, 2, 1);  // p348 on default:2, use 16
      wait_mbarrier(c, 346, 15, 5);  // c339 on default:10, use 5
      signal_mbarrier(c, 204, 29, 1);  // p356 on default:23, use 15
      signal_mbarrier(c, 347, 15, 1);  // p359 on default:10, use 6
      signal_mbarrier(c, 348, 17, 1);  // p366 on default:26, use 12
      compute(c, 200);  // op5
      wait_mbarrier(c, 349, 17, 13);  // c368 on default:26, use 13
      wait_mbarrier(c, 303, 2, 17);  // c367 on default:2, use 17
      signal_mbarrier(c, 350, 13, 1);  // p373 on default:29, use 10
      signal_mbarrier(c, 351, 2, 1);  // p377 on default:2, use 18
      compute(c, 200);  // op4
      signal_mbarrier(c, 352, 17, 1);  // p383 on default:26, use 14
      signal_mbarrier(c, 306, 18, 1);  // p387 on default:17, use 9
      compute(c, 200);  // op0
      signal_mbarrier(c, 353, 15, 1);  // p388 on default:10, use 7
      compute(c, 200);  // op7
      wait_mbarrier(c, 305, 7, 11);  // c385 on default:6, use 11
      wait_mbarrier(c, 354, 3, 14);  // c386 on default:3, use 14
      signal_mbarrier(c, 83, 25, 1);  // p393 on default:22, use 6
      signal_mbarrier(c, 355, 3, 1);  // p395 on default:3, use 15
      signal_mbarrier(c, 356, 7, 1);  // p397 on default:6, use 12
      break;
    }
    case 6: {  // warp w6
      wait_mbarrier(c, 307, 32, 0);  // c1 on default:27, use 0
      wait_mbarrier(c, 357, 13, 0);  // c3 on default:29, use 0
      wait_mbarrier(c, 358, 21, 0);  // c4 on default:30, use 0
      signal_mbarrier(c, 308, 32, 1);  // p10 on default:27, use 1
      wait_mbarrier(c, 1, 1, 0);  // c13 on default:1, use 0
      signal_mbarrier(c, 359, 21, 1);  // p34 on default:30, use 1
      compute(c, 200);  // op0
      wait_mbarrier(c, 309, 32, 2);  // c25 on default:27, use 2
      compute(c, 200);  // op7
      wait_mbarrier(c, 310, 13, 1);  // c36 on default:29, use 1
      wait_mbarrier(c, 360, 20, 0);  // c23 on default:31, use 0
      signal_mbarrier(c, 312, 13, 1);  // p42 on default:29, use 2
      wait_mbarrier(c, 311, 30, 0);  // c39 on default:28, use 0
      wait_mbarrier(c, 361, 8, 0);  // c26 on default:32, use 0
      signal_mbarrier(c, 313, 30, 1);  // p51 on default:28, use 1
      wait_mbarrier(c, 213, 11, 0);  // c46 on default:24, use 0
      signal_mbarrier(c, 315, 26, 1);  // p65 on default:16, use 2
      wait_mbarrier(c, 162, 18, 1);  // c61 on default:17, use 1
      signal_mbarrier(c, 316, 11, 1);  // p68 on default:24, use 1
      compute(c, 200);  // op4
      wait_mbarrier(c, 314, 30, 2);  // c63 on default:28, use 2
      wait_mbarrier(c, 269, 17, 1);  // c64 on default:26, use 1
      compute(c, 200);  // op3
      wait_mbarrier(c, 317, 11, 2);  // c77 on default:24, use 2
      wait_mbarrier(c, 362, 8, 2);  // c91 on default:32, use 2
      compute(c, 200);  // op7
      signal_mbarrier(c, 363, 8, 1);  // p94 on default:32, use 3
      signal_mbarrier(c, 23, 11, 1);  // p102 on default:24, use 3
      compute(c, 200);  // op0
      wait_mbarrier(c, 22, 8, 4);  // c103 on default:32, use 4
      wait_mbarrier(c, 318, 9, 3);  // c108 on default:18, use 3
      signal_mbarrier(c, 320, 9, 1);  // p112 on default:18, use 4
      signal_mbarrier(c, 364, 10, 1);  // p115 on default:25, use 7
      compute(c, 200);  // op7
      signal_mbarrier(c, 321, 16, 1);  // p116 on default:21, use 8
      wait_mbarrier(c, 319, 19, 4);  // c110 on default:8, use 4
      wait_mbarrier(c, 223, 23, 3);  // c111 on default:19, use 3
      wait_mbarrier(c, 365, 10, 8);  // c117 on default:25, use 8
      signal_mbarrier(c, 366, 10, 1);  // p118 on default:25, use 9
      wait_mbarrier(c, 367, 10, 10);  // c119 on default:25, use 10
      wait_mbarrier(c, 279, 21, 4);  // c123 on default:30, use 4
      compute(c, 200);  // op0
      signal_mbarrier(c, 368, 10, 1);  // p127 on default:25, use 11
      compute(c, 200);  // op0
      signal_mbarrier(c, 323, 8, 1);  // p129 on default:32, use 5
      wait_mbarrier(c, 369, 23, 4);  // c125 on default:19, use 4
      signal_mbarrier(c, 170, 14, 1);  // p131 on default:12, use 1
      wait_mbarrier(c, 322, 16, 9);  // c128 on default:21, use 9
      wait_mbarrier(c, 324, 8, 6);  // c132 on default:32, use 6
      compute(c, 200);  // op3
      wait_mbarrier(c, 325, 21, 5);  // c134 on default:30, use 5
      signal_mbarrier(c, 370, 23, 1);  // p135 on default:19, use 5
      signal_mbarrier(c, 327, 21, 1);  // p136 on default:30, use 6
      wait_mbarrier(c, 111, 24, 3);  // c138 on default:11, use 3
      wait_mbarrier(c, 326, 9, 5);  // c140 on default:18, use 5
      signal_mbarrier(c, 371, 9, 1);  // p149 on default:18, use 6
      compute(c, 200);  // op7
      wait_mbarrier(c, 372, 23, 6);  // c148 on default:19, use 6
      wait_mbarrier(c, 373, 8, 8);  // c154 on default:32, use 8
      compute(c, 200);  // op4
      signal_mbarrier(c, 328, 13, 1);  // p160 on default:29, use 5
      signal_mbarrier(c, 374, 8, 1);  // p177 on default:32, use 9
      compute(c, 200);  // op4
      signal_mbarrier(c, 329, 23, 1);  // p179 on default:19, use 7
      signal_mbarrier(c, 375, 6, 1);  // p191 on default:7, use 6
      compute(c, 200);  // op5
      signal_mbarrier(c, 376, 24, 1);  // p202 on default:11, use 4
      compute(c, 200);  // op6
      wait_mbarrier(c, 377, 6, 7);  // c201 on default:7, use 7
      wait_mbarrier(c, 378, 24, 5);  // c205 on default:11, use 5
      compute(c, 200);  // op5
      signal_mbarrier(c, 233, 15, 1);  // p211 on default:10, use 3
      signal_mbarrier(c, 379, 24, 1);  // p219 on default:11, use 6
      signal_mbarrier(c, 380, 6, 1);  // p220 on default:7, use 8
      signal_mbarrier(c, 381, 1, 1);  // p222 on default:1, use 3
      wait_mbarrier(c, 184, 17, 6);  // c213 on default:26, use 6
      compute(c, 200);  // op4
      signal_mbarrier(c, 382, 12, 1);  // p230 on default:20, use 7
      signal_mbarrier(c, 332, 8, 1);  // p233 on default:32, use 10
      wait_mbarrier(c, 331, 7, 8);  // c226 on default:6, use 8
      wait_mbarrier(c, 330, 20, 9);  // c214 on default:31, use 9
      signal_mbarrier(c, 383, 28, 1);  // p237 on default:13, use 3
      signal_mbarrier(c, 384, 20, 1);  // p239 on default:31, use 10
      wait_mbarrier(c, 333, 8, 11);  // c238 on default:32, use 11
      signal_mbarrier(c, 385, 7, 1);  // p247 on default:6, use 9
      wait_mbarrier(c, 334, 3, 9);  // c248 on default:3, use 9
      compute(c, 200);  // op6
      wait_mbarrier(c, 335, 22, 6);  // c255 on default:14, use 6
      signal_mbarrier(c, 386, 22, 1);  // p272 on default:14, use 7
      signal_mbarrier(c, 387, 3, 1);  // p274 on default:3, use 10
      wait_mbarrier(c, 388, 15, 4);  // c278 on default:10, use 4
      wait_mbarrier(c, 337, 6, 9);  // c266 on default:7, use 9
      wait_mbarrier(c, 242, 30, 8);  // c277 on default:28, use 8
      wait_mbarrier(c, 389, 19, 10);  // c283 on default:8, use 10
      wait_mbarrier(c, 339, 18, 6);  // c292 on default:17, use 6
      compute(c, 200);  // op5
      wait_mbarrier(c, 390, 0, 6);  // c290 on default:0, use 6
      compute(c, 200);  // op1
      signal_mbarrier(c, 391, 0, 1);  // p295 on default:0, use 7
      signal_mbarrier(c, 392, 19, 1);  // p296 on default:8, use 11
      compute(c, 200);  // op4
      wait_mbarrier(c, 195, 28, 4);  // c297 on default:13, use 4
      wait_mbarrier(c, 340, 26, 8);  // c298 on default:16, use 8
      compute(c, 200);  // op7
      signal_mbarrier(c, 136, 25, 1);  // p301 on default:22, use 2
      signal_mbarrier(c, 137, 26, 1);  // p302 on default:16, use 9
      wait_mbarrier(c, 341, 10, 18);  // c304 on default:25, use 18
      signal_mbarrier(c, 342, 10, 1);  // p313 on default:25, use 19
      wait_mbarrier(c, 393, 18, 7);  // c316 on default:17, use 7
      compute(c, 200);  // op0
      wait_mbarrier(c, 394, 30, 9);  // c318 on default:28, use 9
      signal_mbarrier(c, 344, 30, 1);  // p324 on default:28, use 10
      signal_mbarrier(c, 345, 18, 1);  // p326 on default:17, use 8
      signal_mbarrier(c, 343, 28, 1);  // p328 on default:13, use 5
      signal_mbarrier(c, 395, 6, 1);  // p329 on default:7, use 10
      signal_mbarrier(c, 346, 15, 1);  // p339 on default:10, use 5
      compute(c, 200);  // op7
      wait_mbarrier(c, 396, 6, 11);  // c340 on default:7, use 11
      signal_mbarrier(c, 397, 6, 1);  // p350 on default:7, use 12
      signal_mbarrier(c, 398, 25, 1);  // p353 on default:22, use 4
      wait_mbarrier(c, 347, 15, 6);  // c359 on default:10, use 6
      compute(c, 200);  // op2
      wait_mbarrier(c, 348, 17, 12);  // c366 on default:26, use 12
      compute(c, 200);  // op5
      signal_mbarrier(c, 349, 17, 1);  // p368 on default:26, use 13
      compute(c, 200);  // op7
      wait_mbarrier(c, 399, 25, 5);  // c361 on default:22, use 5
      wait_mbarrier(c, 255, 3, 13);  // c362 on default:3, use 13
      compute(c, 200);  // op3
      wait_mbarrier(c, 259, 11, 10);  // c384 on default:24, use 10
      signal_mbarrier(c, 354, 3, 1);  // p386 on default:3, use 14
      wait_mbarrier(c, 351, 2, 18);  // c377 on default:2, use 18
      wait_mbarrier(c, 77, 24, 11);  // c379 on default:11, use 11
      wait_mbarrier(c, 353, 15, 7);  // c388 on default:10, use 7
      wait_mbarrier(c, 352, 17, 14);  // c383 on default:26, use 14
      wait_mbarrier(c, 355, 3, 15);  // c395 on default:3, use 15
      wait_mbarrier(c, 356, 7, 12);  // c397 on default:6, use 12
      break;
    }
    case 7: {  // warp w7
      signal_mbarrier(c, 357, 13, 1);  // p3 on default:29, use 0
      signal_mbarrier(c, 358, 21, 1);  // p4 on default:30, use 0
      signal_mbarrier(c, 153, 31, 1);  // p8 on default:15, use 0
      signal_mbarrier(c, 92, 6, 1);  // p17 on default:7, use 0
      compute(c, 200);  // op1
      signal_mbarrier(c, 360, 20, 1);  // p23 on default:31, use 0
      signal_mbarrier(c, 361, 8, 1);  // p26 on default:32, use 0
      signal_mbarrier(c, 6, 5, 1);  // p29 on default:5, use 0
      compute(c, 200);  // op0
      wait_mbarrier(c, 359, 21, 1);  // c34 on default:30, use 1
      wait_mbarrier(c, 8, 6, 1);  // c44 on default:7, use 1
      compute(c, 200);  // op6
      wait_mbarrier(c, 9, 2, 2);  // c45 on default:2, use 2
      signal_mbarrier(c, 268, 21, 1);  // p59 on default:30, use 2
      signal_mbarrier(c, 13, 2, 1);  // p60 on default:2, use 3
      compute(c, 200);  // op5
      wait_mbarrier(c, 94, 4, 1);  // c54 on default:4, use 1
      signal_mbarrier(c, 217, 19, 1);  // p62 on default:8, use 1
      signal_mbarrier(c, 17, 4, 1);  // p71 on default:4, use 2
      wait_mbarrier(c, 14, 2, 4);  // c67 on default:2, use 4
      signal_mbarrier(c, 97, 7, 1);  // p75 on default:6, use 3
      signal_mbarrier(c, 20, 2, 1);  // p87 on default:2, use 5
      signal_mbarrier(c, 362, 8, 1);  // p91 on default:32, use 2
      compute(c, 200);  // op1
      wait_mbarrier(c, 363, 8, 3);  // c94 on default:32, use 3
      compute(c, 200);  // op2
      signal_mbarrier(c, 21, 10, 1);  // p97 on default:25, use 6
      signal_mbarrier(c, 106, 20, 1);  // p101 on default:31, use 2
      wait_mbarrier(c, 364, 10, 7);  // c115 on default:25, use 7
      signal_mbarrier(c, 365, 10, 1);  // p117 on default:25, use 8
      compute(c, 200);  // op1
      wait_mbarrier(c, 366, 10, 9);  // c118 on default:25, use 9
      signal_mbarrier(c, 367, 10, 1);  // p119 on default:25, use 10
      signal_mbarrier(c, 109, 24, 1);  // p120 on default:11, use 2
      compute(c, 200);  // op3
      signal_mbarrier(c, 369, 23, 1);  // p125 on default:19, use 4
      wait_mbarrier(c, 368, 10, 11);  // c127 on default:25, use 11
      wait_mbarrier(c, 370, 23, 5);  // c135 on default:19, use 5
      compute(c, 200);  // op3
      wait_mbarrier(c, 27, 6, 5);  // c141 on default:7, use 5
      compute(c, 200);  // op1
      wait_mbarrier(c, 29, 8, 7);  // c145 on default:32, use 7
      compute(c, 200);  // op7
      signal_mbarrier(c, 372, 23, 1);  // p148 on default:19, use 6
      signal_mbarrier(c, 373, 8, 1);  // p154 on default:32, use 8
      wait_mbarrier(c, 371, 9, 6);  // c149 on default:18, use 6
      wait_mbarrier(c, 35, 16, 10);  // c166 on default:21, use 10
      signal_mbarrier(c, 38, 16, 1);  // p175 on default:21, use 11
      wait_mbarrier(c, 374, 8, 9);  // c177 on default:32, use 9
      wait_mbarrier(c, 117, 15, 2);  // c185 on default:10, use 2
      wait_mbarrier(c, 375, 6, 6);  // c191 on default:7, use 6
      compute(c, 200);  // op7
      signal_mbarrier(c, 43, 9, 1);  // p197 on default:18, use 7
      signal_mbarrier(c, 377, 6, 1);  // p201 on default:7, use 7
      wait_mbarrier(c, 376, 24, 4);  // c202 on default:11, use 4
      wait_mbarrier(c, 44, 9, 8);  // c204 on default:18, use 8
      signal_mbarrier(c, 378, 24, 1);  // p205 on default:11, use 5
      compute(c, 200);  // op3
      signal_mbarrier(c, 48, 9, 1);  // p215 on default:18, use 9
      wait_mbarrier(c, 379, 24, 6);  // c219 on default:11, use 6
      compute(c, 200);  // op4
      signal_mbarrier(c, 234, 16, 1);  // p225 on default:21, use 12
      wait_mbarrier(c, 380, 6, 8);  // c220 on default:7, use 8
      compute(c, 200);  // op7
      wait_mbarrier(c, 381, 1, 3);  // c222 on default:1, use 3
      wait_mbarrier(c, 382, 12, 7);  // c230 on default:20, use 7
      compute(c, 200);  // op1
      signal_mbarrier(c, 49, 13, 1);  // p232 on default:29, use 6
      compute(c, 200);  // op1
      wait_mbarrier(c, 383, 28, 3);  // c237 on default:13, use 3
      wait_mbarrier(c, 384, 20, 10);  // c239 on default:31, use 10
      compute(c, 200);  // op0
      signal_mbarrier(c, 51, 12, 1);  // p242 on default:20, use 8
      wait_mbarrier(c, 385, 7, 9);  // c247 on default:6, use 9
      signal_mbarrier(c, 129, 1, 1);  // p251 on default:1, use 4
      wait_mbarrier(c, 58, 12, 9);  // c267 on default:20, use 9
      wait_mbarrier(c, 56, 20, 12);  // c265 on default:31, use 12
      compute(c, 200);  // op1
      signal_mbarrier(c, 388, 15, 1);  // p278 on default:10, use 4
      wait_mbarrier(c, 336, 19, 9);  // c261 on default:8, use 9
      signal_mbarrier(c, 389, 19, 1);  // p283 on default:8, use 10
      wait_mbarrier(c, 386, 22, 7);  // c272 on default:14, use 7
      wait_mbarrier(c, 338, 0, 5);  // c289 on default:0, use 5
      signal_mbarrier(c, 390, 0, 1);  // p290 on default:0, use 6
      compute(c, 200);  // op0
      wait_mbarrier(c, 387, 3, 10);  // c274 on default:3, use 10
      compute(c, 200);  // op2
      wait_mbarrier(c, 392, 19, 11);  // c296 on default:8, use 11
      wait_mbarrier(c, 391, 0, 7);  // c295 on default:0, use 7
      signal_mbarrier(c, 63, 20, 1);  // p300 on default:31, use 13
      signal_mbarrier(c, 65, 0, 1);  // p305 on default:0, use 8
      compute(c, 200);  // op1
      signal_mbarrier(c, 67, 19, 1);  // p314 on default:8, use 12
      signal_mbarrier(c, 393, 18, 1);  // p316 on default:17, use 7
      signal_mbarrier(c, 394, 30, 1);  // p318 on default:28, use 9
      wait_mbarrier(c, 66, 0, 9);  // c317 on default:0, use 9
      wait_mbarrier(c, 395, 6, 10);  // c329 on default:7, use 10
      wait_mbarrier(c, 69, 19, 13);  // c327 on default:8, use 13
      compute(c, 200);  // op3
      wait_mbarrier(c, 253, 25, 3);  // c333 on default:22, use 3
      compute(c, 200);  // op7
      signal_mbarrier(c, 396, 6, 1);  // p340 on default:7, use 11
      wait_mbarrier(c, 200, 26, 10);  // c345 on default:16, use 10
      wait_mbarrier(c, 397, 6, 12);  // c350 on default:7, use 12
      wait_mbarrier(c, 72, 20, 15);  // c343 on default:31, use 15
      wait_mbarrier(c, 73, 22, 10);  // c352 on default:14, use 10
      wait_mbarrier(c, 398, 25, 4);  // c353 on default:22, use 4
      signal_mbarrier(c, 399, 25, 1);  // p361 on default:22, use 5
      signal_mbarrier(c, 304, 14, 1);  // p371 on default:12, use 10
      signal_mbarrier(c, 78, 22, 1);  // p372 on default:14, use 11
      signal_mbarrier(c, 89, 20, 1);  // p375 on default:31, use 16
      signal_mbarrier(c, 88, 6, 1);  // p389 on default:7, use 13
      signal_mbarrier(c, 87, 26, 1);  // p390 on default:16, use 11
      signal_mbarrier(c, 86, 19, 1);  // p400 on default:8, use 14
      compute(c, 200);  // op7
      wait_mbarrier(c, 82, 22, 12);  // c392 on default:14, use 12
      wait_mbarrier(c, 350, 13, 10);  // c373 on default:29, use 10
      wait_mbarrier(c, 81, 21, 15);  // c391 on default:30, use 15
      break;
    }
    default:
      break;
  }
}
