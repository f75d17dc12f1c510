ALTER TABLE bookings DROP COLUMN manage_token_hash;
