"""Static memory planning of torch.fx graphs, and execution out of one planned arena.

The pieces, each usable alone:
  analyse(gm, x)          -> Analysis: every intermediate storage ("root") with its size and lifetime,
                             and which graph values alias which root (found by running the graph once)
  memory_instance(a, m)   -> the Berth memory-family JSON instance (m = "colocate" or "merge")
  greedy_by_size(a)       -> the TFLite greedy-by-size offsets (baseline)
  first_fit_by_start(a)   -> first fit in start order, as a naive caching allocator places them (baseline)
  verify_offsets(a, off)  -> independent pairwise check of a plan; returns the arena size
  run_in_arena(gm, a, off, x) -> the graph's output computed with every intermediate in one uint8 arena

Lifetimes. Nodes are numbered in graph order (placeholders and get_attr included). A root born at node
i and last read by node j occupies [i, j + 1): it is written while node i runs and must survive until
node j has read it, so it conflicts with node j's own output. An alias (view, reshape, flatten, getitem,
an in-place op's result, a module that returns its input such as Dropout in eval) owns no memory: it
keeps its root's whole storage alive, so its uses extend the root's lifetime.

Aliases are found, not guessed: the analysis runs the graph once (eager kernels, no value freed) and a
result whose storage is one already seen is an alias of that storage's root. This is exact for the
traced graph at these shapes, which is all a static plan needs.

Functions wrapped with torch.fx.wrap (swin_t's shifted_window_attention, for instance) are single
nodes: their internal temporaries come from the normal allocator, not the arena; only their results are
planned.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Iterable

import torch
import torch.fx
from torch.fx import Interpreter, Node
from torch.utils._pytree import tree_flatten, tree_unflatten

ALIGN = 64  # c10's CPU allocator aligns to 64 bytes; the arena matches it so kernels see the same alignment


def align_up(n: int, a: int = ALIGN) -> int:
    return (n + a - 1) // a * a


def _storage_key(t: torch.Tensor) -> int:
    return t.storage().data_ptr()


def _storage_nbytes(t: torch.Tensor) -> int:
    return t.storage().nbytes()


@dataclass
class Root:
    """One storage that some node allocates: a buffer of the plan."""

    id: str
    node: str             # the node whose result allocated it
    dtype: torch.dtype
    nbytes: int           # the storage's bytes, unaligned
    size: int             # aligned to ALIGN: what the plan reserves
    start: int            # index of the allocating node
    end: int              # one past the last node that reads it or any alias of it
    holders: list[str] = field(default_factory=list)  # nodes whose result contains this storage


@dataclass(frozen=True)
class Leaf:
    """What a tensor in a node's (flattened) result is: a new root, an alias of one, or outside the arena."""

    kind: str             # "root" | "alias" | "external"
    root: str | None


@dataclass
class Holding:
    """A node holding a root: in colocate mode each is its own buffer, colocated with the root."""

    node: str
    root: str
    start: int
    end: int


@dataclass
class Analysis:
    nodes: list[str]
    roots: dict[str, Root]
    leaves: dict[str, list[Leaf]]        # node -> kinds of its result's tensor leaves, in tree_flatten order
    holdings: list[Holding]
    reference: Any = None                # the graph's output in the analysis run

    @property
    def alias_count(self) -> int:
        return sum(1 for ls in self.leaves.values() for leaf in ls if leaf.kind == "alias")

    def total_bytes(self) -> int:
        return sum(r.size for r in self.roots.values())

    def max_live(self) -> int:
        """The largest sum of sizes live at one step: a lower bound on any arena."""
        delta = [0] * (len(self.nodes) + 1)
        for r in self.roots.values():
            delta[r.start] += r.size
            delta[r.end] -= r.size
        best = cur = 0
        for d in delta:
            cur += d
            best = max(best, cur)
        return best


class _Recorder(Interpreter):
    """Runs the graph once, keeping every value alive so that a storage address is never reused
    by a later, unrelated tensor (which would look like an alias)."""

    def __init__(self, gm: torch.fx.GraphModule) -> None:
        super().__init__(gm, garbage_collect_values=False)
        self.index = {n.name: i for i, n in enumerate(gm.graph.nodes)}
        self.owner: dict[int, str | None] = {}   # storage address -> root id (None: outside the arena)
        self.roots: dict[str, Root] = {}
        self.leaves: dict[str, list[Leaf]] = {}
        self.keep: list[Any] = []
        for t in list(gm.parameters()) + list(gm.buffers()):
            self.owner[_storage_key(t)] = None

    def run_node(self, n: Node) -> Any:
        value = super().run_node(n)
        self.keep.append(value)
        flat, _ = tree_flatten(value)
        kinds: list[Leaf] = []
        for k, t in enumerate(x for x in flat if isinstance(x, torch.Tensor)):
            if t.numel() == 0 or t.storage().nbytes() == 0:
                kinds.append(Leaf("external", None))  # nothing to place
                continue
            key = _storage_key(t)
            if key in self.owner:
                root = self.owner[key]
                kinds.append(Leaf("alias", root) if root is not None else Leaf("external", None))
            elif n.op in ("placeholder", "get_attr"):
                self.owner[key] = None  # inputs and weights live outside the arena
                kinds.append(Leaf("external", None))
            else:
                rid = n.name if k == 0 else f"{n.name}#{k}"
                self.roots[rid] = Root(rid, n.name, t.dtype, _storage_nbytes(t),
                                       align_up(_storage_nbytes(t)), self.index[n.name], self.index[n.name] + 1)
                self.owner[key] = rid
                kinds.append(Leaf("root", rid))
        self.leaves[n.name] = kinds
        return value


def analyse(gm: torch.fx.GraphModule, *inputs: torch.Tensor) -> Analysis:
    """Sizes and lifetimes of every intermediate storage of ``gm`` run on ``inputs``."""
    rec = _Recorder(gm)
    with torch.no_grad():
        out = rec.run(*inputs)
    nodes = list(gm.graph.nodes)
    index = rec.index
    holdings: list[Holding] = []
    for n in nodes:
        held = {leaf.root for leaf in rec.leaves.get(n.name, []) if leaf.root is not None}
        if not held:
            continue
        # a value is read by its users; the graph's output is read by the output node itself
        last = max([index[u.name] for u in n.users] + [index[n.name]])
        for rid in sorted(held):
            root = rec.roots[rid]
            root.holders.append(n.name)
            root.end = max(root.end, last + 1)
            holdings.append(Holding(n.name, rid, index[n.name], last + 1))
    return Analysis([n.name for n in nodes], rec.roots, rec.leaves, holdings, out)


def memory_instance(a: Analysis, mode: str) -> dict[str, Any]:
    """The Berth memory instance of the plan.

    merge:    one buffer per root, over the union of its holders' lifetimes.
    colocate: one buffer per (node, root it holds) over that node's own lifetime, all of a root's
              buffers in one ``colocate`` group; each is as large as the root's whole storage, because a
              view (e.g. x[..., 1::2, :]) may sit anywhere inside it and keeps all of it alive.
    Both describe the same memory; colocate keeps the graph's alias structure visible to the solver and
    to the checker.
    """
    buffers: list[dict[str, Any]] = []
    if mode == "merge":
        for r in a.roots.values():
            buffers.append({"id": r.id, "start": r.start, "end": r.end, "size": r.size, "alignment": ALIGN})
    elif mode == "colocate":
        for h in a.holdings:
            r = a.roots[h.root]
            b: dict[str, Any] = {"id": _holding_id(h), "start": h.start, "end": h.end, "size": r.size,
                                 "alignment": ALIGN}
            if len(r.holders) > 1:
                b["colocate"] = r.id
            buffers.append(b)
    else:
        raise ValueError(f"alias mode must be 'colocate' or 'merge', not {mode!r}")
    # the family needs a capacity; every tensor side by side always fits, so this one constrains nothing
    # and the "peak" objective finds the arena size
    return {"family": "memory", "capacity": max(a.total_bytes(), ALIGN), "buffers": buffers}


def _holding_id(h: Holding) -> str:
    return h.root if h.node == h.root.split("#")[0] else f"{h.node}@{h.root}"


def root_offsets(a: Analysis, mode: str, assignment: dict[str, int]) -> dict[str, int]:
    """Each root's offset from a solver's assignment; in colocate mode every alias must share it."""
    if mode == "merge":
        return {rid: int(assignment[rid]) for rid in a.roots}
    offsets: dict[str, int] = {}
    for h in a.holdings:
        off = int(assignment[_holding_id(h)])
        if offsets.setdefault(h.root, off) != off:
            raise AssertionError(f"colocated buffers of {h.root} got different offsets ({offsets[h.root]}, {off})")
    return offsets


def verify_offsets(a: Analysis, offsets: dict[str, int]) -> int:
    """Checks that no two roots live at the same time share a byte (independently of Berth's checker)
    and that every offset is aligned; returns the arena size the plan needs."""
    rs = sorted(a.roots.values(), key=lambda r: r.start)
    for i, p in enumerate(rs):
        if offsets[p.id] % ALIGN:
            raise AssertionError(f"{p.id} at {offsets[p.id]} is not {ALIGN}-aligned")
        for q in rs[i + 1:]:
            if q.start >= p.end:
                break
            if offsets[p.id] < offsets[q.id] + q.size and offsets[q.id] < offsets[p.id] + p.size:
                raise AssertionError(f"{p.id} [{p.start},{p.end}) @{offsets[p.id]}+{p.size} overlaps "
                                     f"{q.id} [{q.start},{q.end}) @{offsets[q.id]}+{q.size}")
    return max((offsets[r.id] + r.size for r in rs), default=0)


def greedy_by_size(a: Analysis) -> dict[str, int]:
    """TFLite's greedy-by-size offset calculation (Pisarchyk & Lee 2020, "Efficient Memory Management
    for Deep Neural Net Inference"; TFLite GPU delegate's GreedyBySizeAssignment, and the best-fit rule of
    TFLite's SimpleMemoryArena::Allocate).

    Buffers in decreasing size (ties: earlier first use, then id). Each goes into the smallest gap, in
    offset order, between the already placed buffers that overlap it in time and that is large enough
    (best fit); with no such gap it goes right after the highest of them. Sizes here are already
    multiples of ALIGN, so every offset stays aligned.
    """
    order = sorted(a.roots.values(), key=lambda r: (-r.size, r.start, r.id))
    placed: list[tuple[int, int, int, int]] = []  # (offset, size, start, end)
    offsets: dict[str, int] = {}
    for r in order:
        overlapping = sorted((o, s) for o, s, st, en in placed if st < r.end and r.start < en)
        best: int | None = None
        best_gap = math.inf
        cursor = 0
        for o, s in overlapping:
            gap = o - cursor
            if gap >= r.size and gap < best_gap:
                best, best_gap = cursor, gap
            cursor = max(cursor, o + s)
        offset = best if best is not None else cursor
        offsets[r.id] = offset
        placed.append((offset, r.size, r.start, r.end))
    return offsets


def first_fit_by_start(a: Analysis) -> dict[str, int]:
    """First fit in start order: what a naive caching allocator does at run time, with no look-ahead.

    Buffers in the order they are created (start time, then the order the analysis met them: a node's
    results in output order). Each goes to the lowest offset where it does not overlap any already placed
    buffer that is live at the same time (the first large-enough gap from address 0), else right above
    them. Sizes are multiples of ALIGN, so every offset stays aligned.
    """
    order = sorted(enumerate(a.roots.values()), key=lambda ir: (ir[1].start, ir[0]))
    active: list[tuple[int, int, int]] = []  # (offset, size, end) of placed buffers still live
    offsets: dict[str, int] = {}
    for _, r in order:
        # every later buffer starts at or after r.start: those that ended by then never matter again
        active = [(o, s, en) for o, s, en in active if en > r.start]
        cursor = 0
        for o, s, _en in sorted(active):
            if o - cursor >= r.size:
                break
            cursor = max(cursor, o + s)
        offsets[r.id] = cursor
        active.append((cursor, r.size, r.end))
    return offsets


class _ArenaInterpreter(Interpreter):
    """Runs the graph with every root stored in ``arena`` at its planned offset.

    Each node is computed by its normal kernel; a new result (a root) is then copied into its slot and
    consumers get the slot's view with the same dtype, shape, strides and storage offset. Aliases are
    passed on untouched but must point into their root's slot. So if two roots that are live at once
    overlap, the later copy overwrites the earlier value and the output differs from eager execution.
    """

    def __init__(self, gm: torch.fx.GraphModule, a: Analysis, offsets: dict[str, int],
                 arena: torch.Tensor) -> None:
        super().__init__(gm)
        self.a = a
        self.offsets = offsets
        self.arena = arena
        self.base = arena.data_ptr()
        self.typed: dict[torch.dtype, torch.Tensor] = {}

    def _view(self, dtype: torch.dtype) -> torch.Tensor:
        if dtype not in self.typed:
            self.typed[dtype] = self.arena.view(dtype)
        return self.typed[dtype]

    def _in_slot(self, t: torch.Tensor, rid: str) -> bool:
        lo = self.base + self.offsets[rid]
        hi = lo + self.a.roots[rid].size
        first = t.data_ptr()
        span = sum((s - 1) * st for s, st in zip(t.shape, t.stride()) if s > 0) + 1
        return lo <= first and first + span * t.element_size() <= hi

    def run_node(self, n: Node) -> Any:
        value = super().run_node(n)
        flat, spec = tree_flatten(value)
        kinds = iter(self.a.leaves.get(n.name, []))
        copied: dict[int, int] = {}  # source storage address -> its slot's element offset in the arena
        out: list[Any] = []
        for x in flat:
            if not isinstance(x, torch.Tensor):
                out.append(x)
                continue
            leaf = next(kinds)
            in_arena = x.numel() > 0 and _storage_key(x) == _storage_key(self.arena)
            if leaf.kind == "external":
                if in_arena:
                    raise AssertionError(f"{n.name}: a value planned outside the arena points into it")
                out.append(x)
            elif leaf.kind == "alias" and x.numel() > 0 and _storage_key(x) in copied:
                # a second view of a storage this same node created: rebuild it on the slot
                out.append(torch.as_strided(self._view(x.dtype), x.shape, x.stride(),
                                            copied[_storage_key(x)] + x.storage_offset()))
            elif leaf.kind == "alias":
                assert leaf.root is not None
                if not (in_arena and self._in_slot(x, leaf.root)):
                    raise AssertionError(f"{n.name}: an alias of {leaf.root} does not point into its slot")
                out.append(x)
            else:
                assert leaf.root is not None
                root = self.a.roots[leaf.root]
                if in_arena or x.dtype != root.dtype or _storage_nbytes(x) != root.nbytes:
                    raise AssertionError(f"{n.name}: result differs from the analysis run "
                                         f"({x.dtype}, {_storage_nbytes(x)} bytes vs {root.dtype}, {root.nbytes})")
                key = _storage_key(x)
                if key not in copied:
                    off = self.offsets[leaf.root]
                    if off % x.element_size():
                        raise AssertionError(f"{leaf.root} at {off} is not aligned for {x.dtype}")
                    elem = off // x.element_size()
                    numel = root.nbytes // x.element_size()
                    whole = torch.as_strided(x, (numel,), (1,), 0)  # the entire storage, views included
                    self._view(x.dtype)[elem:elem + numel].copy_(whole)
                    copied[key] = elem
                out.append(torch.as_strided(self._view(x.dtype), x.shape, x.stride(),
                                            copied[key] + x.storage_offset()))
        return tree_unflatten(out, spec)


def run_in_arena(gm: torch.fx.GraphModule, a: Analysis, offsets: dict[str, int], *inputs: torch.Tensor,
                 arena_bytes: int | None = None, poison: int = 0xFF) -> tuple[Any, int]:
    """The graph's output computed out of one preallocated uint8 arena; returns (output, arena bytes).

    The arena starts filled with ``poison`` (0xFF bytes are float NaNs), so reading a slot that was
    never written also shows up as a mismatch."""
    need = max((offsets[r.id] + r.size for r in a.roots.values()), default=0)
    size = align_up(max(need, arena_bytes or 0), ALIGN)
    arena = torch.full((size,), poison, dtype=torch.uint8)
    if arena.data_ptr() % ALIGN:
        raise AssertionError("the arena itself is not 64-byte aligned")
    with torch.no_grad():
        out = _ArenaInterpreter(gm, a, offsets, arena).run(*inputs)
        # the output may live in the arena: detach it from the arena before the arena goes away
        out = tree_unflatten([x.clone() if isinstance(x, torch.Tensor) else x for x in tree_flatten(out)[0]],
                             tree_flatten(out)[1])
    return out, size


def outputs_equal(x: Any, y: Any) -> bool:
    fx_, sx = tree_flatten(x)
    fy, sy = tree_flatten(y)
    if sx != sy or len(fx_) != len(fy):
        return False
    return all(torch.equal(p, q) if isinstance(p, torch.Tensor) else p == q for p, q in zip(fx_, fy))


def sabotage(a: Analysis, offsets: dict[str, int]) -> tuple[dict[str, int], str] | None:
    """A deliberately wrong plan: the largest root B moved onto a root A that is still read after B is
    written (def A < def B < last use of A). Running it must corrupt the output."""
    candidates: Iterable[tuple[int, str, str]] = (
        (b.size, p.id, b.id) for b in a.roots.values() for p in a.roots.values()
        if p.start < b.start and b.start + 1 < p.end)
    best = max(candidates, default=None)
    if best is None:
        return None
    _, victim, culprit = best
    bad = dict(offsets)
    bad[culprit] = offsets[victim]
    return bad, f"{culprit} moved onto {victim}"
