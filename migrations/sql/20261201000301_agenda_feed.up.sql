-- The organisers' private calendar feed: one token, in its URL; renewing it ends the old feed.
CREATE TABLE agenda_feed (
    one        boolean PRIMARY KEY DEFAULT true CHECK (one),
    token      text NOT NULL CHECK (token ~ '^[A-Za-z0-9_-]{32,}$'),
    renewed_at timestamptz NOT NULL DEFAULT now()
);
