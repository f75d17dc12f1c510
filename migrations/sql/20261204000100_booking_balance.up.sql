-- One balance per booking: what a booking is worth and what it received and gave back
-- are rows, and booking_balances derives the balance from them in one place.

-- A refund retried after Mollie failed it is a new row; the failed one stays, with its
-- Mollie id, and names the row that replaced it (it no longer counts as going back).
ALTER TABLE refunds ADD COLUMN replaced_by uuid REFERENCES refunds (id) ON DELETE RESTRICT;

-- What a cancelled booking keeps: nothing, unless the organisers cancelled it without
-- giving the money back (a cancellation fee of what it had received).
ALTER TABLE bookings ADD COLUMN cancellation_fee_cents integer NOT NULL DEFAULT 0 CHECK (cancellation_fee_cents >= 0);

-- Every change of a booking (fewer or more persons, a move, a cancel, a call-off choice)
-- is one row with its own id: the refunds it causes are keyed by it, and a paid change
-- (booking_changes) is applied by one row at most.
CREATE TABLE booking_amendments (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    booking_id      uuid NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT,
    kind            text NOT NULL CHECK (kind IN ('fewer', 'more', 'move', 'cancel', 'credit', 'reversal')),
    -- who asked: the customer, an organiser, or the shop itself (a walk called off, a
    -- choice past its deadline, a chargeback reversed).
    actor           text NOT NULL CHECK (actor IN ('customer', 'organiser', 'shop')),
    organiser_id    uuid REFERENCES users (id) ON DELETE SET NULL,
    change_id       uuid UNIQUE REFERENCES booking_changes (id) ON DELETE RESTRICT,
    qty_before      integer NOT NULL,
    qty_after       integer NOT NULL,
    walk_before     uuid NOT NULL REFERENCES walks (id) ON DELETE RESTRICT,
    walk_after      uuid NOT NULL REFERENCES walks (id) ON DELETE RESTRICT,
    owed_before     integer NOT NULL CHECK (owed_before >= 0),
    owed_after      integer NOT NULL CHECK (owed_after >= 0),
    -- what the change gave back, as settled in its transaction.
    refund_cents    integer NOT NULL DEFAULT 0 CHECK (refund_cents >= 0),
    voucher_cents   integer NOT NULL DEFAULT 0 CHECK (voucher_cents >= 0),
    by_hand_cents   integer NOT NULL DEFAULT 0 CHECK (by_hand_cents >= 0),
    created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_amendments_booking_idx ON booking_amendments (booking_id, created_at);

-- Money the shop owes a customer that no Mollie refund can pay (the payment was charged
-- back, paid outside Mollie, or holds less than goes back): the organisers settle it by
-- hand, and "Aandacht nodig" lists it until they did.
CREATE TABLE owed_by_hand (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    booking_id   uuid NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT,
    amount_cents integer NOT NULL CHECK (amount_cents > 0),
    reason       text NOT NULL CHECK (reason IN ('outside', 'charged_back', 'beyond_payments')),
    cause        text NOT NULL UNIQUE,
    created_at   timestamptz NOT NULL DEFAULT now(),
    handled_at   timestamptz,
    handled_by   uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX owed_by_hand_open_idx ON owed_by_hand (created_at) WHERE handled_at IS NULL;
CREATE INDEX owed_by_hand_booking_idx ON owed_by_hand (booking_id);

-- A booking's card payments: its own and those of its paid changes, with the refunds
-- asked of each (a refund counts once it is asked for, unless a retry replaced it or
-- Mollie canceled it) and what is left to refund of it.
CREATE VIEW booking_card_payments AS
SELECT q.*, q.amount_cents - q.refunded_cents AS left_cents
FROM (SELECT COALESCE(p.booking_id, c.booking_id) AS booking_id, p.id AS payment_id, p.mollie_id, p.amount_cents,
             p.charged_back_cents, p.paid_at, p.created_at,
             COALESCE((SELECT sum(r.amount_cents) FROM refunds r
                       WHERE r.payment_id = p.id AND r.replaced_by IS NULL AND r.status <> 'canceled'), 0)::int AS refunded_cents
      FROM payments p LEFT JOIN booking_changes c ON c.id = p.booking_change_id
      WHERE p.status = 'paid' AND (p.booking_id IS NOT NULL OR c.booking_id IS NOT NULL)) q;

-- A booking's balance. owed is what its positions are worth (persons × price; once
-- cancelled or failed, its cancellation fee); received is what it took in (card payments, voucher parts
-- net of what went back onto the voucher, money paid outside Mollie); returned is what
-- went back besides the voucher (refunds asked, call-off credit, money owed by hand).
-- kept = received − returned; due and surplus compare it with owed. charged_back is what
-- the bank took back of its card payments: no refund or credit is made of it.
CREATE VIEW booking_balances AS
SELECT b.id AS booking_id, x.owed, x.card, x.charged_back, x.voucher, x.outside, x.refunded, x.credit, x.by_hand,
       x.card + x.voucher + x.outside AS received,
       x.refunded + x.credit + x.by_hand AS returned,
       greatest(x.owed - (x.card + x.voucher + x.outside - x.refunded - x.credit - x.by_hand), 0) AS due,
       greatest((x.card + x.voucher + x.outside - x.refunded - x.credit - x.by_hand) - x.owed, 0) AS surplus
FROM bookings b
CROSS JOIN LATERAL (SELECT
    CASE WHEN b.status IN ('PENDING', 'PAID') THEN b.subtotal_cents ELSE b.cancellation_fee_cents END AS owed,
    COALESCE((SELECT sum(cp.amount_cents) FROM booking_card_payments cp WHERE cp.booking_id = b.id), 0)::int AS card,
    COALESCE((SELECT sum(cp.charged_back_cents) FROM booking_card_payments cp WHERE cp.booking_id = b.id), 0)::int AS charged_back,
    COALESCE((SELECT -sum(l.amount_cents) FROM voucher_ledger l WHERE l.booking_id = b.id), 0)::int AS voucher,
    COALESCE((SELECT sum(o.amount_cents) FROM outside_payments o WHERE o.booking_id = b.id), 0)::int AS outside,
    COALESCE((SELECT sum(cp.refunded_cents) FROM booking_card_payments cp WHERE cp.booking_id = b.id), 0)::int AS refunded,
    COALESCE((SELECT sum(v.value_cents - v.bonus_cents) FROM vouchers v WHERE v.credit_booking_id = b.id), 0)::int AS credit,
    COALESCE((SELECT sum(h.amount_cents) FROM owed_by_hand h WHERE h.booking_id = b.id), 0)::int AS by_hand
) x;

-- Bookings cancelled before this kept what they did not give back.
UPDATE bookings b SET cancellation_fee_cents = bb.surplus FROM booking_balances bb
WHERE bb.booking_id = b.id AND b.status IN ('CANCELLED', 'FAILED') AND bb.surplus > 0;

-- The live refunds of a payment (not failed or canceled) never exceed what it received, and those made at Mollie never
-- exceed what it received less what the bank took back: PostgreSQL checks it at commit,
-- whatever the code did. (A refund asked for before a chargeback arrived waits for the
-- bank instead of going to Mollie: payment/chargebacks.go.)
CREATE FUNCTION refunds_within_payment() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    p payments%ROWTYPE;
    asked integer;
    made integer;
BEGIN
    SELECT * INTO p FROM payments WHERE id = NEW.payment_id;
    SELECT COALESCE(sum(amount_cents), 0),
           COALESCE(sum(amount_cents) FILTER (WHERE mollie_refund_id IS NOT NULL), 0)
        INTO asked, made
        FROM refunds WHERE payment_id = NEW.payment_id AND replaced_by IS NULL AND status NOT IN ('failed', 'canceled');
    IF asked > p.amount_cents OR (TG_OP = 'INSERT' OR NEW.mollie_refund_id IS DISTINCT FROM OLD.mollie_refund_id)
            AND made > p.amount_cents - p.charged_back_cents THEN
        RAISE EXCEPTION 'refunds of payment % would exceed what it holds (asked %, made %, amount %, charged back %)',
            p.mollie_id, asked, made, p.amount_cents, p.charged_back_cents USING ERRCODE = 'check_violation';
    END IF;
    RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER refunds_within_payment AFTER INSERT OR UPDATE ON refunds
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refunds_within_payment();

-- A voucher's value plus its ledger (spent, given back) never goes below zero.
CREATE FUNCTION voucher_ledger_within_value() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    value integer;
    moved integer;
BEGIN
    SELECT value_cents INTO value FROM vouchers WHERE id = NEW.voucher_id;
    SELECT COALESCE(sum(amount_cents), 0) INTO moved FROM voucher_ledger WHERE voucher_id = NEW.voucher_id;
    IF value + moved < 0 THEN
        RAISE EXCEPTION 'voucher % would go below zero (%)', NEW.voucher_id, value + moved USING ERRCODE = 'check_violation';
    END IF;
    RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER voucher_ledger_within_value AFTER INSERT ON voucher_ledger
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION voucher_ledger_within_value();
