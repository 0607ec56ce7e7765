-- Every user has a personal collection from the start (server/modules/collections/default-collection.ts), so
-- reading the active collection never creates one. Users from before, who never had one made for them or deleted
-- theirs, get their "My documents" now, named in their language (the product's key translates it when shown).
INSERT INTO "collections" ("organisation_id", "kind", "owner_user_id", "name", "name_key", "created_by")
SELECT u."organisation_id", 'personal', u."id",
  CASE u."language"
    WHEN 'fr' THEN 'Mes documents'
    WHEN 'de' THEN 'Meine Dokumente'
    WHEN 'it' THEN 'I miei documenti'
    WHEN 'es' THEN 'Mis documentos'
    WHEN 'ru' THEN 'Мои документы'
    WHEN 'zh' THEN '我的文件'
    ELSE 'My documents'
  END,
  'myDocuments', u."id"
FROM "users" u
WHERE NOT EXISTS (
  SELECT 1 FROM "collections" c WHERE c."kind" = 'personal' AND c."owner_user_id" = u."id" AND c."organisation_id" = u."organisation_id"
);
