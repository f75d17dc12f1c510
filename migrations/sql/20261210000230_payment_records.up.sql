-- The Mollie payments and their refunds, published by the payments' owner as its read
-- model: what each payment is for (a booking or a booking's paid change), its amount and
-- state; what each refund paid back of which payment, its state and its problem.
CREATE VIEW payment_records AS
SELECT id, mollie_id, booking_id, booking_change_id, amount_cents, status, method, created_at
FROM payments;

CREATE VIEW refund_records AS
SELECT id, payment_id, mollie_refund_id, amount_cents, status, problem, problem_detail, handled_at, created_at
FROM refunds;
