ALTER TABLE booking_moves DROP COLUMN waived_cents, DROP COLUMN moved_by;
