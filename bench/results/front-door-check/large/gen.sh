#!/usr/bin/env bash
# Writes the generated suites under instances/<family>/ with fixed seeds.
# $1: a berth jar (the one after the refactor was used; `generate` is the same code on both sides
# and both sides bench these very files). Run from the repository root.
set -e
J=${JAVA:-java}
B="$J -Xss64m -cp $1 dev.berth.cli.Berth generate"
O=bench/results/front-door-check/large/instances
rm -rf "$O"; mkdir -p "$O"

# memory: 100..2000 buffers: training traces with alignments, one with layer parameters, one inference
# without alignments, one written as JSON (kept small: a 1000-buffer trace cost three 60 s time-outs)
$B memory --buffers 100,300 --seed 1 --count 2 --out $O/memory
$B memory --buffers 600,2000 --seed 11 --out $O/memory
$B memory --buffers 150 --weights --seed 21 --out $O/memory
$B memory --buffers 500 --inference --no-alignment --seed 31 --out $O/memory
$B memory --buffers 500 --format json --seed 41 --out $O/memory

# sync: random programs of 16..64 warps and 200..2000 pairs, every semantics, limits (one met, one too
# tight), reserved ids, and CUTLASS-like pipelines
$B sync --warps 16,32,64 --pairs 500,2000 --seed 1 --count 2 --out $O/sync
$B sync --warps 32 --pairs 1000 --semantics all --seed 5 --out $O/sync
$B sync --warps 48 --pairs 800 --limit 160 --reserved 0,1 --seed 6 --out $O/sync
$B sync --warps 32 --pairs 300 --limit 24 --semantics parity --seed 7 --out $O/sync
$B sync --shape pipeline --consumers 4 --stages 8 --iterations 32 --seed 3 --out $O/sync
$B sync --shape pipeline --consumers 8 --stages 6 --iterations 24 --semantics parity --seed 4 --out $O/sync

# tiles: 8..32 tiles of 60..150 variables
$B tiles --tiles 8,16 --variables 150 --sets 30 --seed 1 --out $O/tiles
$B tiles --tiles 32 --variables 60 --sets 20 --banked 0.4 --seed 2 --out $O/tiles

# channels: every shape, rings of 4 and 8 slots, 16 k-blocks, 4 tiles; the default 16 named barriers
# and no limit; every semantics on the gemm
$B channels --shape gemm,attention,multi,unplaced --slots 4,8 --stages 16 --tiles 4 --seed 1 --out $O/channels
$B channels --shape gemm,attention,multi --slots 6 --stages 24 --tiles 6 --limit 0 --seed 2 --out $O/channels/nolimit
$B channels --shape gemm --slots 3 --stages 12 --tiles 3 --semantics all --seed 3 --out $O/channels/semantics

# simt: every bundled kernel (examples/simt and its corpus) under 2 and 8 warps of 32 lanes
K=$(ls examples/simt/*.simt examples/simt/corpus/*.simt | tr '\n' ',' | sed 's/,$//')
$B simt --kernel "$K" --warps 2,8 --lanes 32 --out $O/simt
