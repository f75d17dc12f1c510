ALTER TABLE bookings DROP COLUMN language;
