DROP VIEW voucher_values;
