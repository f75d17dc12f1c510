import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { InvoiceFields, type InvoiceRequest } from "./invoice-fields";

function Form({ errors = {} }: { errors?: Record<string, string> }) {
  const [value, setValue] = useState<InvoiceRequest | null>(null);
  return (
    <>
      <InvoiceFields value={value} onChange={setValue} errors={errors} />
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

describe("InvoiceFields", () => {
  it("asks nothing until 'Ik wil een factuur' is ticked, then company, address and btw-id", async () => {
    render(<Form />);
    const box = screen.getByRole("checkbox", { name: "Ik wil een factuur" });
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    // aria-controls names an element even while the fields are hidden.
    expect(document.getElementById(box.getAttribute("aria-controls")!)).not.toBeNull();

    await userEvent.click(box);
    await userEvent.type(screen.getByRole("textbox", { name: "Bedrijfsnaam (optioneel)" }), "Bos BV");
    await userEvent.type(screen.getByRole("textbox", { name: "Factuuradres" }), "Laan 2, Ede");
    await userEvent.type(screen.getByRole("textbox", { name: "Btw-nummer (optioneel)" }), "NL1");
    expect(screen.getByRole("textbox", { name: "Factuuradres" })).toBeRequired();
    expect(JSON.parse(screen.getByRole("status").textContent!)).toEqual({ company: "Bos BV", address: "Laan 2, Ede", vatId: "NL1" });

    await userEvent.click(box);
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("null");
  });

  it("shows the server's messages on their fields", async () => {
    render(<Form errors={{ "invoice.address": "Geef het factuuradres (5 tot 300 tekens)" }} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Ik wil een factuur" }));
    expect(screen.getByRole("textbox", { name: "Factuuradres" })).toHaveAccessibleDescription(/Geef het factuuradres/);
  });
});
