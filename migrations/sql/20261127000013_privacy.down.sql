ALTER TABLE contact_messages DROP COLUMN anonymised_at;
ALTER TABLE feest_requests DROP COLUMN anonymised_at;
ALTER TABLE custom_walk_requests DROP COLUMN anonymised_at;
ALTER TABLE waitlist_entries DROP COLUMN anonymised_at;
ALTER TABLE bookings DROP COLUMN anonymised_at;
