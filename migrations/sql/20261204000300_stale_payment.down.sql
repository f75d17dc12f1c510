UPDATE refunds SET problem = NULL, problem_detail = NULL, problem_at = NULL WHERE problem = 'stale_payment';
ALTER TABLE refunds
    DROP CONSTRAINT refunds_problem_check,
    ADD CONSTRAINT refunds_problem_check CHECK (problem IN ('refused', 'gave_up', 'failed', 'charged_back'));
