-- Personal data is removed from what is kept for the books (amounts, dates, numbers): by
-- the anonymisation job PRIVACY_RETENTION_MONTHS after the walk or request, and when a
-- person deletes their account. anonymised_at records when, so a row is done once.
ALTER TABLE bookings ADD COLUMN anonymised_at timestamptz;
ALTER TABLE waitlist_entries ADD COLUMN anonymised_at timestamptz;
ALTER TABLE custom_walk_requests ADD COLUMN anonymised_at timestamptz;
ALTER TABLE feest_requests ADD COLUMN anonymised_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN anonymised_at timestamptz;
