-- Events recorded before collection ids were checked may name a collection that never existed, is gone, or
-- is another organisation's; a forged one cannot be told from the rest, so they all go before the key can hold.
DELETE FROM "tracking_events" t WHERE t."collection_id" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "collections" c WHERE c."id" = t."collection_id" AND c."organisation_id" = t."organisation_id"
);--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_events_collection_idx" ON "tracking_events" USING btree ("collection_id");