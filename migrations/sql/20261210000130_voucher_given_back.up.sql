-- domain/voucher publishes what went back onto a voucher from each booking that had spent it.
CREATE VIEW voucher_given_back AS
SELECT booking_id, amount_cents FROM voucher_ledger WHERE kind = 'GIVE_BACK';
