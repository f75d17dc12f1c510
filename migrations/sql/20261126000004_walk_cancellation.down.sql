ALTER TABLE walks DROP CONSTRAINT walks_cancel_check, DROP COLUMN cancel_reason, DROP COLUMN cancelled_at;
