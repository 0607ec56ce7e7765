-- The latest tab: editions published in a period (new and revised) and documents withdrawn in a period, each an index range.
CREATE INDEX "document_events_kind_occurred_idx" ON "document_events" USING btree ("kind","occurred_at");--> statement-breakpoint
CREATE INDEX "document_versions_published_on_idx" ON "document_versions" USING btree ("published_on");