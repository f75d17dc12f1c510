import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { CheckboxField, InputField, SelectField, TextAreaField } from "./fields";

const noop = () => {};

describe("InputField", () => {
  it("ties its label to the input and marks neither a required field nor its label with a sign", () => {
    render(<InputField name="name" label="Naam" required value="" onChange={noop} />);

    const input = screen.getByRole("textbox", { name: "Naam" });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute("name", "name");
    expect(input).toHaveClass("field__input");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByText(/optioneel/)).not.toBeInTheDocument();
    expect(screen.queryByText(/\*/)).not.toBeInTheDocument();
  });

  it("says '(optioneel)' after the label of an optional field, and leaves it not required", () => {
    render(<InputField name="phone" label="Telefoonnummer" type="tel" value="" onChange={noop} />);

    const input = screen.getByRole("textbox", { name: "Telefoonnummer (optioneel)" });
    expect(input).not.toBeRequired();
    expect(screen.getByText("(optioneel)")).toHaveClass("field__optional");
  });

  it("ties hint and error to the input and marks it invalid", () => {
    render(
      <InputField
        name="email"
        label="E-mailadres"
        required
        hint="Hierheen sturen we je bevestiging."
        error="Vul je e-mailadres in."
        value=""
        onChange={noop}
      />,
    );

    const input = screen.getByLabelText("E-mailadres");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Hierheen sturen we je bevestiging. Vul je e-mailadres in.");
    expect(screen.getByText("Hierheen sturen we je bevestiging.")).toHaveClass("field__hint");
    expect(screen.getByText("Vul je e-mailadres in.")).toHaveClass("field__error");
  });

  it("gives each field ids of its own and passes the typed value and its ref on", async () => {
    const ref = createRef<HTMLInputElement>();
    function Two() {
      const [value, setValue] = useState("");
      return (
        <>
          <InputField ref={ref} name="a" label="Eerste" required hint="Hint" value={value} onChange={setValue} />
          <InputField name="b" label="Tweede" required hint="Hint" value="" onChange={noop} />
        </>
      );
    }
    render(<Two />);
    const first = screen.getByLabelText("Eerste");
    const second = screen.getByLabelText("Tweede");
    expect(first.id).not.toBe(second.id);
    expect(first.getAttribute("aria-describedby")).not.toBe(second.getAttribute("aria-describedby"));
    expect(ref.current).toBe(first);

    await userEvent.type(first, "Sanne");
    expect(first).toHaveValue("Sanne");
  });
});

describe("TextAreaField", () => {
  it("is a labelled text box with the same conventions", async () => {
    const onChange = vi.fn();
    render(<TextAreaField name="message" label="Je bericht" hint="Kort is goed." value="" onChange={onChange} />);

    const area = screen.getByRole("textbox", { name: "Je bericht (optioneel)" });
    expect(area.tagName).toBe("TEXTAREA");
    expect(area).toHaveClass("field__input", "field__input--area");
    expect(area).toHaveAttribute("rows", "5");
    expect(area).not.toBeRequired();
    expect(area).toHaveAccessibleDescription("Kort is goed.");

    await userEvent.type(area, "x");
    expect(onChange).toHaveBeenCalledWith("x");
  });
});

describe("SelectField", () => {
  it("lists its placeholder and options, and is required without a sign", async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        name="duration"
        label="Duur"
        required
        error="Kies hoe lang de wandeling mag duren."
        placeholder="Kies een duur"
        options={[
          { value: "2-hours", label: "2 uur" },
          { value: "half-day", label: "Halve dag (4 uur)" },
        ]}
        value=""
        onChange={onChange}
      />,
    );

    const select = screen.getByRole("combobox", { name: "Duur" });
    expect(select).toBeRequired();
    expect(select).toHaveClass("field__input", "field__input--select");
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Kies hoe lang de wandeling mag duren.");
    expect(within(select).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Kies een duur",
      "2 uur",
      "Halve dag (4 uur)",
    ]);

    await userEvent.selectOptions(select, "half-day");
    expect(onChange).toHaveBeenCalledWith("half-day");
  });
});

describe("CheckboxField", () => {
  it("is a labelled box with its hint, neither required nor marked optional", async () => {
    const onChange = vi.fn();
    render(
      <CheckboxField
        name="needs"
        label="Er zijn deelnemers met toegankelijkheidswensen"
        hint="Bijvoorbeeld een rolstoel."
        checked={false}
        onChange={onChange}
        controls="details"
      />,
    );

    const box = screen.getByRole("checkbox", { name: "Er zijn deelnemers met toegankelijkheidswensen" });
    expect(box).toHaveAccessibleDescription("Bijvoorbeeld een rolstoel.");
    expect(box).toHaveAttribute("aria-controls", "details");
    expect(box).not.toBeRequired();

    await userEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
