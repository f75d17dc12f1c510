-- Core schema of Wandelwijs: accounts, walks, bookings, payments, vouchers and requests.
-- Money is integer cents; every timestamp is timestamptz (stored in UTC).

CREATE TABLE users (
    id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name          text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 100),
    email         text NOT NULL CHECK (char_length(email) <= 254 AND email LIKE '_%@_%'),
    phone         text CHECK (phone IS NULL OR char_length(phone) BETWEEN 6 AND 30),
    password_hash text NOT NULL,
    role          text NOT NULL DEFAULT 'USER' CHECK (role IN ('USER', 'ADMIN')),
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));

-- Refresh tokens are stored hashed; a family is one login's chain of rotations.
CREATE TABLE refresh_tokens (
    id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    family_id   uuid NOT NULL,
    token_hash  bytea NOT NULL UNIQUE,
    expires_at  timestamptz NOT NULL,
    used_at     timestamptz,
    revoked_at  timestamptz,
    created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);
CREATE INDEX refresh_tokens_expires_idx ON refresh_tokens (expires_at);

CREATE TABLE walks (
    id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    slug             text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 100),
    title            text NOT NULL CHECK (char_length(btrim(title)) BETWEEN 1 AND 200),
    city             text NOT NULL CHECK (char_length(btrim(city)) BETWEEN 1 AND 100),
    address          text NOT NULL CHECK (char_length(btrim(address)) BETWEEN 1 AND 200),
    short_desc       text NOT NULL CHECK (char_length(btrim(short_desc)) BETWEEN 1 AND 188),
    full_desc        text NOT NULL CHECK (char_length(btrim(full_desc)) >= 1),
    date_start       timestamptz NOT NULL,
    date_end         timestamptz NOT NULL,
    price_cents      integer NOT NULL DEFAULT 2000 CHECK (price_cents >= 0),
    min_participants integer NOT NULL DEFAULT 1 CHECK (min_participants >= 1),
    max_participants integer NOT NULL DEFAULT 15 CHECK (max_participants >= 1),
    cover_image_url  text CHECK (cover_image_url IS NULL OR cover_image_url ~ '^https?://'),
    published        boolean NOT NULL DEFAULT false,
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT walks_participants_check CHECK (min_participants <= max_participants),
    CONSTRAINT walks_dates_check CHECK (date_start < date_end)
);
CREATE INDEX walks_published_start_idx ON walks (date_start) WHERE published;

-- Vouchers get their code when paid; only its hash is stored.
CREATE TABLE vouchers (
    id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    code_hash         bytea UNIQUE,
    value_cents       integer NOT NULL CHECK (value_cents BETWEEN 1000 AND 50000 AND value_cents % 500 = 0),
    remaining_cents   integer NOT NULL CHECK (remaining_cents >= 0),
    status            text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACTIVE', 'USED', 'FAILED', 'EXPIRED')),
    payment_status    text NOT NULL DEFAULT 'PENDING' CHECK (payment_status IN ('PENDING', 'PAID', 'FAILED', 'CANCELED')),
    mollie_payment_id text,
    payment_method    text,
    recipient_name    text NOT NULL CHECK (char_length(btrim(recipient_name)) BETWEEN 1 AND 100),
    recipient_email   text NOT NULL CHECK (char_length(recipient_email) <= 254 AND recipient_email LIKE '_%@_%'),
    purchaser_name    text NOT NULL CHECK (char_length(btrim(purchaser_name)) BETWEEN 1 AND 100),
    purchaser_email   text NOT NULL CHECK (char_length(purchaser_email) <= 254 AND purchaser_email LIKE '_%@_%'),
    message           text CHECK (message IS NULL OR char_length(message) <= 500),
    user_id           uuid REFERENCES users (id) ON DELETE SET NULL,
    valid_until       timestamptz,
    paid_at           timestamptz,
    used_at           timestamptz,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT vouchers_remaining_check CHECK (remaining_cents <= value_cents),
    CONSTRAINT vouchers_code_when_paid_check CHECK (code_hash IS NULL OR payment_status = 'PAID')
);
CREATE INDEX vouchers_mollie_payment_idx ON vouchers (mollie_payment_id);

-- A booking keeps a snapshot of its customer's contact details, so it stays reachable
-- by mail even when the account behind it is deleted. user_id is NULL for guests.
CREATE TABLE bookings (
    id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    walk_id            uuid NOT NULL REFERENCES walks (id) ON DELETE RESTRICT,
    user_id            uuid REFERENCES users (id) ON DELETE SET NULL,
    customer_name      text NOT NULL CHECK (char_length(btrim(customer_name)) BETWEEN 1 AND 100),
    customer_email     text NOT NULL CHECK (char_length(customer_email) <= 254 AND customer_email LIKE '_%@_%'),
    customer_phone     text CHECK (customer_phone IS NULL OR char_length(customer_phone) BETWEEN 6 AND 30),
    qty                integer NOT NULL CHECK (qty BETWEEN 1 AND 10),
    subtotal_cents     integer NOT NULL CHECK (subtotal_cents >= 0),
    voucher_id         uuid REFERENCES vouchers (id) ON DELETE RESTRICT,
    voucher_used_cents integer NOT NULL DEFAULT 0 CHECK (voucher_used_cents >= 0),
    total_cents        integer NOT NULL CHECK (total_cents >= 0),
    status             text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'CANCELLED')),
    payment_status     text NOT NULL DEFAULT 'PENDING' CHECK (payment_status IN ('PENDING', 'PAID', 'FAILED', 'CANCELED')),
    mollie_payment_id  text,
    payment_method     text,
    paid_at            timestamptz,
    cancelled_at       timestamptz,
    created_at         timestamptz NOT NULL DEFAULT now(),
    updated_at         timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT bookings_total_check CHECK (total_cents = subtotal_cents - voucher_used_cents),
    CONSTRAINT bookings_voucher_check CHECK (voucher_id IS NOT NULL OR voucher_used_cents = 0)
);
CREATE INDEX bookings_walk_status_idx ON bookings (walk_id, status);
CREATE INDEX bookings_user_idx ON bookings (user_id);
CREATE INDEX bookings_voucher_idx ON bookings (voucher_id);
CREATE INDEX bookings_mollie_payment_idx ON bookings (mollie_payment_id);

-- Every Mollie payment we created, for a booking or a voucher (retries make several).
CREATE TABLE payments (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    mollie_id       text NOT NULL UNIQUE,
    booking_id      uuid REFERENCES bookings (id) ON DELETE RESTRICT,
    voucher_id      uuid REFERENCES vouchers (id) ON DELETE RESTRICT,
    amount_cents    integer NOT NULL CHECK (amount_cents > 0),
    status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired')),
    method          text,
    checkout_url    text,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT payments_subject_check CHECK ((booking_id IS NULL) <> (voucher_id IS NULL))
);
CREATE INDEX payments_booking_idx ON payments (booking_id);
CREATE INDEX payments_voucher_idx ON payments (voucher_id);
CREATE INDEX payments_open_idx ON payments (created_at) WHERE status IN ('open', 'pending', 'authorized');

CREATE TABLE refunds (
    id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    payment_id       uuid NOT NULL REFERENCES payments (id) ON DELETE RESTRICT,
    mollie_refund_id text NOT NULL UNIQUE,
    amount_cents     integer NOT NULL CHECK (amount_cents > 0),
    status           text NOT NULL CHECK (status IN ('queued', 'pending', 'processing', 'refunded', 'failed', 'canceled')),
    created_at       timestamptz NOT NULL DEFAULT now(),
    updated_at       timestamptz NOT NULL DEFAULT now()
);

-- The voucher ledger: a negative row per spend, a positive row per give-back.
CREATE TABLE voucher_ledger (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    voucher_id   uuid NOT NULL REFERENCES vouchers (id) ON DELETE RESTRICT,
    booking_id   uuid REFERENCES bookings (id) ON DELETE RESTRICT,
    kind         text NOT NULL CHECK (kind IN ('SPEND', 'GIVE_BACK')),
    amount_cents integer NOT NULL CHECK ((kind = 'SPEND' AND amount_cents < 0) OR (kind = 'GIVE_BACK' AND amount_cents > 0)),
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX voucher_ledger_voucher_idx ON voucher_ledger (voucher_id);

CREATE TABLE custom_walk_requests (
    id                      uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    company_name            text CHECK (company_name IS NULL OR char_length(company_name) <= 200),
    contact_name            text NOT NULL CHECK (char_length(btrim(contact_name)) BETWEEN 1 AND 100),
    contact_email           text NOT NULL CHECK (char_length(contact_email) <= 254 AND contact_email LIKE '_%@_%'),
    contact_phone           text NOT NULL CHECK (char_length(contact_phone) BETWEEN 6 AND 30),
    participant_count       integer NOT NULL DEFAULT 10 CHECK (participant_count BETWEEN 6 AND 25),
    preferred_dates         text CHECK (preferred_dates IS NULL OR char_length(preferred_dates) <= 500),
    preferred_location      text CHECK (preferred_location IS NULL OR char_length(preferred_location) <= 200),
    walk_theme              text CHECK (walk_theme IS NULL OR char_length(walk_theme) <= 200),
    duration                text NOT NULL CHECK (duration IN ('2-hours', 'half-day', 'full-day', 'multi-day')),
    budget                  text CHECK (budget IS NULL OR char_length(budget) <= 200),
    additional_requests     text CHECK (additional_requests IS NULL OR char_length(additional_requests) <= 5000),
    has_accessibility_needs boolean NOT NULL DEFAULT false,
    accessibility_details   text CHECK (accessibility_details IS NULL OR char_length(accessibility_details) <= 2000),
    status                  text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED')),
    created_at              timestamptz NOT NULL DEFAULT now(),
    updated_at              timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT custom_walk_requests_accessibility_check CHECK (has_accessibility_needs OR accessibility_details IS NULL)
);
CREATE INDEX custom_walk_requests_created_idx ON custom_walk_requests (created_at DESC);

CREATE TABLE feest_requests (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name       text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 100),
    email      text NOT NULL CHECK (char_length(email) <= 254 AND email LIKE '_%@_%'),
    phone      text NOT NULL CHECK (char_length(phone) BETWEEN 6 AND 30),
    message    text NOT NULL CHECK (char_length(btrim(message)) BETWEEN 1 AND 5000),
    status     text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feest_requests_created_idx ON feest_requests (created_at DESC);

CREATE TABLE contact_messages (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name       text NOT NULL CHECK (char_length(btrim(name)) BETWEEN 1 AND 100),
    email      text NOT NULL CHECK (char_length(email) <= 254 AND email LIKE '_%@_%'),
    phone      text CHECK (phone IS NULL OR char_length(phone) BETWEEN 6 AND 30),
    message    text NOT NULL CHECK (char_length(btrim(message)) BETWEEN 1 AND 5000),
    status     text NOT NULL DEFAULT 'NEW' CHECK (status IN ('NEW', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED')),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
