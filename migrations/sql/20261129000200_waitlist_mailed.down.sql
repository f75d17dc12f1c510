ALTER TABLE waitlist_entries DROP COLUMN mailed_at;
