DROP VIEW logged_mails;
