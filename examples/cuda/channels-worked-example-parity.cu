// Emitted by Berth (berth emit cuda) from instances/channels-worked-example-parity.json and solutions/channels-worked-example-parity.json.
// 2 warps, 9 sync pairs on 3 physical resources, as parity hardware: mbarrier (arrive / try_wait.parity).
// Berth's checker on this mapping under parity: valid
// Build: nvcc -O2 -arch=sm_90 -o NAME NAME.cu (Hopper or newer)
// Run:   ./NAME [--runs N] [--seed S] [--jitter CYCLES] [--timeout-ms T]; prints one JSON line,
//        ./NAME --check-log FILE tallies a log written elsewhere (one run a line)
#include <cstdint>

#define BERTH_WARPS 2
#define BERTH_PAIRS 9
#define BERTH_BARRIERS 3
#define BERTH_MBARRIERS 3
#define BERTH_COUNTERS 0
#define BERTH_NAMED 0
#define BERTH_RUNS 10000ULL
#define BERTH_SEED 1ULL
#define BERTH_JITTER 400ULL
#define BERTH_TIMEOUT_MS 20ULL

static const char* const kProgram = "instances/channels-worked-example-parity.json";
static const char* const kSemantics = "parity";
static const char* const kMechanisms = "mbarrier";
static const char* const kBerthCheck = "valid";
// Per physical resource: the answer's name; the kernel's slot and, for a named barrier, its id:
//   default:1 -> mbarrier 0, 1 arrival
//   default:2 -> mbarrier 1, 1 arrival
//   default:3 -> mbarrier 2, 1 arrival
static const char* const kBarrierName[BERTH_BARRIERS + 1] = {"default:1", "default:2", "default:3", ""};
// Per pair (in the instance's order): its physical resource, -1 where the answer removed it.
static const int kPairBarrier[BERTH_PAIRS + 1] = {0, 1, 2, 2, 2, 1, 0, 0, 0, -1};
__constant__ uint32_t kMbarrierCount[BERTH_MBARRIERS + 1] = {1, 1, 1, 0};

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
      compute(c, 10);  // s1:p:0
      signal_mbarrier(c, 0, 0, 1);  // p1 on default:1, use 0
      compute(c, 10);  // s1:p:1
      signal_mbarrier(c, 1, 1, 1);  // p2 on default:2, use 0
      compute(c, 10);  // s1:p:2
      signal_mbarrier(c, 2, 2, 1);  // p3 on default:3, use 0
      wait_mbarrier(c, 3, 2, 1);  // c4 on default:3, use 1
      compute(c, 15);  // s2:p:0
      signal_mbarrier(c, 4, 2, 1);  // p5 on default:3, use 2
      compute(c, 15);  // s2:p:1
      signal_mbarrier(c, 5, 1, 1);  // p6 on default:2, use 1
      compute(c, 15);  // s2:p:2
      signal_mbarrier(c, 6, 0, 1);  // p7 on default:1, use 1
      wait_mbarrier(c, 7, 0, 2);  // c8 on default:1, use 2
      compute(c, 50);  // s3:p:0
      signal_mbarrier(c, 8, 0, 1);  // p9 on default:1, use 3
      break;
    }
    case 1: {  // warp w1
      wait_mbarrier(c, 0, 0, 0);  // c1 on default:1, use 0
      compute(c, 10);  // s1:c:0
      wait_mbarrier(c, 1, 1, 0);  // c2 on default:2, use 0
      compute(c, 10);  // s1:c:1
      wait_mbarrier(c, 2, 2, 0);  // c3 on default:3, use 0
      compute(c, 10);  // s1:c:2
      signal_mbarrier(c, 3, 2, 1);  // p4 on default:3, use 1
      wait_mbarrier(c, 4, 2, 2);  // c5 on default:3, use 2
      compute(c, 15);  // s2:c:0
      wait_mbarrier(c, 5, 1, 1);  // c6 on default:2, use 1
      compute(c, 15);  // s2:c:1
      wait_mbarrier(c, 6, 0, 1);  // c7 on default:1, use 1
      compute(c, 15);  // s2:c:2
      signal_mbarrier(c, 7, 0, 1);  // p8 on default:1, use 2
      wait_mbarrier(c, 8, 0, 3);  // c9 on default:1, use 3
      compute(c, 50);  // s3:c:0
      break;
    }
    default:
      break;
  }
}
