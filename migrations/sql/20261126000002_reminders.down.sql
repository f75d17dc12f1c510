ALTER TABLE bookings DROP COLUMN reminded_at;
