"""The workloads that plan_workloads.py plans: whole training steps and greedy decoding with a KV cache.

Each workload is a function of flat tensors returning a flat tuple of tensors, traced into one FX graph of
ATen operators by ``make_fx`` (functorch's tracer in torch 1.13; Python loops unroll, autograd's backward
kernels are recorded as they run). The same function run eagerly is the reference.

- ``training``: forward, loss and backward of a model with its parameters and buffers as inputs
  (``functional_call``): returns the loss and every gradient; batch-norm running statistics are updated in
  place in the buffer inputs. With ``micro > 1`` the batch comes as that many micro-batches, each one's
  gradients added in place into the first's (gradient accumulation).
- ``decoding``: a GPT-style decoder (``GPT`` below) reads a prompt and then generates ``steps`` tokens
  greedily, one position per step, with its keys and values cached either by ``torch.cat`` (a new, one
  position longer cache tensor per layer and step) or in caches allocated once for the whole sequence and
  written in place. Returns the generated tokens and the last step's logits.

Random weights and data from fixed seeds; dropout (GPT training, mobilenet_v2's classifier) draws from the
global generator, so every run of a workload starts from ``torch.manual_seed(workload.seed)``.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils.stateless import functional_call


@dataclass
class Workload:
    name: str                      # file-name friendly: resnet18-train-b8-128px
    model: str
    kind: str                      # train | train-accum | decode-cat | decode-inplace
    batch: int
    shape: str                     # what one step sees, e.g. "8x3x128x128" or "4x16 prompt + 64 steps"
    what: str                      # one sentence for the README of the suite
    fn: Callable[..., tuple]       # flat tensors -> flat tuple of tensors
    make_inputs: Callable[[bool], list[torch.Tensor]]  # fresh copies; True: parameters require grad
    grad: bool                     # eager run and tracing need autograd
    seed: int = 0


# --------------------------------------------------------------------------------------------- the GPT


class Block(nn.Module):
    """Pre-norm transformer block: causal multi-head self-attention and a GELU MLP, with dropout."""

    def __init__(self, d: int, heads: int, ctx: int, p: float) -> None:
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.fc = nn.Linear(d, 4 * d)
        self.act = nn.GELU()
        self.out = nn.Linear(4 * d, d)
        self.drop_attn = nn.Dropout(p)
        self.drop = nn.Dropout(p)
        self.register_buffer("causal", torch.tril(torch.ones(ctx, ctx, dtype=torch.bool)), persistent=False)

    def _heads(self, t: torch.Tensor) -> torch.Tensor:
        b, n, d = t.shape
        return t.view(b, n, self.heads, d // self.heads).transpose(1, 2)

    def _attend(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        b, h, n, dh = q.shape
        t = k.shape[2]
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(dh))
        if n > 1:  # a single new position may see every cached one
            att = att.masked_fill(~self.causal[t - n:t, :t], float("-inf"))
        att = self.drop_attn(F.softmax(att, dim=-1))
        y = (att @ v).transpose(1, 2).reshape(b, n, h * dh)
        return self.drop(self.proj(y))

    def _mlp(self, x: torch.Tensor) -> torch.Tensor:
        return self.drop(self.out(self.act(self.fc(self.ln2(x)))))

    def forward(self, x: torch.Tensor, past: tuple[torch.Tensor, torch.Tensor] | None = None
                ) -> tuple[torch.Tensor, tuple[torch.Tensor, torch.Tensor]]:
        """x: the n newest positions (B, n, d); past: the cached keys and values before them, or None.
        Returns the block's output and the keys and values up to these positions (the grown cache)."""
        d = x.shape[2]
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        q, k, v = self._heads(q), self._heads(k), self._heads(v)
        if past is not None:
            k = torch.cat([past[0], k], dim=2)
            v = torch.cat([past[1], v], dim=2)
        x = x + self._attend(q, k, v)
        return x + self._mlp(x), (k, v)

    def forward_into(self, x: torch.Tensor, kc: torch.Tensor, vc: torch.Tensor, pos: int) -> torch.Tensor:
        """The same with preallocated caches kc, vc (B, H, T, dh): positions [pos, pos + n) written in place."""
        n, d = x.shape[1], x.shape[2]
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=2)
        kc[:, :, pos:pos + n] = self._heads(k)
        vc[:, :, pos:pos + n] = self._heads(v)
        x = x + self._attend(self._heads(q), kc[:, :, :pos + n], vc[:, :, :pos + n])
        return x + self._mlp(x)


class GPT(nn.Module):
    """A small GPT-style decoder: token and learned position embeddings, pre-norm blocks, a final norm and
    an untied output projection."""

    def __init__(self, vocab: int = 1024, d: int = 256, layers: int = 4, heads: int = 4, ctx: int = 256,
                 p: float = 0.1) -> None:
        super().__init__()
        self.vocab, self.d, self.heads = vocab, d, heads
        self.tok = nn.Embedding(vocab, d)
        self.pos = nn.Embedding(ctx, d)
        self.drop = nn.Dropout(p)
        self.blocks = nn.ModuleList(Block(d, heads, ctx, p) for _ in range(layers))
        self.ln = nn.LayerNorm(d)
        self.head = nn.Linear(d, vocab, bias=False)

    def _embed(self, idx: torch.Tensor, start: int) -> torch.Tensor:
        return self.drop(self.tok(idx) + self.pos(torch.arange(start, start + idx.shape[1])))

    def forward(self, idx: torch.Tensor, start: int = 0,
                past: Sequence[tuple[torch.Tensor, torch.Tensor]] | None = None
                ) -> tuple[torch.Tensor, list[tuple[torch.Tensor, torch.Tensor]]]:
        x = self._embed(idx, start)
        grown = []
        for i, blk in enumerate(self.blocks):
            x, kv = blk(x, None if past is None else past[i])
            grown.append(kv)
        return self.head(self.ln(x)), grown

    def forward_into(self, idx: torch.Tensor, start: int,
                     caches: Sequence[tuple[torch.Tensor, torch.Tensor]]) -> torch.Tensor:
        x = self._embed(idx, start)
        for blk, (kc, vc) in zip(self.blocks, caches):
            x = blk.forward_into(x, kc, vc, start)
        return self.head(self.ln(x))


def generate_cat(model: GPT, prompt: torch.Tensor, steps: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Greedy decoding, the cache grown by torch.cat: every step makes each layer's keys and values anew,
    one position longer, and the old ones die."""
    logits, past = model(prompt)
    t = prompt.shape[1]
    out = []
    for s in range(steps):
        nxt = logits[:, -1].argmax(-1, keepdim=True)
        out.append(nxt)
        if s + 1 < steps:
            logits, past = model(nxt, t, past)
            t += 1
    return torch.cat(out, 1), logits


def generate_inplace(model: GPT, prompt: torch.Tensor, steps: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Greedy decoding with each layer's keys and values in caches allocated once for the whole sequence
    (prompt + steps) and written in place; attention reads the filled prefix (a view)."""
    b, p = prompt.shape
    dh = model.d // model.heads
    caches = [(torch.zeros(b, model.heads, p + steps, dh), torch.zeros(b, model.heads, p + steps, dh))
              for _ in model.blocks]
    logits = model.forward_into(prompt, 0, caches)
    t = p
    out = []
    for s in range(steps):
        nxt = logits[:, -1].argmax(-1, keepdim=True)
        out.append(nxt)
        if s + 1 < steps:
            logits = model.forward_into(nxt, t, caches)
            t += 1
    return torch.cat(out, 1), logits


# ------------------------------------------------------------------------------------------ builders


def training(name: str, model_name: str, model: nn.Module, batches: list[tuple[torch.Tensor, torch.Tensor]],
             loss_fn: Callable[[torch.Tensor, torch.Tensor], torch.Tensor], shape: str, what: str) -> Workload:
    """One training step of ``model`` (train mode) over ``batches`` (one batch, or the micro-batches of a
    gradient-accumulation step): loss and gradients out, buffers updated in place."""
    model.train()
    pnames = [n for n, _ in model.named_parameters()]
    bnames = [n for n, _ in model.named_buffers()]
    p0 = [p.detach().clone() for _, p in model.named_parameters()]
    b0 = [b.detach().clone() for _, b in model.named_buffers()]
    data = [t for xy in batches for t in xy]
    micro = len(batches)
    np_, nb = len(p0), len(b0)

    def step(*flat: torch.Tensor) -> tuple[torch.Tensor, ...]:
        ps, bs, xs = flat[:np_], flat[np_:np_ + nb], flat[np_ + nb:]
        state = {**dict(zip(pnames, ps)), **dict(zip(bnames, bs))}
        total: torch.Tensor | None = None
        acc: list[torch.Tensor] = []
        for i in range(micro):
            loss = loss_fn(functional_call(model, state, (xs[2 * i],)), xs[2 * i + 1])
            if micro > 1:
                loss = loss / micro
            grads = torch.autograd.grad(loss, ps)
            if total is None:
                total, acc = loss, list(grads)
            else:
                for g_acc, g in zip(acc, grads):
                    g_acc.add_(g)  # accumulate in place, as .grad does
                total = total + loss
        assert total is not None
        return (total, *acc)

    def make_inputs(trainable: bool) -> list[torch.Tensor]:
        return ([p.clone().requires_grad_(trainable) for p in p0] + [b.clone() for b in b0]
                + [t.clone() for t in data])

    batch = sum(x.shape[0] for x, _ in batches)
    return Workload(name, model_name, "train" if micro == 1 else "train-accum", batch, shape, what, step,
                    make_inputs, grad=True)


def cnn_training(model_name: str, batch: int, size: int, micro: int = 1) -> Workload:
    import torchvision
    torch.manual_seed(0)
    model = getattr(torchvision.models, model_name)(weights=None)
    classes = 1000
    per = batch // micro
    batches = [(torch.randn(per, 3, size, size), torch.randint(0, classes, (per,))) for _ in range(micro)]
    shape = f"{batch}x3x{size}x{size}" if micro == 1 else f"{micro}x({per}x3x{size}x{size})"
    tag = f"b{batch}" if micro == 1 else f"{micro}x{per}"
    kind = "train" if micro == 1 else "train-accum"
    acc = "" if micro == 1 else f" as {micro} micro-batches of {per}, gradients accumulated in place"
    what = (f"torchvision {model_name} (random weights, 1000 classes), one SGD step's forward, cross-entropy "
            f"loss and backward at batch {batch}{acc}, {size}x{size} images; batch norm in training mode")
    return training(f"{model_name}-{kind}-{tag}-{size}px", model_name, model, batches, F.cross_entropy, shape, what)


GPT_CONFIG = dict(vocab=1024, d=256, layers=4, heads=4, ctx=256)


def gpt_desc(p: float) -> str:
    c = GPT_CONFIG
    return (f"GPT-style decoder ({c['layers']} layers, d={c['d']}, {c['heads']} heads, vocab {c['vocab']}, "
            f"dropout {p})")


def gpt_training(batch: int, seq: int, micro: int = 1) -> Workload:
    torch.manual_seed(0)
    model = GPT(**GPT_CONFIG, p=0.1)
    per = batch // micro
    batches = []
    for _ in range(micro):
        idx = torch.randint(0, GPT_CONFIG["vocab"], (per, seq + 1))
        batches.append((idx[:, :-1].contiguous(), idx[:, 1:].contiguous()))

    def loss_fn(out: tuple[torch.Tensor, list], y: torch.Tensor) -> torch.Tensor:
        logits = out[0]
        return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), y.reshape(-1))

    tag = f"b{batch}" if micro == 1 else f"{micro}x{per}"
    kind = "train" if micro == 1 else "train-accum"
    acc = "" if micro == 1 else f" as {micro} micro-batches of {per}, gradients accumulated in place"
    shape = f"{batch}x{seq} tokens" if micro == 1 else f"{micro}x({per}x{seq}) tokens"
    what = (f"{gpt_desc(0.1)}, one training step (forward, next-token cross-entropy, backward) at batch "
            f"{batch}{acc}, {seq} tokens per sequence")
    return training(f"gpt-{kind}-{tag}-t{seq}", "gpt", model, batches, loss_fn, shape, what)


def gpt_decoding(batch: int, prompt_len: int, steps: int, variant: str) -> Workload:
    torch.manual_seed(0)
    model = GPT(**GPT_CONFIG, p=0.1).eval()
    prompt = torch.randint(0, GPT_CONFIG["vocab"], (batch, prompt_len))
    gen = {"cat": generate_cat, "inplace": generate_inplace}[variant]

    def decode(idx: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        return gen(model, idx, steps)

    cache = ("grown by torch.cat each step (each layer's keys and values made anew, one position longer)"
             if variant == "cat" else
             f"preallocated for all {prompt_len + steps} positions and written in place each step")
    what = (f"{gpt_desc(0.1)} in eval mode: a {prompt_len}-token prompt at batch {batch}, then {steps} tokens "
            f"generated greedily, one per step, all steps unrolled into one graph; the KV cache {cache}")
    return Workload(f"gpt-decode-{variant}-b{batch}-{steps}steps", "gpt", f"decode-{variant}", batch,
                    f"{batch}x{prompt_len} prompt + {steps} steps", what, decode,
                    lambda trainable: [prompt.clone()], grad=False)


def full_set(size: int = 128, seq: int = 128, steps: int = 64) -> list[Callable[[], Workload]]:
    """The workloads of the committed table (builders: each makes its model only when it runs)."""
    return [
        lambda: cnn_training("resnet18", 8, size),
        lambda: cnn_training("resnet18", 32, size),
        lambda: cnn_training("resnet18", 32, size, micro=2),
        lambda: cnn_training("mobilenet_v2", 8, size),
        lambda: cnn_training("mobilenet_v2", 32, size),
        lambda: gpt_training(8, seq),
        lambda: gpt_training(16, seq),
        lambda: gpt_training(16, seq, micro=2),
        lambda: gpt_decoding(4, 16, steps, "cat"),
        lambda: gpt_decoding(4, 16, steps, "inplace"),
    ]


def quick_set() -> list[Callable[[], Workload]]:
    """Small ones for the test suite: a CNN and a GPT training step, and 8 steps of each way of decoding."""
    return [
        lambda: cnn_training("resnet18", 2, 64),
        lambda: gpt_training(2, 32),
        lambda: gpt_decoding(2, 8, 8, "cat"),
        lambda: gpt_decoding(2, 8, 8, "inplace"),
    ]
