DROP TABLE IF EXISTS contact_messages, feest_requests, custom_walk_requests, voucher_ledger,
    refunds, payments, bookings, vouchers, walks, refresh_tokens, users;
