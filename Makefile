# The two commands: `make serve` and `make test`. Both install what is missing first.
SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(PATH)
WASM := target/wasm32-unknown-unknown/release/asobiba.wasm
PORT ?= 8000

.PHONY: serve test setup setup-test wasm check lint types test-native test-wasm test-e2e bench

serve: setup wasm
	node tools/serve.mjs --port $(PORT)

# Two streams side by side (tools/test.sh says why): wasm, types, pages, wasm tests;
# and lint, native tests.
test: setup-test
	@bash tools/test.sh

setup:
	@bash tools/setup.sh

setup-test:
	@bash tools/setup.sh --browser

wasm:
	cargo build --quiet --release --target wasm32-unknown-unknown --lib
	wasm-bindgen --target web --out-dir pkg $(WASM)

# Style and types: rustfmt, clippy (native and wasm32) with warnings as errors, and a tsc
# JSDoc type check of www/ against the .d.ts that wasm-bindgen writes into pkg/.
check: lint types

lint:
	cargo fmt --all -- --check
	cargo clippy --quiet --all-targets -- -D warnings
	cargo clippy --quiet --target wasm32-unknown-unknown --lib -- -D warnings

types: wasm
	e2e/node_modules/.bin/tsc -p tsconfig.json

test-native:
	cargo test --quiet

# Rust tests in headless Chromium: every tests/wasm_*.rs file, in the headless shell as the
# pages are (tools/webdriver.json; 18 against 30 CPU-s in the full browser).
test-wasm:
	CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_WEBDRIVER_JSON=$(CURDIR)/tools/webdriver.json cargo test --target wasm32-unknown-unknown $(patsubst tests/%.rs,--test %,$(wildcard tests/wasm_*.rs))

# The real pages driven in headless Chromium, one file at a time (2 cores).
test-e2e:
	cd e2e && node --test --test-concurrency=1 --test-timeout=300000

# Benchmarks print figures; they are never part of `make test`.
bench: setup-test wasm
	cargo bench --quiet --bench poly
	cargo bench --quiet --bench godomachi
	cargo bench --quiet --bench forms
	node benches/forms-browser.mjs
	node benches/forms-responsive.mjs
	node benches/godomachi-browser.mjs
	cargo bench --quiet --bench zeta
	cargo bench --quiet --bench go
	cargo bench --quiet --bench go_count
	cargo bench --quiet --bench go_solve -- --seconds 60
	cargo bench --quiet --bench tsumego -- --budget 5000000
	node benches/tsumego-browser.mjs
	node benches/go-browser.mjs
	cargo bench --quiet --bench nko
	node benches/nko-browser.mjs
	node benches/zeta-wasm.mjs --n 22
	@(cd benches/shogi-haitaka && cargo build --quiet --release) || echo "haitaka peer could not be built: skipped"
	cargo bench --quiet --bench shogi -- --haitaka benches/shogi-haitaka/target/release/shogi-haitaka-bench
	@(cd benches/shogi-peers && npm install --silent --no-audit --no-fund) || echo "shogiops peer could not be installed: skipped"
	node benches/shogi-browser.mjs
