-- A payment names what it pays for: subject_kind says which kind of subject, and that
-- kind's own id column (with its foreign key) is the one set. A new kind of payee is a
-- new value in payments_subject_kind_check, its id column and its column check.
ALTER TABLE payments ADD COLUMN subject_kind text;
UPDATE payments SET subject_kind = CASE WHEN voucher_id IS NOT NULL THEN 'voucher' ELSE 'booking' END;
ALTER TABLE payments ALTER COLUMN subject_kind SET NOT NULL;
ALTER TABLE payments DROP CONSTRAINT payments_subject_check;
ALTER TABLE payments
    ADD CONSTRAINT payments_subject_kind_check CHECK (subject_kind IN ('booking', 'voucher')),
    ADD CONSTRAINT payments_booking_subject_check CHECK ((subject_kind = 'booking') = (booking_id IS NOT NULL)),
    ADD CONSTRAINT payments_voucher_subject_check CHECK ((subject_kind = 'voucher') = (voucher_id IS NOT NULL));
