#!/usr/bin/env bash
# `make test` after the set-up and the wasm build. The end-to-end pages mostly wait on the
# browser (about 0.6 of a core), so they run beside the Rust checks and tests, which run at
# the lowest priority: the pages see the machine as if alone, the Rust side takes the
# rest. Both run to the end; the run fails if either failed.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p target
log=target/e2e.log
make --no-print-directory test-e2e > "$log" 2>&1 &
pages=$!
trap 'kill "$pages" 2>/dev/null' EXIT
nice -n 19 make --no-print-directory check test-native test-wasm
rust=$?
wait "$pages"
e2e=$?
trap - EXIT
echo "== the end-to-end pages (run beside the above; $log):"
cat "$log"
verdict() { if [ "$1" = 0 ]; then echo passed; else echo "FAILED (exit $1)"; fi; }
echo "== Rust checks and tests: $(verdict $rust); end-to-end pages: $(verdict $e2e)"
[ "$rust" = 0 ] && [ "$e2e" = 0 ]
