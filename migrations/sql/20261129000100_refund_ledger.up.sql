-- A refund is a row before it is a call to Mollie: it is written in the transaction of
-- its cause, one per cause (a cancellation, a move, a late payment …), with the
-- idempotency key every call for it carries (a UUID v4). Its status runs from requested
-- (not yet at Mollie) through Mollie's own (queued, pending, processing) to refunded,
-- failed or canceled. A refund the organisers must look at carries a problem until one
-- of them tries it again or settles it by hand.
ALTER TABLE refunds
    ALTER COLUMN mollie_refund_id DROP NOT NULL,
    ADD COLUMN cause text,
    ADD COLUMN idempotency_key uuid NOT NULL DEFAULT gen_random_uuid(),
    ADD COLUMN description text NOT NULL DEFAULT '',
    ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    ADD COLUMN last_error text,
    ADD COLUMN retry_since timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN problem text CHECK (problem IN ('refused', 'gave_up', 'failed', 'charged_back')),
    ADD COLUMN problem_detail text,
    ADD COLUMN problem_at timestamptz,
    ADD COLUMN organisers_told_at timestamptz,
    ADD COLUMN handled_at timestamptz,
    ADD COLUMN handled_by uuid REFERENCES users (id) ON DELETE SET NULL;

-- Refunds recorded before the ledger were made by Mollie: each is its own cause.
UPDATE refunds SET cause = 'mollie-' || mollie_refund_id;

ALTER TABLE refunds
    ALTER COLUMN cause SET NOT NULL,
    ADD CONSTRAINT refunds_cause_key UNIQUE (cause),
    ADD CONSTRAINT refunds_idempotency_key_key UNIQUE (idempotency_key),
    DROP CONSTRAINT refunds_status_check,
    ADD CONSTRAINT refunds_status_check
        CHECK (status IN ('requested', 'queued', 'pending', 'processing', 'refunded', 'failed', 'canceled')),
    -- only a refund Mollie never made (still requested, or refused) lacks Mollie's id
    ADD CONSTRAINT refunds_at_mollie_check CHECK (mollie_refund_id IS NOT NULL OR status IN ('requested', 'failed')),
    ADD CONSTRAINT refunds_problem_at_check CHECK ((problem IS NULL) = (problem_at IS NULL));

-- What still needs work or a look: the rows reconciliation and "Aandacht nodig" read.
CREATE INDEX refunds_open_idx ON refunds (created_at)
    WHERE status IN ('requested', 'queued', 'pending', 'processing') OR (problem IS NOT NULL AND handled_at IS NULL);

-- Refund jobs queued before the ledger carried the refund itself; each becomes a row and
-- its job drives that row. On a fresh database River's tables come after this file.
DO $$
BEGIN
    IF to_regclass('river_job') IS NOT NULL THEN
        WITH waiting AS (
            SELECT j.id AS job_id, p.id AS payment_id, j.args->>'key' AS cause,
                   (j.args->>'amountCents')::integer AS amount_cents, COALESCE(j.args->>'description', '') AS description
            FROM river_job j JOIN payments p ON p.mollie_id = j.args->>'molliePaymentId'
            WHERE j.kind = 'refund' AND j.args ? 'key'
              AND j.state IN ('available', 'pending', 'retryable', 'running', 'scheduled')
        ), made AS (
            INSERT INTO refunds (payment_id, cause, amount_cents, description, status)
            SELECT payment_id, cause, amount_cents, description, 'requested' FROM waiting
            ON CONFLICT (cause) DO NOTHING
            RETURNING id, cause
        )
        UPDATE river_job j SET args = jsonb_build_object('refundId', made.id)
        FROM waiting JOIN made ON made.cause = waiting.cause
        WHERE j.id = waiting.job_id;
    END IF;
END $$;
