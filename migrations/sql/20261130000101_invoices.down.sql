ALTER TABLE vouchers DROP COLUMN invoice_buyer;
ALTER TABLE bookings DROP COLUMN invoice_buyer;
DROP TABLE invoices;
DROP FUNCTION invoices_immutable();
DROP TABLE invoice_counters;
