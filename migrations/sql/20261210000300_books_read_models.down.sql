DROP VIEW request_statuses, invoice_entries, voucher_movements, voucher_balances, booking_movements, bookings_of_changes, payment_movements, payment_subjects;
