-- The audit log keeps ids and changes, never a person's name, e-mail address or phone:
-- the log shows the actor and the person a write was about by looking them up, so a
-- deleted or anonymised person reads as "verwijderd". audit_scrub removes every key that
-- names a person's name, address or phone from a before or after, at any depth; it runs on
-- every row appended, and once here on the rows kept so far (the only change the
-- append-only triggers ever let through).
CREATE FUNCTION audit_scrub(j jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
    RETURN CASE jsonb_typeof(j)
        WHEN 'object' THEN (SELECT COALESCE(jsonb_object_agg(k, audit_scrub(v)), '{}'::jsonb) FROM jsonb_each(j) AS e(k, v)
                            WHERE lower(k) !~ '(name|e-?mail|phone)')
        WHEN 'array' THEN (SELECT COALESCE(jsonb_agg(audit_scrub(v) ORDER BY i), '[]'::jsonb)
                           FROM jsonb_array_elements(j) WITH ORDINALITY AS a(v, i))
        ELSE j
    END;
END
$$;

ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change;
UPDATE audit_log SET before = audit_scrub(before), after = audit_scrub(after);
ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change;
ALTER TABLE audit_log DROP COLUMN actor_email;

COMMENT ON TABLE audit_log IS 'Every write in the back office: who (actor_id), when, what, and the subject before and after, without personal data (audit_scrub). Append-only.';
