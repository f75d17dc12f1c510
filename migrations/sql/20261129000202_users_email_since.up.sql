-- When an account took its current e-mail address. The address is not verified, so what
-- was made with it before (waiting-list entries) is not the account's: its export and its
-- deletion leave those alone.
ALTER TABLE users ADD COLUMN email_since timestamptz NOT NULL DEFAULT now();
UPDATE users SET email_since = created_at;

CREATE FUNCTION users_email_since() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF lower(NEW.email) <> lower(OLD.email) THEN
        NEW.email_since = now();
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER users_email_since BEFORE UPDATE OF email ON users FOR EACH ROW EXECUTE FUNCTION users_email_since();
