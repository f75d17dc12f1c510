DROP TABLE agenda_feed;
