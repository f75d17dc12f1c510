-- The mails about each booking, when they were queued and sent and whether to the
-- organisers, published by the mail log's owner as its read model.
CREATE VIEW logged_mails AS
SELECT id, booking_id, template, to_organisers, queued_at, sent_at
FROM mail_log;
