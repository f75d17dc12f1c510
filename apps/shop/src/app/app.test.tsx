import { act, render, screen, within } from "@testing-library/react";
import { apiFetch, setUnauthorizedHandler } from "@wandelwijs/api-client/client";
import { afterEach, describe, expect, it } from "vitest";
import { stubApi } from "../testing/api";
import { aUser, signIn } from "../testing/users";
import { App } from "./app";

afterEach(() => {
  window.history.pushState({}, "", "/");
});

describe("App", () => {
  it("sends a user whose session is gone to /login when a protected call stays 401", async () => {
    signIn();
    window.history.pushState({}, "", "/");
    const api = stubApi({
      "GET /auth/me": { status: 200, body: aUser({ name: "Sanne de Vries" }) },
      "GET /site": { status: 200, body: { testMode: false } },
      "GET /walks": { status: 200, body: [] },
      "GET /bookings/my": { status: 401, body: { message: "Niet ingelogd" } },
      "POST /auth/refresh": { status: 401, body: { message: "Sessie verlopen" } },
    });
    render(<App />);
    const account = await screen.findByRole("navigation", { name: "Account" });
    expect(await within(account).findByRole("button", { name: "Sanne de Vries" })).toBeInTheDocument();

    await act(() => apiFetch("/bookings/my").catch(() => undefined));

    expect(await screen.findByRole("heading", { level: 1, name: "Inloggen" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
    // The user is forgotten: the top bar offers Inloggen again.
    expect(within(screen.getByRole("navigation", { name: "Account" })).getByRole("link", { name: "Inloggen" })).toBeInTheDocument();
    expect(api.paths()).toEqual(["GET /auth/me", "GET /walks", "GET /site", "GET /bookings/my", "POST /auth/refresh"]);
  });

  it("removes its handler when it unmounts", () => {
    stubApi({ "GET /site": { status: 200, body: { testMode: false } }, "GET /walks": { status: 200, body: [] } });
    const { unmount } = render(<App />);
    unmount();

    expect(setUnauthorizedHandler(undefined)).toBeUndefined();
  });
});
