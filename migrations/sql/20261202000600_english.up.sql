-- The shop speaks English too: a customer's booking, voucher, request, waiting-list entry,
-- quote and account keep the language they were made in, and a walk may have its texts
-- in English beside the Dutch ones.
ALTER TABLE bookings DROP CONSTRAINT bookings_language_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_language_check CHECK (language IN ('nl', 'en'));
ALTER TABLE vouchers ADD COLUMN language text NOT NULL DEFAULT 'nl' CHECK (language IN ('nl', 'en'));
ALTER TABLE custom_walk_requests ADD COLUMN language text NOT NULL DEFAULT 'nl' CHECK (language IN ('nl', 'en'));
ALTER TABLE feest_requests ADD COLUMN language text NOT NULL DEFAULT 'nl' CHECK (language IN ('nl', 'en'));
ALTER TABLE waitlist_entries ADD COLUMN language text NOT NULL DEFAULT 'nl' CHECK (language IN ('nl', 'en'));
ALTER TABLE quotes ADD COLUMN language text NOT NULL DEFAULT 'nl' CHECK (language IN ('nl', 'en'));
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'nl' CHECK (language IN ('nl', 'en'));

-- NULL is "not given": the English page shows the Dutch text.
ALTER TABLE walks
    ADD COLUMN title_en     text CHECK (title_en IS NULL OR char_length(btrim(title_en)) BETWEEN 1 AND 200),
    ADD COLUMN short_desc_en text CHECK (short_desc_en IS NULL OR char_length(btrim(short_desc_en)) BETWEEN 1 AND 188),
    ADD COLUMN full_desc_en  text CHECK (full_desc_en IS NULL OR char_length(btrim(full_desc_en)) >= 1);
