DROP TABLE mail_log;
DROP TABLE booking_moves;
