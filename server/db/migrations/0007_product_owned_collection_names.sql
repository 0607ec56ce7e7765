ALTER TABLE "collections" ADD COLUMN "name_key" text;--> statement-breakpoint
UPDATE "collections" SET "name_key" = 'myDocuments' WHERE "kind" = 'personal' AND "name" IN ('My documents', 'Mes documents', 'Meine Dokumente', 'I miei documenti', 'Mis documentos', 'Мои документы', '我的文件');
