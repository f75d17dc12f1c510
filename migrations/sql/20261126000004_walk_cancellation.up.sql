-- The organisers can call a walk off: when, and the reason its customers were given.
ALTER TABLE walks ADD COLUMN cancelled_at timestamptz,
                  ADD COLUMN cancel_reason text CHECK (cancel_reason IS NULL OR char_length(cancel_reason) <= 500),
                  ADD CONSTRAINT walks_cancel_check CHECK ((cancelled_at IS NULL) = (cancel_reason IS NULL));
