-- The walks as the bookings show and choose them, published by the walks' owner as its
-- read model: what a walk is and where, when it takes place, its price and places,
-- whether it is published and whether (and why) the organisers called it off.
CREATE VIEW walk_summaries AS
SELECT id, slug, title, title_en, city, address, date_start, date_end, price_cents, min_participants, max_participants, published,
       cancelled_at, cancel_reason
FROM walks;
