DROP TRIGGER IF EXISTS bookings_catalogue_truncated ON bookings;
DROP TRIGGER IF EXISTS bookings_catalogue_changed ON bookings;
DROP TRIGGER IF EXISTS walks_catalogue_truncated ON walks;
DROP TRIGGER IF EXISTS walks_catalogue_changed ON walks;
DROP FUNCTION IF EXISTS notify_catalogue_changed();
