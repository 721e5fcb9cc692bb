-- Every write to the catalogue or to bookings (which change the seats left)
-- tells each server process, through LISTEN/NOTIFY, to drop its cached
-- catalogue reads (app/features/catalogue/catalogue-cache.server.ts). A
-- trigger rather than application code, so no write path can forget it; the
-- notification is sent when the transaction commits, and not at all if it
-- rolls back.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER course_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER course_instance_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_instance"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER available_date_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "available_date"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER booking_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
