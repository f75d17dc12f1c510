import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Screen tests render all of react-admin. A wait is a deadline, not a pause: it ends as
// soon as the screen shows what is awaited, and allows for a machine busy with the Go lane
// beside vitest in make test (a 5 s deadline was missed there at a load average of 6).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
