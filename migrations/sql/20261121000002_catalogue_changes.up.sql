-- Tell listeners that the catalogue may have changed: the shop keeps its list of upcoming
-- walks in memory until a write to walks or bookings. PostgreSQL delivers a notification
-- at commit, once per transaction however many rows changed, and never for a rollback.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('catalogue_changed', '');
    RETURN NULL;
END
$$;

CREATE TRIGGER walks_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON walks
    FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER walks_catalogue_truncated AFTER TRUNCATE ON walks
    FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER bookings_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON bookings
    FOR EACH ROW EXECUTE FUNCTION notify_catalogue_changed();
CREATE TRIGGER bookings_catalogue_truncated AFTER TRUNCATE ON bookings
    FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
