# Wandelwijs: one command to run it, one to test it. See README.md.
SHELL := /bin/bash

.PHONY: run test deps build test-go test-js test-e2e clean

## run: install what is missing, build, start PostgreSQL if needed, migrate, seed, serve on :8080
run: deps build
	scripts/stack.sh

## test: every test CI runs (Go, vitest, Playwright)
test:
	scripts/test.sh

deps:
	scripts/deps.sh

## build: the two SPAs (the Go binaries are built by scripts/stack.sh)
build:
	pnpm -r --filter './apps/*' build

test-go:
	TEST_DATABASE_URL="$$(DB_NAME=postgres scripts/postgres.sh)" go test -count=1 wandelwijs.nl/...

test-js:
	pnpm -r --filter './apps/*' --filter './packages/*' test

test-e2e: build
	pnpm --filter @wandelwijs/e2e test

clean:
	rm -rf bin apps/*/dist e2e/test-results e2e/playwright-report
