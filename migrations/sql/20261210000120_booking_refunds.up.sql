-- domain/payment publishes the refunds of the card payments made for a booking (the
-- payment of a change to a booking has its own): how much, in what state, since when.
CREATE VIEW booking_refunds AS
SELECT r.id, p.booking_id, r.amount_cents, r.status, r.created_at
FROM refunds r JOIN payments p ON p.id = r.payment_id
WHERE p.booking_id IS NOT NULL;
