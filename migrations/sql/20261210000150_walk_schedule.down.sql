DROP VIEW walk_schedule;
