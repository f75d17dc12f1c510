DROP VIEW voucher_given_back;
