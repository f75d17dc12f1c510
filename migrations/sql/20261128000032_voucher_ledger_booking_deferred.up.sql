-- An order takes its voucher's part before its booking row is written (the booking's id
-- is chosen up front, as for its payment), in the same transaction: the ledger's booking
-- is checked when that transaction commits.
ALTER TABLE voucher_ledger ALTER CONSTRAINT voucher_ledger_booking_id_fkey DEFERRABLE INITIALLY DEFERRED;
