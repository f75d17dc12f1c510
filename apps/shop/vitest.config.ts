import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: "jsdom",
      setupFiles: ["./src/testing/setup.ts"],
      // Test files share their workers' modules and jsdom instead of loading both anew for
      // each file (47 s instead of 190 s in make test); the setup file's afterEach clears
      // what a test leaves behind, and the files pass in any order (--sequence.shuffle).
      isolate: false,
      // A test's own waits end at 5 s (setup.ts); the default test timeout, also 5 s, would
      // end a test that waits twice on a busy machine before its assertions could.
      testTimeout: 60_000,
    },
  }),
);
