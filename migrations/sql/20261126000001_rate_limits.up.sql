-- Rate limits shared by every shop process: one token bucket per limiter and key. The key
-- (an address, an e-mail address) is stored as its SHA-256 only. The table is UNLOGGED:
-- a crash forgets the buckets, which only makes them full again.
CREATE UNLOGGED TABLE rate_limits (
    limiter    text NOT NULL,
    key_hash   bytea NOT NULL,
    tokens     double precision NOT NULL,
    updated_at timestamptz NOT NULL,
    -- full_at is when the bucket is full again, and its row can go.
    full_at    timestamptz NOT NULL,
    PRIMARY KEY (limiter, key_hash)
);
CREATE INDEX rate_limits_full_idx ON rate_limits (full_at);

-- rate_limit_take refills a bucket (burst tokens at most, one more every every_seconds)
-- to now and takes n tokens if it holds them, all or none, under the row's lock: calls
-- from any number of processes count exactly.
CREATE FUNCTION rate_limit_take(limiter_name text, key bytea, burst integer, n integer, now timestamptz,
    every_seconds double precision, OUT granted boolean, OUT tokens double precision)
LANGUAGE plpgsql AS $$
DECLARE
    have double precision;
BEGIN
    INSERT INTO rate_limits AS r (limiter, key_hash, tokens, updated_at, full_at)
    VALUES (limiter_name, key, burst, now, now)
    ON CONFLICT (limiter, key_hash) DO NOTHING;
    SELECT LEAST(burst, r.tokens + GREATEST(0, extract(epoch FROM now - r.updated_at)) / every_seconds)
    INTO have FROM rate_limits r WHERE r.limiter = limiter_name AND r.key_hash = key FOR UPDATE;
    granted := have >= n;
    tokens := CASE WHEN granted THEN have - n ELSE have END;
    UPDATE rate_limits r SET tokens = rate_limit_take.tokens, updated_at = GREATEST(r.updated_at, now),
        full_at = now + (burst - rate_limit_take.tokens) * every_seconds * interval '1 second'
    WHERE r.limiter = limiter_name AND r.key_hash = key;
END
$$;
