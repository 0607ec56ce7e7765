-- The latest tab: documents without a publication date, new from the day they entered the catalogue (a few among many).
CREATE INDEX "documents_published_on_idx" ON "documents" USING btree ("published_on");
