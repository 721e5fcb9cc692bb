CREATE INDEX "email_outbox_to_address_idx" ON "email_outbox" USING btree (lower("to_address"));--> statement-breakpoint
CREATE INDEX "lead_email_idx" ON "lead" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "offline_place_email_idx" ON "offline_place" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "waitlist_entry_email_key_idx" ON "waitlist_entry" USING btree ("email_key");