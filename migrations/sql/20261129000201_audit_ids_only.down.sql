ALTER TABLE audit_log ADD COLUMN actor_email text NOT NULL DEFAULT '';
DROP FUNCTION audit_scrub(jsonb);
