-- The name of each account, published by the accounts' owner as its read model: who
-- did what, as the back office names them.
CREATE VIEW user_names AS
SELECT id, name
FROM users;
