-- The read models the books (the ledger and its CSV) and the organisers' dashboard read:
-- each owner publishes views of its own rows, so it may change its tables as long as a
-- view keeps its shape. A view that lists movements names each row's kind in the books'
-- words and dates it when it happened.

-- Payments: what each payment pays for (a booking, a change of one, a voucher or a quote).
CREATE VIEW payment_subjects AS
SELECT id, mollie_id, booking_id, booking_change_id, voucher_id, quote_id FROM payments;

-- Payments: the money they moved. Money in at Mollie when it was paid (payment); money
-- out at Mollie when Mollie made it (refund, refund_outside for one made in Mollie's
-- dashboard), and a refund of Mollie's that failed or was canceled when it was made (no
-- money moved); refunds the organisers settled by hand (refund_by_hand, handled_by who);
-- chargebacks and their reversals; and money owed back that no Mollie refund could pay,
-- when an organiser settled it by hand (refund_by_hand with its reason as status, on its
-- booking, without a payment). Money out is negative.
CREATE VIEW payment_movements AS
SELECT p.paid_at AS at, 'payment' AS kind, p.amount_cents, '' AS status, NULL::text AS mollie_id, p.id AS payment_id,
    NULL::uuid AS booking_id, NULL::uuid AS handled_by
FROM payments p WHERE p.paid_at IS NOT NULL
UNION ALL
SELECT r.refunded_at, CASE WHEN r.cause LIKE 'mollie-dashboard-%' THEN 'refund_outside' ELSE 'refund' END, -r.amount_cents, r.status,
    r.mollie_refund_id, r.payment_id, NULL, NULL
FROM refunds r WHERE r.refunded_at IS NOT NULL
UNION ALL
SELECT r.created_at, CASE WHEN r.cause LIKE 'mollie-dashboard-%' THEN 'refund_outside' ELSE 'refund' END, -r.amount_cents, r.status,
    r.mollie_refund_id, r.payment_id, NULL, NULL
FROM refunds r WHERE r.mollie_refund_id IS NOT NULL AND r.status IN ('failed', 'canceled')
UNION ALL
SELECT r.handled_at, 'refund_by_hand', -r.amount_cents, r.status, r.mollie_refund_id, r.payment_id, NULL, r.handled_by
FROM refunds r WHERE r.handled_at IS NOT NULL AND (r.mollie_refund_id IS NULL OR r.status IN ('failed', 'canceled'))
UNION ALL
SELECT c.created_at, 'chargeback', -c.amount_cents, '', c.mollie_chargeback_id, c.payment_id, NULL, NULL
FROM chargebacks c
UNION ALL
SELECT c.reversed_at, 'chargeback_reversed', c.amount_cents, '', c.mollie_chargeback_id, c.payment_id, NULL, NULL
FROM chargebacks c WHERE c.reversed_at IS NOT NULL
UNION ALL
SELECT h.handled_at, 'refund_by_hand', -h.amount_cents, h.reason, NULL, NULL, h.booking_id, h.handled_by
FROM owed_by_hand h WHERE h.handled_at IS NOT NULL;

-- Bookings: the booking each change of one belongs to.
CREATE VIEW bookings_of_changes AS
SELECT id AS change_id, booking_id FROM booking_changes;

-- Bookings: money received outside Mollie and recorded at the booking desk
-- (payment_outside), with the organiser who recorded it.
CREATE VIEW booking_movements AS
SELECT o.created_at AS at, 'payment_outside' AS kind, o.amount_cents, o.booking_id, o.recorded_by_name
FROM outside_payments o;

-- Vouchers: each one's value, balance and validity.
CREATE VIEW voucher_balances AS
SELECT id, credit_booking_id, status, payment_status, created_at, paid_at, valid_until, charged_back_at,
    value_cents, bonus_cents, remaining_cents
FROM vouchers;

-- Vouchers: what moved on them. Their balance (balance true: a voucher's balance at a
-- moment is its value plus these rows up to then): spent on a booking (voucher_spend),
-- given back (voucher_give_back), taken off by a refund of its payment (voucher_refund);
-- credit issued for a called-off walk, the part its booking paid (credit_voucher) and the
-- bonus on top (credit_bonus); and what is left on a paid voucher at its expiry
-- (voucher_expired, dated valid_until, which may lie ahead: a reader keeps the ones up to
-- its now).
CREATE VIEW voucher_movements AS
SELECT l.created_at AS at,
    CASE l.kind WHEN 'SPEND' THEN 'voucher_spend' WHEN 'REFUND' THEN 'voucher_refund' ELSE 'voucher_give_back' END AS kind,
    l.amount_cents, l.booking_id, l.voucher_id, true AS balance
FROM voucher_ledger l
UNION ALL
SELECT v.created_at, 'credit_voucher', v.value_cents - v.bonus_cents, v.credit_booking_id, v.id, false
FROM vouchers v WHERE v.credit_booking_id IS NOT NULL
UNION ALL
SELECT v.created_at, 'credit_bonus', v.bonus_cents, v.credit_booking_id, v.id, false
FROM vouchers v WHERE v.credit_booking_id IS NOT NULL AND v.bonus_cents > 0
UNION ALL
SELECT v.valid_until, 'voucher_expired', -v.remaining_cents, v.credit_booking_id, v.id, false
FROM vouchers v WHERE v.payment_status = 'PAID' AND v.remaining_cents > 0 AND v.status IN ('ACTIVE', 'EXPIRED');

-- Invoices: each invoice and credit note issued (invoice, credit_note) with its total
-- including btw, and what it is for (a credit note's from the invoice it credits).
CREATE VIEW invoice_entries AS
SELECT i.issued_at AS at, CASE i.kind WHEN 'invoice' THEN 'invoice' ELSE 'credit_note' END AS kind, i.total_cents AS amount_cents,
    i.number, COALESCE(i.booking_id, o.booking_id) AS booking_id, COALESCE(i.voucher_id, o.voucher_id) AS voucher_id,
    COALESCE(i.quote_id, o.quote_id) AS quote_id, COALESCE(i.payment_id, o.payment_id) AS payment_id
FROM invoices i LEFT JOIN invoices o ON o.id = i.credits_id;


-- Requests: every feest and custom walk request (kind feest, custom_walk) with its state.
CREATE VIEW request_statuses AS
SELECT 'feest' AS kind, id, status, created_at FROM feest_requests
UNION ALL
SELECT 'custom_walk', id, status, created_at FROM custom_walk_requests;

