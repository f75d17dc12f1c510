-- The audit log keeps ids and what changed, never what names or reaches a person. Besides
-- a name, e-mail address or phone, audit_scrub now drops, at any depth: a quote's customer
-- (name, contact, company, postal address, btw-id) whole; a company or a btw-id anywhere; a
-- link or a token ("url", "link", "...token...": a quote's link opens the quote and its
-- invoice, the agenda feed's link the organisers' calendar); and what a customer wrote in
-- a request (its message, additional requests, preferred dates and place, accessibility
-- needs). A walk's address is its meeting point, not a person's: it stays, as do ids,
-- amounts, states, dates and what the organisers wrote (a reason, a subject).
-- The rows kept so far are scrubbed again here, the append-only trigger set aside for
-- this one update inside the migration's transaction.
CREATE OR REPLACE FUNCTION audit_scrub(j jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
    RETURN CASE jsonb_typeof(j)
        WHEN 'object' THEN (SELECT COALESCE(jsonb_object_agg(k, audit_scrub(v)), '{}'::jsonb) FROM jsonb_each(j) AS e(k, v)
                            WHERE lower(k) !~ '(name|e-?mail|phone|company|vat-?id|token|accessibility|preferred|additionalrequests)'
                              AND lower(k) NOT IN ('customer', 'url', 'link', 'message'))
        WHEN 'array' THEN (SELECT COALESCE(jsonb_agg(audit_scrub(v) ORDER BY i), '[]'::jsonb)
                           FROM jsonb_array_elements(j) WITH ORDINALITY AS a(v, i))
        ELSE j
    END;
END
$$;

ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change;
UPDATE audit_log SET before = audit_scrub(before), after = audit_scrub(after)
WHERE before IS DISTINCT FROM audit_scrub(before) OR after IS DISTINCT FROM audit_scrub(after);
ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change;
