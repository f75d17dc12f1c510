-- When an entry's address last got its link again: a new signup for an address already on
-- the list changes nothing and mails the entry's link, at most once an hour.
ALTER TABLE waitlist_entries ADD COLUMN mailed_at timestamptz;

-- Entries whose address was anonymised are no one's: they get no offers and go.
DELETE FROM waitlist_entries WHERE anonymised_at IS NOT NULL AND status IN ('WAITING', 'OFFERED');
