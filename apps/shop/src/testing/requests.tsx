import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { vi } from "vitest";
import { createQueryClient } from "../app/query-client";

function Landing() {
  const { pathname } = useLocation();
  return <p>Bedankpagina {pathname}</p>;
}

/** User is the user-event session a request form test types and clicks with. */
export type User = ReturnType<typeof userEvent.setup>;

/**
 * renderForm renders a request form at its own path, with a stand-in for its thanks page,
 * and returns the user who fills it in.
 */
export function renderForm(path: string, successPath: string, form: ReactNode): User {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={form} />
          <Route path={successPath} element={<Landing />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
}

/** fillIn types each value into the field labelled by its pattern. */
export async function fillIn(user: User, fields: readonly [RegExp, string][]) {
  for (const [label, value] of fields) await user.type(screen.getByLabelText(label), value);
}

/** landedOn waits until the stand-in thanks page for path is shown. */
export async function landedOn(path: string) {
  return screen.findByText(`Bedankpagina ${path}`);
}

/**
 * mockApi makes every API call answer with status and body, and returns the spy; sentBody
 * reads the JSON body of its nth call.
 */
export function mockApi(status: number, body: unknown) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async () =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }),
  );
}

/** pendingApi makes API calls hang until release() answers them with status and body. */
export function pendingApi() {
  let release: (status: number, body: unknown) => void = () => {};
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(
    () =>
      new Promise<Response>((resolve) => {
        release = (status, body) =>
          resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
      }),
  );
  return { spy, release: (status: number, body: unknown) => release(status, body) };
}

export function sentBody(spy: ReturnType<typeof vi.spyOn>, call = 0): unknown {
  const init = spy.mock.calls[call]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

export function sentPath(spy: ReturnType<typeof vi.spyOn>, call = 0): string {
  return String(spy.mock.calls[call]?.[0]);
}
