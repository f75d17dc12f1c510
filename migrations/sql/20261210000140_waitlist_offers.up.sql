-- domain/waitlist publishes the offers made from the waiting lists: on which walk, and
-- until when the offer holds its places (one past that time stays until the offer job ends it).
CREATE VIEW waitlist_offers AS
SELECT walk_id, offer_expires_at FROM waitlist_entries WHERE status = 'OFFERED';
