DROP INDEX refunds_open_idx;
DELETE FROM refunds WHERE mollie_refund_id IS NULL;
ALTER TABLE refunds
    DROP CONSTRAINT refunds_problem_at_check,
    DROP CONSTRAINT refunds_at_mollie_check,
    DROP CONSTRAINT refunds_status_check,
    ADD CONSTRAINT refunds_status_check CHECK (status IN ('queued', 'pending', 'processing', 'refunded', 'failed', 'canceled')),
    DROP COLUMN handled_by,
    DROP COLUMN handled_at,
    DROP COLUMN organisers_told_at,
    DROP COLUMN problem_at,
    DROP COLUMN problem_detail,
    DROP COLUMN problem,
    DROP COLUMN retry_since,
    DROP COLUMN last_error,
    DROP COLUMN attempts,
    DROP COLUMN description,
    DROP COLUMN idempotency_key,
    DROP COLUMN cause,
    ALTER COLUMN mollie_refund_id SET NOT NULL;
