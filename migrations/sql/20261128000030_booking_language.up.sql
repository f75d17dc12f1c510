-- The language a booking was made in: its mails and Mollie's checkout speak it. Dutch is
-- the only one so far; a second language widens the check.
ALTER TABLE bookings ADD COLUMN language text NOT NULL DEFAULT 'nl' CHECK (language IN ('nl'));
