# stridelab — plain Makefile (GNU make).  Why not CMake: the tree is small, every source
# file under src/ belongs to the library, and a Makefile anyone can read is the whole build.
#
#   make                 library (static + shared), CLI, pkg-config file
#   make check           build and run every test (unit, corpus replay, CLI scripts)
#   make asan            the same tests under AddressSanitizer + UBSan, the collector
#                        in stress mode (BUILD=build-asan)
#   make fuzz-smoke      each libFuzzer harness for FUZZ_SECONDS (clang)
#   make bench           build the benchmarks in bench/
#   make install         PREFIX=/usr/local DESTDIR=
#
# Variables: BUILD (output dir), CC, OPT, SAN, CFLAGS, LDFLAGS.

BUILD   ?= build
CC      ?= cc
OPT     ?= -O2 -g
PREFIX  ?= /usr/local
VERSION := 0.1.0
FUZZ_SECONDS ?= 20

WARN    := -Wall -Wextra -Werror -Wshadow -Wno-unused-parameter -Wmissing-prototypes -Wmissing-declarations
BASEFLAGS := -std=c11 -D_DEFAULT_SOURCE -D_GNU_SOURCE $(OPT) $(WARN) -Iinclude -Isrc $(SAN) $(CFLAGS)
LDLIBS  := -lm -lpthread

LIB_SRC  := $(sort $(shell find src -name '*.c'))
LIB_HDR  := $(sort $(shell find src -name '*.h'))
LIB_OBJ  := $(LIB_SRC:%.c=$(BUILD)/%.o)
PIC_OBJ  := $(LIB_SRC:%.c=$(BUILD)/pic/%.o)
CLI_SRC  := $(sort $(wildcard cli/*.c))
CLI_OBJ  := $(CLI_SRC:%.c=$(BUILD)/%.o)
TEST_SRC := $(sort $(wildcard tests/test_*.c))
TEST_BIN := $(TEST_SRC:tests/%.c=$(BUILD)/tests/%) $(BUILD)/tests/test_capi_null
TEST_SUPPORT := $(sort $(wildcard tests/support/*.c))
BENCH_SRC := $(sort $(wildcard bench/*.c))
BENCH_BIN := $(BENCH_SRC:bench/%.c=$(BUILD)/bench/%)
FUZZ_SRC := $(sort $(wildcard fuzz/fuzz_*.c))

.PHONY: all lib cli check asan fuzz-smoke bench install clean page browser-test
all: lib cli $(BUILD)/stridelab.pc
lib: $(BUILD)/libstridelab.a $(BUILD)/libstridelab.so
cli: $(BUILD)/stridelab

$(BUILD)/%.o: %.c include/stridelab.h $(LIB_HDR)
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) -c $< -o $@

$(BUILD)/pic/%.o: %.c include/stridelab.h $(LIB_HDR)
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) -fPIC -c $< -o $@

$(BUILD)/libstridelab.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(BUILD)/libstridelab.so: $(PIC_OBJ)
	$(CC) -shared -Wl,-soname,libstridelab.so.0 $(SAN) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/stridelab: $(CLI_OBJ) $(BUILD)/gen/page_blob.o $(BUILD)/libstridelab.a
	$(CC) $(SAN) $(LDFLAGS) -o $@ $(CLI_OBJ) $(BUILD)/gen/page_blob.o $(BUILD)/libstridelab.a $(LDLIBS)

$(BUILD)/tests/%: tests/%.c $(TEST_SUPPORT) $(BUILD)/libstridelab.a tests/support/test_support.h $(wildcard tests/*.inc)
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) -Itests/support -o $@ $< $(TEST_SUPPORT) $(BUILD)/libstridelab.a -lcmocka $(LDLIBS) $(LDFLAGS)

# The C API's NULL and count test, generated from the public header (the generator stops
# on a prototype it cannot read, so no function is left out; it prints what it covered).
$(BUILD)/gen/test_capi_null.c: include/stridelab.h scripts/gen_capi_null_test.py
	@mkdir -p $(dir $@)
	python3 scripts/gen_capi_null_test.py include/stridelab.h $@

$(BUILD)/tests/test_capi_null: $(BUILD)/gen/test_capi_null.c $(TEST_SUPPORT) $(BUILD)/libstridelab.a tests/support/test_support.h
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) -Itests/support -o $@ $< $(TEST_SUPPORT) $(BUILD)/libstridelab.a -lcmocka $(LDLIBS) $(LDFLAGS)

# The Python core alone: src/core and src/lang/python, nothing of the object layers
# (tests/pycore.sh runs it; that it links at all is part of the test)
PYCORE_OBJ := $(filter $(BUILD)/src/core/%.o $(BUILD)/src/lang/python/%.o,$(LIB_OBJ))
$(BUILD)/tests/pycore_run: tests/pycore/pycore_run.c $(PYCORE_OBJ)
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) -o $@ $< $(PYCORE_OBJ) $(LDLIBS) $(LDFLAGS)

$(BUILD)/bench/%: bench/%.c $(BUILD)/libstridelab.a
	@mkdir -p $(dir $@)
	$(CC) $(BASEFLAGS) -o $@ $< $(BUILD)/libstridelab.a $(LDLIBS) $(LDFLAGS)

$(BUILD)/stridelab.pc: stridelab.pc.in
	@mkdir -p $(BUILD)
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(VERSION)|g' $< > $@

# Every unit test binary, then every tests/*.sh script (given the CLI path).
# Every test runs even when an earlier one fails; the failures are listed at the end.
check: all $(TEST_BIN) $(BUILD)/tests/pycore_run
	@failed=""; \
	for t in $(TEST_BIN); do echo "== $$t"; $$t || failed="$$failed $$t"; done; \
	for s in $(sort $(wildcard tests/*.sh)); do echo "== $$s"; \
	  STRIDELAB=$(BUILD)/stridelab BUILD=$(BUILD) sh $$s || failed="$$failed $$s"; done; \
	if [ -n "$$failed" ]; then echo "make check: FAILED:$$failed"; exit 1; fi; \
	echo "make check: all tests passed"

# The sanitizer build also runs the snippet heap's collector in its stress mode (a
# collection every 16 KiB allocated instead of every 4 MiB), so a value that C code
# holds where the collector does not look is freed early and ASan reports the use.
asan:
	LSAN_OPTIONS=suppressions=$(abspath tests/support/lsan.supp) \
	$(MAKE) BUILD=build-asan OPT="-O1 -g -fno-omit-frame-pointer -DLANG_GC_STRESS" \
	  SAN="-fsanitize=address,undefined -fno-sanitize-recover=all" check

bench: lib $(BENCH_BIN)

# libFuzzer harnesses: each fuzz/fuzz_X.c is linked with the library compiled once for
# fuzzing (clang, ASan + UBSan, coverage); each runs FUZZ_SECONDS over its committed
# corpus fuzz/corpus/fuzz_X/ (regression inputs) plus a scratch corpus in $(BUILD).
# the snippet collector runs in stress mode here too (a collection every 16 KiB)
FUZZ_CFLAGS := -std=c11 -D_DEFAULT_SOURCE -D_GNU_SOURCE -O1 -g -Iinclude -Isrc -DLANG_GC_STRESS -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_LIB_OBJ := $(LIB_SRC:%.c=$(BUILD)/fuzzlib/%.o)
FUZZ_BIN := $(FUZZ_SRC:fuzz/%.c=$(BUILD)/fuzz/%)

$(BUILD)/fuzzlib/%.o: %.c include/stridelab.h $(LIB_HDR)
	@mkdir -p $(dir $@)
	clang $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c $< -o $@

$(BUILD)/fuzz/%: fuzz/%.c $(FUZZ_LIB_OBJ)
	@mkdir -p $(dir $@)
	clang $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ $< $(FUZZ_LIB_OBJ) $(LDLIBS)

fuzz-smoke: $(FUZZ_BIN)
	@set -e; for b in $(FUZZ_BIN); do \
	  n=$$(basename $$b); mkdir -p fuzz/corpus/$$n $(BUILD)/fuzz/corpus-$$n; \
	  echo "== $$n ($(FUZZ_SECONDS) s)"; \
	  if ! $$b -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=2048 -timeout=10 \
	      -artifact_prefix=$(BUILD)/fuzz/$$n- $(BUILD)/fuzz/corpus-$$n fuzz/corpus/$$n \
	      > $(BUILD)/fuzz/$$n.log 2>&1; then \
	    tail -n 40 $(BUILD)/fuzz/$$n.log; echo "fuzz-smoke: $$n FAILED (input saved as $(BUILD)/fuzz/$$n-*)"; exit 1; \
	  fi; grep -E "^(#[0-9]+.*DONE|Done)" $(BUILD)/fuzz/$$n.log | tail -n 1; \
	done

# ---- the explorer page: the library compiled to WebAssembly (clang wasm32-wasi + wasi-libc),
# inlined with web/page.html, web/style.css and web/app.js into one offline HTML file.
WASM_CC    ?= clang
WASM_FLAGS := --target=wasm32-wasi -Os -std=c11 -D_DEFAULT_SOURCE -D_GNU_SOURCE -Iinclude -Isrc \
              -ffunction-sections -fdata-sections -Wall -Wextra -Werror -Wno-unused-parameter \
              -Wmissing-prototypes -Wmissing-declarations
WASM_OBJ   := $(LIB_SRC:%.c=$(BUILD)/wasm/%.o) $(BUILD)/wasm/web/wasm_api.o
HAVE_WASM  := $(shell test -f /usr/lib/wasm32-wasi/libc.a && command -v wasm-ld >/dev/null 2>&1 && command -v $(WASM_CC) >/dev/null 2>&1 && echo 1)

$(BUILD)/wasm/%.o: %.c include/stridelab.h $(LIB_HDR)
	@mkdir -p $(dir $@)
	$(WASM_CC) $(WASM_FLAGS) -c $< -o $@

# The stack comes first in linear memory (an overflow traps instead of overwriting static
# data; the page then restarts the module) and is 2 MiB (wasm-ld's default, 64 KiB, held
# about 270 chained ops; with 1 MiB the snippet language's stack guard, py_stack.c, ends
# 2998 nested `not` or conditional expressions, which CPython's compiler accepts, in the
# parser).  --strip-all drops the name and producers sections.
WASM_STACK ?= 2097152
WASM_LINK = $(WASM_CC) --target=wasm32-wasi -Os -mexec-model=reactor -Wl,--gc-sections -Wl,--strip-all \
	  -Wl,--stack-first -Wl,-z,stack-size=$(WASM_STACK)
$(BUILD)/stridelab.wasm: $(WASM_OBJ)
	$(WASM_LINK) -o $@ $^

# The same module with the snippet heap's collector in its stress mode (a collection at
# every safepoint, freed slots poisoned): tests/wasm_gc.sh replays the recorded snippets
# through both modules and compares the answers.
WASM_STRESS_OBJ := $(LIB_SRC:%.c=$(BUILD)/wasm-stress/%.o) $(BUILD)/wasm-stress/web/wasm_api.o
$(BUILD)/wasm-stress/%.o: %.c include/stridelab.h $(LIB_HDR)
	@mkdir -p $(dir $@)
	$(WASM_CC) $(WASM_FLAGS) -DLANG_GC_STRESS -c $< -o $@
$(BUILD)/stridelab-gcstress.wasm: $(WASM_STRESS_OBJ)
	$(WASM_LINK) -o $@ $^
ifeq ($(HAVE_WASM),1)
check: $(BUILD)/stridelab.wasm $(BUILD)/stridelab-gcstress.wasm
endif

# The page carries the module gzip'd (the browser's DecompressionStream unpacks it): the
# base64 of the raw module alone was over 1 MB.  (binaryen's wasm-opt -Oz made the
# stripped -Os module larger, so it is not used.)
$(BUILD)/stridelab.wasm.gz: $(BUILD)/stridelab.wasm
	gzip -9 -n -c $< > $@

$(BUILD)/assemble: web/assemble.c
	@mkdir -p $(BUILD)
	$(CC) -O2 -Wall -Wextra -Werror -Wmissing-prototypes -Wmissing-declarations -o $@ $<

# The page's script: app.js (engine, chain, drawing) and one file per teaching feature,
# concatenated into one <script> (they share its scope; app.js says "use strict" first).
PAGE_JS := web/app.js web/dims.js web/refusal.js web/predict.js web/state.js web/vars.js web/cache.js
$(BUILD)/page.js: $(PAGE_JS)
	@mkdir -p $(BUILD)
	cat $(PAGE_JS) > $@

$(BUILD)/explorer.html: web/page.html web/style.css $(BUILD)/page.js $(BUILD)/stridelab.wasm.gz $(BUILD)/assemble
	$(BUILD)/assemble page web/page.html web/style.css $(BUILD)/page.js $(BUILD)/stridelab.wasm.gz $@

page: $(BUILD)/explorer.html

# The page embedded in the CLI (`stridelab page -o FILE`); an empty blob when this
# machine cannot build WebAssembly (the command then says so).
ifeq ($(HAVE_WASM),1)
$(BUILD)/gen/page_blob.c: $(BUILD)/explorer.html $(BUILD)/assemble
	@mkdir -p $(dir $@)
	$(BUILD)/assemble embed $< $@
else
$(BUILD)/gen/page_blob.c: $(BUILD)/assemble
	@mkdir -p $(dir $@)
	$(BUILD)/assemble empty $@
endif

$(BUILD)/gen/page_blob.o: $(BUILD)/gen/page_blob.c
	$(CC) -c $< -o $@

# Browser tests: PyPI's playwright (in .venvs/browser, made by scripts/venvs.sh) driving
# Debian's chromium on build/explorer.html.
BROWSER_PYTHON ?= $(shell sh scripts/venvs.sh browser)
browser-test: $(BUILD)/explorer.html $(BUILD)/stridelab
	BUILD=$(abspath $(BUILD)) $(BROWSER_PYTHON) tests/browser/test_explorer.py $(BUILD)/explorer.html
	BUILD=$(abspath $(BUILD)) $(BROWSER_PYTHON) tests/browser/test_teach.py $(BUILD)/explorer.html

install: all
	install -d $(DESTDIR)$(PREFIX)/lib $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 644 $(BUILD)/libstridelab.a $(DESTDIR)$(PREFIX)/lib/
	install -m 755 $(BUILD)/libstridelab.so $(DESTDIR)$(PREFIX)/lib/libstridelab.so.0
	ln -sf libstridelab.so.0 $(DESTDIR)$(PREFIX)/lib/libstridelab.so
	install -m 644 include/stridelab.h $(DESTDIR)$(PREFIX)/include/
	install -m 755 $(BUILD)/stridelab $(DESTDIR)$(PREFIX)/bin/
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@VERSION@|$(VERSION)|g' stridelab.pc.in > $(DESTDIR)$(PREFIX)/lib/pkgconfig/stridelab.pc

clean:
	rm -rf build build-*
