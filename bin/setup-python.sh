#!/usr/bin/env bash
# Makes Debian's /usr/bin/python3 able to run examples/torch: installs python3-torch and
# python3-torchvision with apt-get, but only when they are not importable already.
# Debian's packages go into /usr/bin/python3's site-packages; a pyenv `python3` earlier on PATH
# does not see them, so everything torch-related in this project calls /usr/bin/python3 (or $BERTH_PYTHON).
set -euo pipefail
py="${BERTH_PYTHON:-/usr/bin/python3}"
if "$py" -c 'import torch, torchvision' 2>/dev/null; then
  echo "setup-python: torch and torchvision already importable by $py; nothing to do"
  exit 0
fi
if [ "$py" != /usr/bin/python3 ]; then
  echo "setup-python: $py cannot import torch/torchvision; apt-get only installs for /usr/bin/python3" >&2
  exit 2
fi
if ! command -v apt-get >/dev/null; then
  echo "setup-python: apt-get not found; install torch 1.13+ and torchvision for $py by hand" >&2
  exit 2
fi
sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
echo "setup-python: installing python3-torch and python3-torchvision with apt-get (CPU only, ~250 packages, about a minute)"
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -qq
"${sudo[@]}" apt-get install -y -qq --no-install-recommends python3-torch python3-torchvision >/dev/null
"$py" -c 'import torch, torchvision; print("setup-python: torch", torch.__version__, "torchvision", torchvision.__version__)'
