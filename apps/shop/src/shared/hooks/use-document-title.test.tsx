import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDocumentTitle } from "./use-document-title";

describe("useDocumentTitle", () => {
  it("titles the tab '{title} | Wandelwijs'", () => {
    renderHook(() => useDocumentTitle("Contact"));
    expect(document.title).toBe("Contact | Wandelwijs");
  });

  it("keeps the server's title while a page does not know its own yet", () => {
    document.title = "Ochtend in het bos | Wandelwijs";
    const { rerender } = renderHook(({ title }: { title?: string }) => useDocumentTitle(title), {
      initialProps: { title: undefined as string | undefined },
    });
    expect(document.title).toBe("Ochtend in het bos | Wandelwijs");

    rerender({ title: "Avond op de heide" });
    expect(document.title).toBe("Avond op de heide | Wandelwijs");
  });
});
