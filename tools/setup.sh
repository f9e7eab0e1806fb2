#!/usr/bin/env bash
# Installs what building and testing need. Every step checks first, so a warm run takes
# about a second. `--browser` adds Chromium (and its headless shell), ChromeDriver and the e2e
# npm packages.
set -euo pipefail
cd "$(dirname "$0")/.."

browser=0
[ "${1:-}" = "--browser" ] && browser=1
export DEBIAN_FRONTEND=noninteractive
sudo=""
[ "$(id -u)" = 0 ] || sudo="sudo"

say() { printf 'setup: %s\n' "$*"; }

packages=()
command -v node >/dev/null 2>&1 || packages+=(nodejs)
command -v npm >/dev/null 2>&1 || packages+=(npm)
command -v cc >/dev/null 2>&1 || packages+=(gcc)
command -v curl >/dev/null 2>&1 || true
if [ "$browser" = 1 ]; then
  dpkg -s chromium chromium-driver >/dev/null 2>&1 || packages+=(chromium chromium-driver)
  # The page tests' browser: the same Chromium without the desktop browser around it,
  # half the CPU per page (e2e/helpers.mjs). ChromeDriver (the wasm tests) keeps chromium.
  dpkg -s chromium-headless-shell >/dev/null 2>&1 || packages+=(chromium-headless-shell)
  # 遊び場 and shogi kanji in headless Chromium (a fresh Debian has no CJK font).
  dpkg -s fonts-noto-cjk >/dev/null 2>&1 || packages+=(fonts-noto-cjk)
  # GNU Go: the tsumego tests' owl comparison (skipped with a note when absent).
  dpkg -s gnugo >/dev/null 2>&1 || packages+=(gnugo)
fi
if [ ${#packages[@]} -gt 0 ]; then
  say "apt-get install ${packages[*]}"
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
fi

if ! command -v cargo >/dev/null 2>&1; then
  [ -x "$HOME/.cargo/bin/cargo" ] && export PATH="$HOME/.cargo/bin:$PATH"
fi
command -v cargo >/dev/null 2>&1 || { echo "setup: cargo not found: install Rust with rustup first" >&2; exit 1; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  say "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

for component in rustfmt clippy; do
  if ! rustup component list --installed 2>/dev/null | grep -q "^$component"; then
    say "rustup component add $component"
    rustup component add "$component"
  fi
done

# The CLI must match the wasm-bindgen crate version pinned in Cargo.lock exactly.
pinned=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $pinned" ]; then
  say "cargo install wasm-bindgen-cli $pinned (several minutes, once)"
  cargo install wasm-bindgen-cli --version "$pinned" --quiet
fi

if [ "$browser" = 1 ]; then
  if [ ! -f e2e/node_modules/.package-lock.json ] || [ e2e/package-lock.json -nt e2e/node_modules/.package-lock.json ]; then
    say "npm ci (e2e)"
    (cd e2e && npm ci --no-audit --no-fund --loglevel=error)
  fi
fi
