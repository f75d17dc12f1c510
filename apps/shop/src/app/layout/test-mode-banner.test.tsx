import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SITE_KEY } from "../../shared/api/get-site";
import { stubApi } from "../../testing/api";
import { createQueryClient, renderWithProviders } from "../../testing/render";
import { TestModeBanner } from "./test-mode-banner";

describe("TestModeBanner", () => {
  it("says so on a shop in test mode", async () => {
    stubApi({ "GET /site": { status: 200, body: { testMode: true } } });
    renderWithProviders(<TestModeBanner />);

    expect(await screen.findByRole("note")).toHaveTextContent(
      "Testmodus: betalingen zijn niet echt en er wordt niets afgeschreven.",
    );
  });

  it("renders nothing, taking no space, on a live shop", async () => {
    stubApi({ "GET /site": { status: 200, body: { testMode: false } } });
    const queryClient = createQueryClient();
    renderWithProviders(<TestModeBanner />, queryClient);

    await waitFor(() => expect(queryClient.getQueryData(SITE_KEY)).toEqual({ testMode: false }));
    expect(document.body.querySelector(".test-mode-banner")).toBeNull();
    expect(screen.queryByText(/Testmodus/)).not.toBeInTheDocument();
  });
});
