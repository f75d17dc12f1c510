-- A booking's manage link (/boeking/{token}) carries a token only the shop can make; the
-- table keeps its SHA-256, so the token itself is never stored.
ALTER TABLE bookings ADD COLUMN manage_token_hash bytea UNIQUE;
