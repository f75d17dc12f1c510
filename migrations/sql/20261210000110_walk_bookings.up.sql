-- domain/booking publishes the bookings on each walk as the walk's organisers see them:
-- who booked how many places, in what state, for what amount, and when.
-- booking_holds_places(status, hold_until, at) tells whether one holds its places at a moment.
CREATE VIEW walk_bookings AS
SELECT id, walk_id, customer_name, customer_email, customer_phone, qty, status, payment_status, total_cents,
       voucher_used_cents, hold_until, created_at, cancelled_at, language
FROM bookings;
