#!/usr/bin/env bash
# The Python side's tests: the berth_client unit and integration tests (the real `berth serve`), the abuse
# suite of `berth serve` (bin/serve-abuse.py), then
# examples/torch in quick mode: plan_models.py (traces resnet50, mobilenet_v2 and swin_t for inference) and
# plan_workloads.py (a small resnet18 and GPT training step, 8 steps of GPT decoding with a torch.cat-grown and
# with a preallocated KV cache); each plans through the server, runs every plan out of one arena and fails
# unless the results equal eager execution bit for bit and a deliberately overlapping plan is caught.
# Uses Debian's /usr/bin/python3 (or $BERTH_PYTHON), where bin/setup-python.sh installs torch.
# The launcher is $BERTH or this repository's ./berth.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
py="${BERTH_PYTHON:-/usr/bin/python3}"
cd "$root"
if ! "$py" -c 'import sys; assert sys.version_info >= (3, 10)' 2>/dev/null; then
  echo "test-python: $py is missing or older than Python 3.10" >&2
  exit 2
fi
echo "test-python: berth_client tests ($("$py" --version))"
"$py" -m unittest discover -s clients/python/tests
echo "test-python: berth serve's abuse suite (bad requests, hostile paths, hang-ups, bombs, 2,000 checked solves)"
"$py" bin/serve-abuse.py
if ! "$py" -c 'import torch, torchvision' 2>/dev/null; then
  echo "test-python: $py cannot import torch/torchvision; run bin/setup-python.sh first" >&2
  exit 2
fi
echo "test-python: examples/torch quick mode"
"$py" -W ignore::UserWarning examples/torch/plan_models.py --quick "$@"
echo "test-python: examples/torch training steps and KV-cache decoding, quick mode"
"$py" -W ignore::UserWarning examples/torch/plan_workloads.py --quick "$@"
echo "test-python: all passed"
