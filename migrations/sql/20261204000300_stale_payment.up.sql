-- A refund of money that came in through a checkout the shop had replaced or whose
-- subject had ended (an older quote checkout, a quote no longer open, a voucher paid
-- already, a booking that stopped waiting) is made as any refund, and shows on
-- "Aandacht nodig" as stale_payment until an organiser dismisses it: a line that only
-- informs, and never holds the refund back.
ALTER TABLE refunds
    DROP CONSTRAINT refunds_problem_check,
    ADD CONSTRAINT refunds_problem_check CHECK (problem IN ('refused', 'gave_up', 'failed', 'charged_back', 'stale_payment'));
