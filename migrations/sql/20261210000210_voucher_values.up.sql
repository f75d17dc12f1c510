-- What each voucher is worth and what is left of it, published by the vouchers' owner
-- as its read model.
CREATE VIEW voucher_values AS
SELECT id, value_cents, remaining_cents
FROM vouchers;
