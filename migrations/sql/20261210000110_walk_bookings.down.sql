DROP VIEW walk_bookings;
