-- What a booking is for: its positions, each a number of persons at a price per person
-- (price categories and extras will be positions too). What a booking owes is what its
-- positions are worth, and nothing else stores that sum: the booking's persons (qty, what
-- its places count) and what its card pays (total_cents) must agree with them, and
-- PostgreSQL checks both at commit.
CREATE TABLE booking_positions (
    id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
    kind       text NOT NULL DEFAULT 'person' CHECK (kind IN ('person')),
    quantity   integer NOT NULL CHECK (quantity > 0),
    unit_cents integer NOT NULL CHECK (unit_cents >= 0)
);
CREATE INDEX booking_positions_booking_idx ON booking_positions (booking_id, id);

-- A booking's subtotal became its positions: one line of its persons at its price, or,
-- where a change left a subtotal its persons do not divide, a last person at the rest.
INSERT INTO booking_positions (booking_id, quantity, unit_cents)
SELECT id, qty - 1, subtotal_cents / qty FROM bookings WHERE subtotal_cents % qty <> 0 AND qty > 1
UNION ALL
SELECT id, 1, subtotal_cents - (qty - 1) * (subtotal_cents / qty) FROM bookings WHERE subtotal_cents % qty <> 0
UNION ALL
SELECT id, qty, subtotal_cents / qty FROM bookings WHERE subtotal_cents % qty = 0;

CREATE OR REPLACE VIEW booking_balances AS
SELECT b.id AS booking_id, x.owed, x.card, x.charged_back, x.voucher, x.outside, x.refunded, x.credit, x.by_hand,
       x.card + x.voucher + x.outside AS received,
       x.refunded + x.credit + x.by_hand AS returned,
       greatest(x.owed - (x.card + x.voucher + x.outside - x.refunded - x.credit - x.by_hand), 0) AS due,
       greatest((x.card + x.voucher + x.outside - x.refunded - x.credit - x.by_hand) - x.owed, 0) AS surplus
FROM bookings b
CROSS JOIN LATERAL (SELECT
    CASE WHEN b.status IN ('PENDING', 'PAID')
         THEN COALESCE((SELECT sum(p.quantity * p.unit_cents) FROM booking_positions p WHERE p.booking_id = b.id), 0)::int
         ELSE b.cancellation_fee_cents END AS owed,
    COALESCE((SELECT sum(cp.amount_cents) FROM booking_card_payments cp WHERE cp.booking_id = b.id), 0)::int AS card,
    COALESCE((SELECT sum(cp.charged_back_cents) FROM booking_card_payments cp WHERE cp.booking_id = b.id), 0)::int AS charged_back,
    COALESCE((SELECT -sum(l.amount_cents) FROM voucher_ledger l WHERE l.booking_id = b.id), 0)::int AS voucher,
    COALESCE((SELECT sum(o.amount_cents) FROM outside_payments o WHERE o.booking_id = b.id), 0)::int AS outside,
    COALESCE((SELECT sum(cp.refunded_cents) FROM booking_card_payments cp WHERE cp.booking_id = b.id), 0)::int AS refunded,
    COALESCE((SELECT sum(v.value_cents - v.bonus_cents) FROM vouchers v WHERE v.credit_booking_id = b.id), 0)::int AS credit,
    COALESCE((SELECT sum(h.amount_cents) FROM owed_by_hand h WHERE h.booking_id = b.id), 0)::int AS by_hand
) x;

ALTER TABLE bookings DROP CONSTRAINT bookings_total_check, DROP COLUMN subtotal_cents;

-- A booking's persons are its positions' persons, and its card part is what its positions
-- are worth less its voucher part: checked at commit, so a change may write the booking and
-- its positions in either order.
CREATE FUNCTION booking_positions_agree() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    bid uuid;
    b bookings%ROWTYPE;
    persons integer;
    worth integer;
BEGIN
    IF TG_TABLE_NAME = 'bookings' THEN
        bid := NEW.id;
    ELSE
        bid := COALESCE(NEW.booking_id, OLD.booking_id);
    END IF;
    SELECT * INTO b FROM bookings WHERE id = bid;
    IF NOT FOUND THEN
        RETURN NULL;
    END IF;
    SELECT COALESCE(sum(quantity), 0), COALESCE(sum(quantity * unit_cents), 0) INTO persons, worth
        FROM booking_positions WHERE booking_id = bid;
    IF persons <> b.qty OR b.total_cents <> worth - b.voucher_used_cents THEN
        RAISE EXCEPTION 'booking % has % persons paying % by card, its positions % persons worth % (voucher part %)',
            bid, b.qty, b.total_cents, persons, worth, b.voucher_used_cents USING ERRCODE = 'check_violation';
    END IF;
    RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER booking_positions_agree AFTER INSERT OR UPDATE OR DELETE ON booking_positions
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_positions_agree();
CREATE CONSTRAINT TRIGGER booking_positions_agree AFTER INSERT OR UPDATE OF qty, total_cents, voucher_used_cents ON bookings
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION booking_positions_agree();
