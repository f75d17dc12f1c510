import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

function Harness({ onConfirm = () => {}, busy = false }: { onConfirm?: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Vragen
      </button>
      <ConfirmDialog
        open={open}
        title="Boeking annuleren"
        message="Weet je het zeker?"
        confirmLabel="Ja, annuleren"
        cancelLabel="Nee, behouden"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

async function open(props: { onConfirm?: () => void; busy?: boolean } = {}) {
  const user = userEvent.setup({ delay: null });
  render(<Harness {...props} />);
  await user.click(screen.getByRole("button", { name: "Vragen" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Boeking annuleren" }) };
}

describe("ConfirmDialog", () => {
  it("asks its question in the shared modal with two choices", async () => {
    const { dialog } = await open();

    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("Weet je het zeker?");
    expect(screen.getByRole("button", { name: "Ja, annuleren" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Nee, behouden" })).toBeInTheDocument();
  });

  it("confirms with the first choice", async () => {
    const onConfirm = vi.fn();
    const { user } = await open({ onConfirm });
    await user.click(screen.getByRole("button", { name: "Ja, annuleren" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["the second choice", (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Nee, behouden" }))],
    ["Escape", (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
    ["the close button", (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Sluiten" }))],
  ])("keeps things as they are with %s", async (_how, act) => {
    const onConfirm = vi.fn();
    const { user } = await open({ onConfirm });
    await act(user);

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Vragen" })).toHaveFocus();
  });

  it("can be used with the keyboard only", async () => {
    const onConfirm = vi.fn();
    const { user } = await open({ onConfirm });
    await user.tab();
    expect(screen.getByRole("button", { name: "Nee, behouden" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Ja, annuleren" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("disables both choices while busy and cannot be closed then", async () => {
    const { user } = await open({ busy: true });

    expect(screen.getByRole("button", { name: "Nee, behouden" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Bezig..." })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
