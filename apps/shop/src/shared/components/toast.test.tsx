import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, resetToasts, showToast, TOAST_DEFAULT_MS, Toaster } from "./toast";

afterEach(() => resetToasts());

const region = () => screen.getByRole("region", { name: "Meldingen" });

describe("toasts", () => {
  it("announce successes and information politely and errors at once", () => {
    render(<Toaster />);
    act(() => {
      showToast({ kind: "success", message: "Opgeslagen." });
      showToast({ kind: "info", message: "Ter info." });
      showToast({ kind: "error", message: "Mislukt." });
    });

    expect(within(region()).getAllByRole("status").map((t) => t.textContent)).toEqual(["Opgeslagen.", "Ter info."]);
    expect(within(region()).getByRole("alert")).toHaveTextContent("Mislukt.");
    expect(within(region()).getByRole("alert")).toHaveClass("toast--error");
  });

  it("stack in the order they came, and show a title when given", () => {
    render(<Toaster />);
    act(() => {
      showToast({ message: "Eerste" });
      showToast({ message: "Tweede", title: "Let op" });
    });

    const toasts = within(region()).getAllByRole("status");
    expect(toasts.map((t) => t.textContent)).toEqual(["Eerste", "Let opTweede"]);
    expect(toasts[0]).toHaveClass("toast--info");
  });

  it("close by themselves after 5000 ms by default", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    expect(TOAST_DEFAULT_MS).toBe(5000);
    act(() => void showToast({ message: "Even zichtbaar" }));

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText("Even zichtbaar")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Even zichtbaar")).not.toBeInTheDocument();
  });

  it("take a duration of their own, or stay with 0", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ message: "Kort", durationMs: 1000 });
      showToast({ message: "Blijft", durationMs: 0 });
    });

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText("Kort")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText("Blijft")).toBeInTheDocument();
  });

  it("wait while the pointer is on them, then take the time that was left", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void showToast({ message: "Lees mij" }));
    act(() => vi.advanceTimersByTime(3000));

    fireEvent.mouseEnter(screen.getByRole("status"));
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText("Lees mij")).toBeInTheDocument();

    fireEvent.mouseLeave(screen.getByRole("status"));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText("Lees mij")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Lees mij")).not.toBeInTheDocument();
  });

  it("can be dismissed with the keyboard: the close button, or Escape", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Toaster />);
    act(() => {
      showToast({ message: "Een" });
      showToast({ message: "Twee" });
    });

    await user.tab();
    const [first] = screen.getAllByRole("button", { name: "Melding sluiten" });
    expect(first).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByText("Een")).not.toBeInTheDocument();

    screen.getByRole("button", { name: "Melding sluiten" }).focus();
    await user.keyboard("{Escape}");
    expect(screen.queryByText("Twee")).not.toBeInTheDocument();
  });

  it("can be dismissed by id", () => {
    render(<Toaster />);
    let id = 0;
    act(() => void (id = showToast({ message: "Weg ermee" })));
    act(() => dismissToast(id));
    expect(screen.queryByText("Weg ermee")).not.toBeInTheDocument();
  });

  it("find a place of their own on the page when no Toaster is rendered", () => {
    act(() => void showToast({ kind: "success", message: "Zonder Toaster" }));

    expect(screen.getByRole("region", { name: "Meldingen" })).toHaveTextContent("Zonder Toaster");
    act(() => resetToasts());
    expect(screen.queryByRole("region", { name: "Meldingen" })).not.toBeInTheDocument();
  });
});
