# Wandelwijs: one command to run it, one to test it. See README.md.
SHELL := /bin/bash

.PHONY: run test test-fast bench deps build images api-types test-go test-js test-e2e clean bin/shop bin/admin bin/bff bin/mollie-sandbox bin/migrate build-shop build-admin

# Go binaries: static, stripped, stamped with VERSION. `make images` puts these same binaries in the images.
VERSION ?= $(shell git describe --always --dirty 2>/dev/null || echo dev)
GOBUILD = CGO_ENABLED=0 go build -trimpath -ldflags "-s -w -X main.version=$(VERSION)"

bin/shop:
	$(GOBUILD) -o $@ wandelwijs.nl/shop
bin/admin:
	$(GOBUILD) -o $@ wandelwijs.nl/admin
bin/bff:
	$(GOBUILD) -o $@ wandelwijs.nl/bff
bin/mollie-sandbox:
	$(GOBUILD) -o $@ wandelwijs.nl/mollie-sandbox
bin/migrate:
	$(GOBUILD) -o $@ wandelwijs.nl/migrations/cmd/migrate

## build-shop, build-admin: one SPA each (the bff image runs both)
build-shop:
	pnpm --filter @wandelwijs/shop build
build-admin:
	pnpm --filter @wandelwijs/admin build

## run: install what is missing, build what changed (the SPAs beside the Go programs), start PostgreSQL if needed, migrate, seed, serve on :8080
run:
	scripts/build.sh
	scripts/stack.sh

## test: every test CI runs (Go, vitest, Playwright)
test:
	scripts/test.sh

## test-fast: the quick loop (gofmt, vet, Go tests with -short and without bench/, typecheck, lint, vitest)
test-fast:
	scripts/test.sh fast

## bench: the four benchmarks (catalogue, hot walk, webhook storm, faults), each against a reference of the same run (bench/README.md)
bench:
	scripts/bench.sh

deps:
	scripts/deps.sh

## build: the two SPAs (the Go programs `make run` serves are built by scripts/build.sh)
build:
	pnpm -r --filter './apps/*' build

## images: one image per deployable (shop, admin, bff, migrate, mollie-sandbox), FROM scratch, with podman
images:
	scripts/images.sh

## api-types: the APIs' OpenAPI documents from their route tables, and the SPAs' TypeScript types from those
api-types:
	TEST_DATABASE_URL="$$(DB_NAME=postgres scripts/postgres.sh)" WRITE_OPENAPI=1 go test -count=1 -run TestTheOpenAPIDocumentIsCurrent wandelwijs.nl/shop/api wandelwijs.nl/admin/api
	node packages/api-client/scripts/api-types.mjs

test-go:
	TEST_DATABASE_URL="$$(DB_NAME=postgres scripts/postgres.sh)" go test -count=1 wandelwijs.nl/...

test-js:
	pnpm -r --filter './apps/*' --filter './packages/*' test

test-e2e: build
	pnpm --filter @wandelwijs/e2e test

clean:
	rm -rf bin apps/*/dist e2e/test-results e2e/playwright-report
