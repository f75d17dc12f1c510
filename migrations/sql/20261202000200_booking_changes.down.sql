CREATE OR REPLACE FUNCTION walk_places_taken(walk uuid, at timestamptz, except_booking uuid DEFAULT NULL)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT COALESCE(sum(b.qty), 0)::int FROM bookings b
    WHERE b.walk_id = walk
      AND booking_holds_places(b.status, b.hold_until, at)
      AND b.id IS DISTINCT FROM except_booking;
END;

DROP INDEX payments_booking_change_idx;
ALTER TABLE payments DROP CONSTRAINT payments_booking_change_subject_check;
ALTER TABLE payments DROP CONSTRAINT payments_subject_kind_check;
ALTER TABLE payments ADD CONSTRAINT payments_subject_kind_check CHECK (subject_kind IN ('booking', 'voucher', 'quote'));
ALTER TABLE payments DROP COLUMN booking_change_id;
DROP TABLE booking_changes;
