DROP VIEW walk_schedule, request_statuses, user_names, invoice_entries, voucher_movements, voucher_balances, booking_sales,
    booking_movements, bookings_of_changes, payment_movements, payment_subjects;
