import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import facts from "../../../../../packages/platform/site/contact.json";
import rules from "../../../../../packages/platform/rules/rules.json";
import { createQueryClient } from "../query-client";
import { SiteFooter } from "../layout/site-footer";
import { Component as ContactPage } from "./contact";
import { Component as ContactSuccessPage } from "./contact-success";
import { Component as FeestPage } from "./feest";
import { Component as FeestSuccessPage } from "./feest-success";
import { Component as MaatwerkPage } from "./maatwerk";
import { Component as MaatwerkSuccessPage } from "./maatwerk-success";
import { Component as OverOnsPage } from "./over-ons";
import { Component as WalkInfoPage } from "./walk-info";
import { expectTexts } from "../../testing/render";

function renderPage(page: ReactNode) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** hrefs lists where the links inside element go. */
function hrefs(element: HTMLElement = document.body): string[] {
  return within(element)
    .getAllByRole("link")
    .map((link) => link.getAttribute("href") ?? "");
}

const mailto = `mailto:${facts.email}`;
const replyHours = `${rules.replies.replyHours} uur`;

function expectPhoneLink() {
  const phone = screen.getAllByRole("link", { name: new RegExp(facts.phone) })[0];
  expect(phone).toHaveAttribute("href", facts.phoneHref);
}

describe("content pages", () => {
  it("the footer shows the tagline, phone and e-mail from contact.json", () => {
    renderPage(<SiteFooter />);
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(facts.tagline);
    expect(within(footer).getByRole("link", { name: new RegExp(facts.phone) })).toHaveAttribute("href", facts.phoneHref);
    expect(within(footer).getByRole("link", { name: new RegExp(facts.email) })).toHaveAttribute("href", mailto);
  });

  it("/maatwerk has an intro, three info cards, the form, three steps and a link back to /", async () => {
    renderPage(<MaatwerkPage />);

    expect(screen.getByRole("heading", { level: 1, name: "Wandeling op maat" })).toBeInTheDocument();
    const cards = screen.getByRole("region", { name: "Waarom een wandeling op maat?" });
    expect(within(cards).getAllByRole("article")).toHaveLength(3);
    expect(screen.getByRole("form", { name: "Vraag je wandeling op maat aan" })).toBeInTheDocument();
    const steps = screen.getByRole("heading", { name: "Zo werkt het" }).closest("section")!;
    expect(within(steps).getAllByRole("listitem")).toHaveLength(3);
    expect(steps).toHaveTextContent(`Binnen ${rules.replies.customWalkReplyWorkingDays} werkdagen`);
    expect(screen.getByRole("link", { name: /Terug naar alle wandelingen/ })).toHaveAttribute("href", "/");
    expectPhoneLink();
    await waitFor(() => expect(document.title).toBe("Wandeling op maat | Wandelwijs"));
  });

  it("/maatwerk-success promises contact within the reply hours, lists next steps and links on", async () => {
    renderPage(<MaatwerkSuccessPage />);

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Bedankt voor je aanvraag");
    expect(screen.getByText(new RegExp(`Binnen ${replyHours} nemen we`))).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Wat gebeurt er nu?" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: facts.email })).toHaveAttribute("href", mailto);
    expect(hrefs()).toEqual(expect.arrayContaining(["/", "/filosofische-wandeling-info"]));
    await waitFor(() => expect(document.title).toBe("Aanvraag ontvangen | Wandelwijs"));
  });

  it("/feest shows location, price, group size, use cases, how it works, the form, direct contact and tips", async () => {
    renderPage(<FeestPage />);

    expect(screen.getByRole("heading", { level: 1, name: "Feestwandeling" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Waar we wandelen" })).toHaveTextContent(
      /bossen of in de uiterwaarden bij Wageningen/,
    );
    const price = screen.getByRole("region", { name: "Prijs" });
    expectTexts(price, [
      /€\s180,00 incl\. btw/, "voor een groep tot 6 personen", /Elke extra persoon: €\s30,00/, "Minimaal 2 personen, geen maximum",
      /Met minder dan 6 personen betaal je ook €\s180,00/, /met 10 personen betaal je €\s300,00/,
    ]);
    const occasions = screen.getByRole("region", { name: "Voor elke gelegenheid" });
    expect(occasions).toHaveTextContent(/Verjaardag.*Familiedag.*Vriendengroep/);
    expect(screen.getByRole("region", { name: "Zo werkt het" })).toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Vraag je feestwandeling aan" })).toBeInTheDocument();
    const contact = screen.getByRole("region", { name: "Direct contact" });
    expect(within(contact).getByRole("link", { name: facts.phone })).toHaveAttribute("href", facts.phoneHref);
    expect(within(contact).getByRole("link", { name: facts.email })).toHaveAttribute("href", mailto);
    expect(contact).toHaveTextContent(`We reageren binnen ${replyHours}.`);
    const tips = screen.getByRole("region", { name: "Goed om te weten" });
    expect(tips).toHaveTextContent("gaat door bij elk weer");
    expect(tips).toHaveTextContent("ongeveer 2 uur");
    expect(hrefs()).toEqual(expect.arrayContaining(["/", "/contact"]));
    await waitFor(() => expect(document.title).toBe("Feestwandeling | Wandelwijs"));
  });

  it("/feest-succes promises a confirmation within minutes and contact within the reply hours", async () => {
    renderPage(<FeestSuccessPage />);

    expect(screen.getByText(/Binnen enkele minuten/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Binnen ${replyHours}: persoonlijk contact`))).toBeInTheDocument();
    expect(hrefs()).toEqual(expect.arrayContaining(["/", "/feest", "/wandelingen"]));
    await waitFor(() => expect(document.title).toBe("Aanvraag ontvangen | Wandelwijs"));
  });

  it("/contact shows the contact details, the FAQ, the reply promise and the form", async () => {
    renderPage(<ContactPage />);

    const details = screen.getByRole("region", { name: "Contactgegevens" });
    expect(within(details).getByRole("link", { name: facts.phone })).toHaveAttribute("href", facts.phoneHref);
    expect(within(details).getByRole("link", { name: facts.email })).toHaveAttribute("href", mailto);
    expect(details).toHaveTextContent(facts.region);
    expect(details).toHaveTextContent(`binnen ${replyHours}`);
    const faq = screen.getByRole("region", { name: "Veelgestelde vragen" });
    expect(faq).toHaveTextContent("Ongeveer 2 uur");
    expect(faq).toHaveTextContent("gaat door bij elk weer");
    expect(faq).toHaveTextContent("beginners zijn van harte welkom");
    expect(screen.getByRole("form", { name: "Stuur ons een bericht" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Contact | Wandelwijs"));
  });

  it("/contact-succes thanks, promises a reply and gives the phone number for urgent questions", async () => {
    renderPage(<ContactSuccessPage />);

    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Bedankt voor je bericht");
    expect(screen.getByText(new RegExp(`reageren binnen ${replyHours}`))).toBeInTheDocument();
    expect(screen.getByText(/dringende vraag/)).toBeInTheDocument();
    expectPhoneLink();
    expect(hrefs()).toEqual(expect.arrayContaining(["/", "/wandelingen", "/feest"]));
    await waitFor(() => expect(document.title).toBe("Bericht ontvangen | Wandelwijs"));
  });

  it("/over-ons introduces both organisers from contact.json with their sites and calls to action", async () => {
    renderPage(<OverOnsPage />);

    for (const organiser of facts.organisers) {
      const profile = screen.getByRole("article", { name: organiser.name });
      expect(profile).toHaveTextContent(organiser.role);
      const site = within(profile).getByRole("link", { name: new RegExp(`website van ${organiser.business}`) });
      expect(site).toHaveAttribute("href", organiser.url);
      expect(site).toHaveAttribute("rel", "noopener");
      expect(site).toHaveAttribute("target", "_blank");
    }
    expect(screen.getByRole("link", { name: "Bekijk wandelingen" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Maatwerk aanvragen" })).toHaveAttribute("href", "/maatwerk");
    await waitFor(() => expect(document.title).toBe("Over ons | Wandelwijs"));
  });

  it("/over-ons loads an intro video only after a click", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<OverOnsPage />);
    const [first] = facts.organisers;

    expect(document.querySelector("iframe")).toBeNull();
    await user.click(screen.getByRole("button", { name: `Bekijk de introductievideo van ${first.name}` }));

    const frame = screen.getByTitle(`Introductievideo van ${first.name}`);
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("src", `https://www.youtube-nocookie.com/embed/${first.videoId}`);
    expect(frame).toHaveFocus();
    expect(document.querySelectorAll("iframe")).toHaveLength(1);
  });

  it("/filosofische-wandeling-info tells the story of a walk with one testimonial and links to /", async () => {
    renderPage(<WalkInfoPage />);

    const story = screen.getByRole("region", { name: "Het verloop van een wandeling" });
    expect(within(story).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Aankomen",
      "Eén vraag",
      "In stilte lopen",
      "In tweetallen",
      "De kring",
    ]);
    expect(screen.getAllByRole("figure")).toHaveLength(1);
    expect(screen.getByRole("figure")).toHaveTextContent("deelnemer");
    expect(hrefs()).toContain("/");
    await waitFor(() => expect(document.title).toBe("Zo gaat een filosofische wandeling | Wandelwijs"));
  });
});
