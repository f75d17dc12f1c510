import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Banner } from "./banner";

describe("Banner", () => {
  it("takes focus and scrolls into view as a form's answer, again when its text changes", () => {
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    const { rerender } = render(
      <Banner tone="success" focus>
        Je staat op de wachtlijst.
      </Banner>,
    );
    const message = screen.getByRole("status");
    expect(message).toHaveFocus();
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(message);

    message.blur();
    rerender(
      <Banner tone="error" focus>
        Dat lukte niet.
      </Banner>,
    );
    expect(screen.getByRole("alert")).toHaveFocus();
    expect(scroll).toHaveBeenCalledTimes(2);
  });

  it("leaves focus alone when it is no form's answer", () => {
    render(<Banner tone="success">Er is plaats voor je.</Banner>);
    expect(screen.getByRole("status")).not.toHaveFocus();
    expect(screen.getByRole("status")).not.toHaveAttribute("tabindex");
  });
});
