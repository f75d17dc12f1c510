-- The waiting list of a walk with no room: who, how many, and where each entry stands.
-- WAITING entries wait in order of signing up; an OFFERED entry holds its places until
-- offer_expires_at; BOOKED took its offer, EXPIRED let it pass, LEFT left the list. The
-- entry's link token (for its offer and for leaving) is kept only as its SHA-256.
CREATE TABLE waitlist_entries (
    id               uuid PRIMARY KEY,
    walk_id          uuid NOT NULL REFERENCES walks (id) ON DELETE CASCADE,
    name             text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 100),
    email            text NOT NULL CHECK (char_length(email) <= 254 AND email LIKE '_%@_%'),
    phone            text CHECK (phone IS NULL OR char_length(phone) BETWEEN 6 AND 30),
    qty              integer NOT NULL CHECK (qty BETWEEN 1 AND 10),
    status           text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'OFFERED', 'BOOKED', 'EXPIRED', 'LEFT')),
    token_hash       bytea NOT NULL UNIQUE,
    offered_at       timestamptz,
    offer_expires_at timestamptz,
    booking_id       uuid REFERENCES bookings (id) ON DELETE SET NULL,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT waitlist_entries_offer_check CHECK (status <> 'OFFERED' OR offer_expires_at IS NOT NULL)
);
-- One entry per address and walk.
CREATE UNIQUE INDEX waitlist_entries_walk_email ON waitlist_entries (walk_id, lower(email));
CREATE INDEX waitlist_entries_waiting ON waitlist_entries (walk_id, created_at) WHERE status IN ('WAITING', 'OFFERED');

-- walk_places_offered counts the places offers hold on a walk at a moment, leaving out
-- one entry (an order made with that offer takes its places).
CREATE FUNCTION walk_places_offered(walk uuid, at timestamptz, except_entry uuid DEFAULT NULL)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
BEGIN ATOMIC
    SELECT COALESCE(sum(e.qty), 0)::int FROM waitlist_entries e
    WHERE e.walk_id = walk AND e.status = 'OFFERED' AND e.offer_expires_at > at
      AND e.id IS DISTINCT FROM except_entry;
END;

-- walk_free_places is what a walk has left at a moment: its maximum minus the places
-- bookings hold and the places offers from its waiting list hold, never below 0.
DROP FUNCTION walk_free_places(uuid, integer, timestamptz);
CREATE FUNCTION walk_free_places(walk uuid, max_participants integer, hold_since timestamptz, at timestamptz)
    RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
    RETURN GREATEST(0, max_participants - walk_places_taken(walk, hold_since) - walk_places_offered(walk, at));

-- An offer made, taken or ended changes what the catalogue shows as free.
CREATE TRIGGER waitlist_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON waitlist_entries
    FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
