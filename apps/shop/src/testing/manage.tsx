import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { createQueryClient } from "../app/query-client";
import { ManageBooking } from "../features/booking/components/manage-booking";
import { stubApi, type Handler } from "./api";

/** renderManageBooking renders the page /boeking/{token} behind the e-mailed link, at path (its query says what to show). */
export function renderManageBooking(token: string, path = "/") {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <ManageBooking token={token} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * openManageBooking answers GET /manage/{token} with booking and the other calls as answers
 * says, renders the page and returns the recorded API and a user to act on it.
 */
export function openManageBooking(token: string, booking: unknown, answers: Record<string, Handler> = {}) {
  const api = stubApi({ [`GET /manage/${token}`]: { status: 200, body: booking }, ...answers });
  const user = userEvent.setup({ delay: null });
  renderManageBooking(token);
  return { api, user };
}
