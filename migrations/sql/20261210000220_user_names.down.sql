DROP VIEW user_names;
