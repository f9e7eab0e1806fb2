#!/usr/bin/env bash
# `make test` after the set-up, as two streams side by side. The pages' stream builds the
# wasm (link-time optimisation: mostly one core), checks the page scripts' types and drives
# the pages, which mostly wait on the browser (about 0.6 of a core). The Rust stream (lint,
# native tests, wasm tests) takes the rest of the machine at the lowest priority, so the
# pages see it as if alone. Cargo locks each profile's build directory on its own, so the
# release wasm build and the test builds do not wait on each other. Both streams run to
# the end; the run fails if either failed.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p target
log=target/pages.log
make --no-print-directory types test-e2e > "$log" 2>&1 &
pages=$!
trap 'kill "$pages" 2>/dev/null' EXIT
nice -n 19 make --no-print-directory lint test-native test-wasm
rust=$?
wait "$pages"
e2e=$?
trap - EXIT
echo "== the wasm build, types and end-to-end pages (run beside the above; $log):"
cat "$log"
verdict() { if [ "$1" = 0 ]; then echo passed; else echo "FAILED (exit $1)"; fi; }
echo "== lint, native and wasm tests: $(verdict $rust); wasm build, types and pages: $(verdict $e2e)"
[ "$rust" = 0 ] && [ "$e2e" = 0 ]
