ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change;
UPDATE audit_log SET action = 'walk.cancel' WHERE action = 'walk.call_off';
ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change;
