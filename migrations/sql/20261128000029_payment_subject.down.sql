ALTER TABLE payments
    DROP CONSTRAINT payments_voucher_subject_check,
    DROP CONSTRAINT payments_booking_subject_check,
    DROP CONSTRAINT payments_subject_kind_check,
    ADD CONSTRAINT payments_subject_check CHECK ((booking_id IS NULL) <> (voucher_id IS NULL));
ALTER TABLE payments DROP COLUMN subject_kind;
