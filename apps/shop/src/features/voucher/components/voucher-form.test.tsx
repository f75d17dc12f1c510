import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { browserNavigation } from "../../../shared/lib/browser-navigation";
import { never, stubApi, type Handler } from "../../../testing/api";
import { renderWithProviders } from "../../../testing/render";
import { VoucherPurchase } from "./voucher-purchase";

const BUY = "POST /payments/create-voucher-payment";
const CHECKOUT = "http://localhost:8090/checkout/tr_voucher60";

const plain = (s: string | null | undefined) => (s ?? "").replace(/\u00a0/g, " ").replace(/\s+/g, " ").trim();

function renderPage(answer: Handler = { status: 201, body: { checkoutUrl: CHECKOUT, voucherId: "v1" } }) {
  const api = stubApi({ [BUY]: answer });
  const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
  renderWithProviders(<VoucherPurchase />);
  return { api, assign, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;

const preview = () => screen.getByRole("region", { name: "Zo ziet je cadeaubon eruit" });
const previewText = () => plain(preview().textContent);
const total = () => plain(screen.getByText("Te betalen").textContent);
// The amounts keep sign and number together with a no-break space.
const amount = (name: string) => screen.getByRole("radio", { name: name.replace("€ ", "€\u00a0") });
const freeAmount = () => screen.getByRole("spinbutton", { name: "Ander bedrag in euro" });
const submitButton = () => screen.getByRole("button", { name: /Doorgaan naar betaling|Doorsturen naar betaling/ });

async function fillRequired(user: User) {
  await user.type(screen.getByLabelText("Naam ontvanger"), "Noor Jansen");
  await user.type(screen.getByLabelText("E-mailadres ontvanger"), "noor@voorbeeld.nl");
  await user.type(screen.getByLabelText("Jouw naam"), "Sanne de Boer");
  await user.type(screen.getByLabelText("Jouw e-mailadres"), "sanne@voorbeeld.nl");
}

describe("VoucherPurchase: the page", () => {
  it("has its title, the FAQ and a contact box", () => {
    renderPage();

    expect(screen.getByRole("heading", { level: 1, name: "Geef een wandeling cadeau" })).toBeInTheDocument();
    const faq = plain(screen.getByRole("region", { name: "Veelgestelde vragen" }).textContent);
    expect(faq).toContain("1 jaar vanaf aankoopdatum");
    expect(faq).toContain("resterende tegoed");
    expect(faq).toContain("binnen 14 dagen");
    expect(faq).toContain("krijgt de ontvanger een e-mail met de code");
    const contact = screen.getByRole("region", { name: "Vragen over een cadeaubon?" });
    expect(within(contact).getByRole("link", { name: "0317 76 54 32" })).toHaveAttribute("href", "tel:+31317765432");
    expect(within(contact).getByRole("link", { name: "info@wandelwijs.nl" })).toHaveAttribute(
      "href",
      "mailto:info@wandelwijs.nl",
    );
  });
});

describe("VoucherPurchase: the amount", () => {
  it("offers € 30, € 60, € 120 and € 240 with € 30 chosen, plus a free amount", () => {
    renderPage();

    const radios = within(screen.getByRole("group", { name: "Kies een bedrag" })).getAllByRole("radio");
    expect(radios.map((radio) => plain(radio.closest("label")?.textContent))).toEqual([
      "€ 30",
      "€ 60",
      "€ 120",
      "€ 240",
      "Ander bedrag",
    ]);
    expect(amount("€ 30")).toBeChecked();
    expect(previewText()).toContain("€ 30,00");
    expect(total()).toBe("Te betalen € 30,00");
    expect(screen.queryByRole("spinbutton")).not.toBeInTheDocument();
  });

  it("follows a preset in the preview and the total", async () => {
    const { user } = renderPage();

    await user.click(amount("€ 120"));

    expect(amount("€ 120")).toBeChecked();
    expect(amount("€ 30")).not.toBeChecked();
    expect(previewText()).toContain("€ 120,00");
    expect(total()).toBe("Te betalen € 120,00");
  });

  it("can be chosen with the keyboard", async () => {
    const { user } = renderPage();
    amount("€ 30").focus();

    await user.keyboard("{ArrowRight}");

    expect(amount("€ 60")).toBeChecked();
    expect(previewText()).toContain("€ 60,00");
  });

  it("takes a free amount of 10 to 500 in steps of 5, starting from the amount chosen", async () => {
    const { user } = renderPage();
    await user.click(amount("€ 60"));

    await user.click(amount("Ander bedrag"));
    expect(freeAmount()).toHaveValue(60);
    expect(freeAmount()).toHaveAttribute("min", "10");
    expect(freeAmount()).toHaveAttribute("max", "500");
    expect(freeAmount()).toHaveAttribute("step", "5");

    await user.clear(freeAmount());
    await user.type(freeAmount(), "75");
    expect(previewText()).toContain("€ 75,00");
    await user.tab();

    expect(freeAmount()).toHaveValue(75);
    expect(total()).toBe("Te betalen € 75,00");
    expect(screen.queryByText(/Dat bedrag kan niet/)).not.toBeInTheDocument();
  });

  it.each(["7", "505", "12", "1000"])("falls back to € 10 when %s is left", async (typed) => {
    const { user } = renderPage();
    await user.click(amount("Ander bedrag"));

    await user.clear(freeAmount());
    await user.type(freeAmount(), typed);
    await user.tab();

    expect(freeAmount()).toHaveValue(10);
    expect(previewText()).toContain("€ 10,00");
    expect(total()).toBe("Te betalen € 10,00");
    expect(freeAmount()).toHaveAccessibleDescription(/Dat bedrag kan niet, dus we hebben er €\s10 van gemaakt/);
  });

  it("falls back to € 10 for an empty free amount, and takes the edges 10 and 500", async () => {
    const { user } = renderPage();
    await user.click(amount("Ander bedrag"));

    await user.clear(freeAmount());
    await user.tab();
    expect(freeAmount()).toHaveValue(10);

    await user.clear(freeAmount());
    await user.type(freeAmount(), "500");
    await user.tab();
    expect(freeAmount()).toHaveValue(500);
    expect(total()).toBe("Te betalen € 500,00");
  });

  it("sends a free amount in cents, an invalid one as the fallback", async () => {
    const { api, user } = renderPage();
    await fillRequired(user);
    await user.click(amount("Ander bedrag"));
    await user.clear(freeAmount());
    await user.type(freeAmount(), "133");

    await user.click(submitButton());

    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toMatchObject({ valueCents: 1000 });
  });
});

describe("VoucherPurchase: the preview", () => {
  it("follows the recipient, the message and the purchaser", async () => {
    const { user } = renderPage();
    expect(previewText()).toContain("Voor iemand bijzonders");
    expect(previewText()).toContain("van jou");

    await user.type(screen.getByLabelText("Naam ontvanger"), "Noor");
    await user.type(screen.getByLabelText(/Persoonlijke boodschap/), "Fijne verjaardag!");
    await user.type(screen.getByLabelText("Jouw naam"), "Sanne");
    await user.click(amount("€ 240"));

    expect(previewText()).toContain("€ 240,00");
    expect(previewText()).toContain("Voor Noor");
    expect(within(preview()).getByText("Fijne verjaardag!")).toBeInTheDocument();
    expect(previewText()).toContain("van Sanne");
    expect(previewText()).toContain("Geldig 1 jaar vanaf aankoopdatum");
  });

  it("counts the message up to 500 characters", async () => {
    const { user } = renderPage();
    const message = screen.getByLabelText(/Persoonlijke boodschap/);
    expect(message).toHaveAttribute("maxLength", "500");
    expect(message).not.toBeRequired();
    expect(screen.getByText("0/500 tekens")).toBeInTheDocument();

    await user.type(message, "Veel plezier");

    expect(screen.getByText("12/500 tekens")).toBeInTheDocument();
    expect(message).toHaveAccessibleDescription(/12\/500 tekens/);
  });
});

describe("VoucherPurchase: sending", () => {
  it("checks the names and e-mail addresses in the browser and sends nothing", async () => {
    const { api, user } = renderPage();

    await user.click(submitButton());

    expect(screen.getByLabelText("Naam ontvanger")).toHaveAccessibleDescription("Vul de naam van de ontvanger in.");
    expect(screen.getByLabelText("E-mailadres ontvanger")).toHaveAccessibleDescription(
      "Hier sturen we de cadeaubon met de code naartoe. Vul het e-mailadres van de ontvanger in.",
    );
    expect(screen.getByLabelText("Jouw naam")).toHaveAccessibleDescription("Vul je eigen naam in.");
    expect(screen.getByLabelText("Jouw e-mailadres")).toHaveAccessibleDescription(
      "Voor de bevestiging van je aankoop. Vul je eigen e-mailadres in.",
    );
    expect(screen.getByLabelText("Naam ontvanger")).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("asks for e-mail addresses of e-mail format", async () => {
    const { api, user } = renderPage();
    await fillRequired(user);
    await user.clear(screen.getByLabelText("E-mailadres ontvanger"));
    await user.type(screen.getByLabelText("E-mailadres ontvanger"), "noor-at-voorbeeld");

    await user.click(submitButton());

    expect(screen.getByLabelText("E-mailadres ontvanger")).toHaveAccessibleDescription(
      /Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl./,
    );
    expect(screen.getByLabelText("E-mailadres ontvanger")).toHaveFocus();
    expect(api.calls).toEqual([]);
  });

  it("sends exactly the purchase, without an empty message, and goes to the checkout", async () => {
    const { api, assign, user } = renderPage();
    await user.click(amount("€ 60"));
    await fillRequired(user);

    await user.click(submitButton());

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(api.paths()).toEqual([BUY]);
    expect(api.calls[0].body).toEqual({
      valueCents: 6000,
      recipientName: "Noor Jansen",
      recipientEmail: "noor@voorbeeld.nl",
      purchaserName: "Sanne de Boer",
      purchaserEmail: "sanne@voorbeeld.nl",
    });
  });

  it("sends the message trimmed and the names and addresses without spaces around them", async () => {
    const { api, user } = renderPage();
    await user.type(screen.getByLabelText("Naam ontvanger"), "  Noor  ");
    await user.type(screen.getByLabelText("E-mailadres ontvanger"), " noor@voorbeeld.nl ");
    await user.type(screen.getByLabelText("Jouw naam"), "Sanne");
    await user.type(screen.getByLabelText("Jouw e-mailadres"), "sanne@voorbeeld.nl");
    await user.type(screen.getByLabelText(/Persoonlijke boodschap/), "  Geniet ervan!  ");

    await user.click(submitButton());

    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0].body).toEqual({
      valueCents: 3000,
      recipientName: "Noor",
      recipientEmail: "noor@voorbeeld.nl",
      purchaserName: "Sanne",
      purchaserEmail: "sanne@voorbeeld.nl",
      message: "Geniet ervan!",
    });
  });

  it("is busy while the payment is being created and ignores another click", async () => {
    const { api, user } = renderPage(never);
    await fillRequired(user);

    await user.click(submitButton());

    const button = await screen.findByRole("button", { name: "Doorsturen naar betaling..." });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.click(button);
    expect(api.calls).toHaveLength(1);
  });

  it("shows the server's message and its field messages next to the fields", async () => {
    const { assign, user } = renderPage({
      status: 400,
      body: {
        message: "Controleer de gegevens van je cadeaubon",
        errors: { recipientEmail: "Voer een geldig e-mailadres in", valueCents: "Kies een bedrag van € 10 tot € 500 in stappen van € 5" },
      },
    });
    await fillRequired(user);

    await user.click(submitButton());

    expect(await screen.findByRole("alert")).toHaveTextContent("Controleer de gegevens van je cadeaubon");
    expect(screen.getByLabelText("E-mailadres ontvanger")).toHaveAccessibleDescription(
      "Hier sturen we de cadeaubon met de code naartoe. Voer een geldig e-mailadres in",
    );
    expect(screen.getByRole("group", { name: "Kies een bedrag" })).toHaveAccessibleDescription(
      "Kies een bedrag van € 10 tot € 500 in stappen van € 5",
    );
    expect(screen.getByLabelText("E-mailadres ontvanger")).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
    expect(submitButton()).toHaveTextContent("Doorgaan naar betaling");
  });

  it("says 'Er is een fout opgetreden bij het aanmaken van de cadeaubon' when the server gives no message", async () => {
    const { user } = renderPage({ status: 502 });
    await fillRequired(user);

    await user.click(submitButton());

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Er is een fout opgetreden bij het aanmaken van de cadeaubon",
    );
  });

  it("shows the provider-down message as the server gives it", async () => {
    const { user } = renderPage({
      status: 503,
      body: { message: "De betaling kon niet worden gestart. Probeer het over een paar minuten opnieuw." },
    });
    await fillRequired(user);

    await user.click(submitButton());

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "De betaling kon niet worden gestart. Probeer het over een paar minuten opnieuw.",
    );
  });

  it("falls back to the same text when the network fails", async () => {
    const { user } = renderPage(() => Promise.reject(new TypeError("Failed to fetch")));
    await fillRequired(user);

    await user.click(submitButton());

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Er is een fout opgetreden bij het aanmaken van de cadeaubon",
    );
  });
});
