-- A booking's reminder mail is sent once: reminded_at records when.
ALTER TABLE bookings ADD COLUMN reminded_at timestamptz;
