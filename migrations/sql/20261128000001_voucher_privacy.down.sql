ALTER TABLE vouchers DROP COLUMN anonymised_at;
