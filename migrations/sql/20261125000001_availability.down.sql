ALTER TABLE bookings DROP CONSTRAINT bookings_qty_check, ADD CONSTRAINT bookings_qty_check CHECK (qty BETWEEN 1 AND 10);
DROP FUNCTION IF EXISTS walk_free_places(uuid, integer, timestamptz);
DROP FUNCTION IF EXISTS walk_places_taken(uuid, timestamptz, uuid);
DROP FUNCTION IF EXISTS booking_holds_places(text, timestamptz, timestamptz);
