DROP VIEW walk_summaries;
