-- Issued documents anonymised with their person (decision 027): the retention schedule's anonymisation, 6 years after
-- a person's last booking, blanks the personal details in the customer of their bookings' documents, as
-- app/features/documents/document-redaction.ts does. This is the one change a document ever allows: its snapshot's
-- customer made the redacted form of what it was (a person's: name 'Erased', no address, no attention; an
-- organisation's: the organisation's details kept, the payer's name in attention blanked), every other column and the
-- rest of the snapshot as they were. Any other UPDATE, and every DELETE, is still refused as before. The money
-- journal keeps refuse_change_of_issued_record and its trigger unchanged.
CREATE FUNCTION "document_redacted_customer"("customer" jsonb, "for_organisation" boolean) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "for_organisation" THEN "customer" || jsonb_build_object('attention', NULL)
    ELSE "customer" || jsonb_build_object('name', 'Erased', 'address', '[]'::jsonb, 'attention', NULL) END
$$;
--> statement-breakpoint
CREATE FUNCTION "refuse_change_of_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND jsonb_typeof(OLD."snapshot" -> 'customer') = 'object'
    AND (to_jsonb(NEW) - 'snapshot') = (to_jsonb(OLD) - 'snapshot')
    AND (NEW."snapshot" - 'customer') = (OLD."snapshot" - 'customer')
    AND (NEW."snapshot" -> 'customer')
      = "document_redacted_customer"(OLD."snapshot" -> 'customer', OLD."organisation_id" IS NOT NULL) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% rows are never changed or deleted: issue a new one instead', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
DROP TRIGGER "document_never_changes" ON "document";
--> statement-breakpoint
CREATE TRIGGER "document_never_changes" BEFORE UPDATE OR DELETE ON "document"
FOR EACH ROW EXECUTE FUNCTION "refuse_change_of_document"();
