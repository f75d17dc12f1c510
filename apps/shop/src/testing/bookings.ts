import type { Booking } from "../features/booking/types";

/** aBooking builds a booking as GET /bookings/{id} returns it: a pending guest booking of 2 places by default. */
export function aBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: "3f2a9c1e-7b4d-4e2a-9c1e-000000000042",
    status: "PENDING",
    paymentStatus: "PENDING",
    molliePaymentId: "tr_test123",
    paymentMethod: null,
    totalCents: 5000,
    subtotalCents: 5000,
    qty: 2,
    guestName: "Joris Jansen",
    guestEmail: "joris@example.nl",
    guestPhone: "+31 6 12345678",
    user: null,
    walk: {
      title: "Boswandeling over vrijheid",
      slug: "boswandeling-over-vrijheid",
      dateStart: "2026-12-05T09:00:00Z",
      dateEnd: "2026-12-05T11:00:00Z",
      address: "Parkeerplaats Bosrandweg",
      city: "Wageningen",
    },
    voucher: null,
    voucherUsedCents: 0,
    canCancel: true,
    createdAt: "2026-11-01T10:00:00Z",
    ...overrides,
  };
}

/** STATUS_BADGES are the badge each booking status (either spelling of cancelled) wears on "Mijn wandelingen". */
export const STATUS_BADGES = [
  ["PAID", "Betaald"],
  ["CANCELLED", "Geannuleerd"],
  ["CANCELED", "Geannuleerd"],
  ["FAILED", "Betaling mislukt"],
  ["PENDING", "Nog niet betaald"],
] as const;
