DROP TABLE outside_payments;
