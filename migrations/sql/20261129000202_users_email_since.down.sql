DROP TRIGGER users_email_since ON users;
DROP FUNCTION users_email_since();
ALTER TABLE users DROP COLUMN email_since;
