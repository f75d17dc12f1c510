-- A move records the organiser who made it (NULL for the customer's own move or an
-- account since removed) and, for a move to a dearer walk without a further payment,
-- the difference the organiser let go.
ALTER TABLE booking_moves
    ADD COLUMN moved_by uuid REFERENCES users (id) ON DELETE SET NULL,
    ADD COLUMN waived_cents integer NOT NULL DEFAULT 0 CHECK (waived_cents >= 0);
