import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal, useModal, type ModalOptions } from "./modal";

/** Harness opens a dialog with the given options from a button, as a page would. */
function Harness(options: Partial<ModalOptions> & { onClose?: () => void }) {
  const modal = useModal();
  return (
    <div>
      <button
        type="button"
        onClick={() =>
          modal.show({ title: "Fout bij verzenden", message: "Probeer het opnieuw.", type: "error", ...options })
        }
      >
        Openen
      </button>
      <Modal
        {...modal.props}
        onClose={() => {
          options.onClose?.();
          modal.close();
        }}
      />
    </div>
  );
}

async function openDialog(options: Partial<ModalOptions> & { onClose?: () => void } = {}) {
  const user = userEvent.setup({ delay: null });
  render(<Harness {...options} />);
  await user.click(screen.getByRole("button", { name: "Openen" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Fout bij verzenden" }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("Modal", () => {
  it("is a modal dialog labelled by its title and described by its message", async () => {
    const { dialog } = await openDialog();

    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription("Probeer het opnieuw.");
    expect(dialog).toHaveClass("modal--error", "modal--md");
  });

  it.each(["sm", "md", "lg", "xl"] as const)("comes in width %s", async (size) => {
    const { dialog } = await openDialog({ size });
    expect(dialog).toHaveClass(`modal--${size}`);
  });

  it("closes on Escape and gives focus back to the button that opened it", async () => {
    const { user } = await openDialog();
    expect(screen.getByRole("button", { name: "Sluiten" })).toHaveFocus();

    await user.keyboard("{Escape}");

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Openen" })).toHaveFocus();
  });

  it("closes on a click on the backdrop, not on a click inside", async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openDialog({ onClose });

    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByTestId("modal-backdrop"));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes with its close button", async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole("button", { name: "Sluiten" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes by itself after the auto-close duration", async () => {
    vi.useFakeTimers();
    render(<Harness autoCloseMs={8000} />);
    fireEvent.click(screen.getByRole("button", { name: "Openen" }));
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(7999));
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("stays open without an auto-close duration", async () => {
    vi.useFakeTimers();
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Openen" }));

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("locks page scrolling while open and restores it after", async () => {
    document.body.style.overflow = "auto";
    const { user } = await openDialog();
    expect(document.body.style.overflow).toBe("hidden");

    await user.keyboard("{Escape}");
    expect(document.body.style.overflow).toBe("auto");
    document.body.style.overflow = "";
  });

  it("makes the page behind it inert and keeps Tab inside the dialog", async () => {
    function WithLink() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <a href="#elders">Elders</a>
          <Modal open={open} onClose={() => setOpen(false)} title="Info" type="info">
            <a href="#meer">Meer lezen</a>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    const { container } = render(<WithLink />);

    expect(container).toHaveAttribute("inert");
    const close = screen.getByRole("button", { name: "Sluiten" });
    const more = screen.getByRole("link", { name: "Meer lezen" });
    expect(close).toHaveFocus();
    await user.tab();
    expect(more).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(more).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(container).not.toHaveAttribute("inert");
  });
});
