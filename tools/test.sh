#!/usr/bin/env bash
# `make test` after the set-up, as two streams side by side. The browser's stream builds
# the wasm (link-time optimisation: mostly one core), checks the page scripts' types,
# drives the pages (alone: 274 s and 1.4 cores, Chromium's processes included) and runs
# the wasm tests, at a lower priority than the Rust stream (lint, native tests: two cores
# for most of their 12 minutes), the longer of the two. Chromium starts its own session,
# so its scheduling group shares the machine whatever the priority; both cores are busy
# from start to end, so only less work makes the suite shorter. Cargo locks each
# profile's build directory on its own, so the release wasm build and the test builds do
# not wait on each other. Each stream goes on past a failure (make -k); the run fails if
# either failed.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p target
log=target/browser.log
nice -n 10 make -k --no-print-directory types test-e2e test-wasm > "$log" 2>&1 &
browser=$!
trap 'kill "$browser" 2>/dev/null' EXIT
make -k --no-print-directory lint test-native
rust=$?
wait "$browser"
browser_status=$?
trap - EXIT
echo "== the wasm build, types, end-to-end pages and wasm tests (run beside the above; $log):"
cat "$log"
verdict() { if [ "$1" = 0 ]; then echo passed; else echo "FAILED (exit $1)"; fi; }
echo "== lint and native tests: $(verdict $rust); wasm build, types, pages and wasm tests: $(verdict $browser_status)"
[ "$rust" = 0 ] && [ "$browser_status" = 0 ]
