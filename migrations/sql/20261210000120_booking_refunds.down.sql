DROP VIEW booking_refunds;
