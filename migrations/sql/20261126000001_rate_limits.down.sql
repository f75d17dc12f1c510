DROP FUNCTION rate_limit_take;
DROP TABLE rate_limits;
