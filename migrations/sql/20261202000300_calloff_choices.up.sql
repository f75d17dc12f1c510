-- A voucher can be credit for a called-off walk: the amount paid plus a bonus, any
-- number of cents, issued once per booking.
ALTER TABLE vouchers ADD COLUMN credit_booking_id uuid UNIQUE REFERENCES bookings (id) ON DELETE RESTRICT;
ALTER TABLE vouchers ADD COLUMN bonus_cents integer NOT NULL DEFAULT 0 CHECK (bonus_cents >= 0);
ALTER TABLE vouchers DROP CONSTRAINT vouchers_value_cents_check;
ALTER TABLE vouchers ADD CONSTRAINT vouchers_value_cents_check CHECK (
    (credit_booking_id IS NULL AND bonus_cents = 0 AND value_cents BETWEEN 1000 AND 50000 AND value_cents % 500 = 0)
    OR (credit_booking_id IS NOT NULL AND value_cents > bonus_cents));

-- The choice a paid booking on a called-off walk gets: money back, credit or another
-- date. One row per booking, written with the call-off; choice stays NULL until the
-- customer chooses or the deadline passes (then 'refund', decided_by 'deadline').
CREATE TABLE calloff_choices (
    booking_id  uuid PRIMARY KEY REFERENCES bookings (id) ON DELETE RESTRICT,
    walk_id     uuid NOT NULL REFERENCES walks (id) ON DELETE RESTRICT,
    paid_cents  integer NOT NULL CHECK (paid_cents > 0),
    credit_cents integer NOT NULL CHECK (credit_cents >= paid_cents),
    deadline    timestamptz NOT NULL,
    choice      text CHECK (choice IN ('refund', 'credit', 'move')),
    decided_by  text CHECK (decided_by IN ('customer', 'deadline')),
    chosen_at   timestamptz,
    voucher_id  uuid UNIQUE REFERENCES vouchers (id) ON DELETE RESTRICT,
    to_walk_id  uuid REFERENCES walks (id) ON DELETE RESTRICT,
    created_at  timestamptz NOT NULL,
    CHECK ((choice IS NULL) = (chosen_at IS NULL) AND (choice IS NULL) = (decided_by IS NULL)),
    CHECK ((choice = 'credit') = (voucher_id IS NOT NULL)),
    CHECK ((choice = 'move') = (to_walk_id IS NOT NULL))
);
CREATE INDEX calloff_choices_walk_idx ON calloff_choices (walk_id);
CREATE INDEX calloff_choices_open_idx ON calloff_choices (deadline) WHERE choice IS NULL;
