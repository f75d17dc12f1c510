DROP VIEW waitlist_offers;
