-- Back to audit_scrub as 20261129000201 made it; the rows scrubbed stay scrubbed.
CREATE OR REPLACE FUNCTION audit_scrub(j jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
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
