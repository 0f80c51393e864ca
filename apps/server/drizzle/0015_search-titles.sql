-- Keyword search's titles: a row per goods and language (goods_search), kept by triggers; it
-- replaces goods.search_text (migration 0013), whose long rows made every index hit costly to check.
CREATE TABLE "goods_search" (
	"goods_id" integer NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"grams" text[] NOT NULL,
	CONSTRAINT "goods_search_goods_id_language_pk" PRIMARY KEY("goods_id","language")
);
--> statement-breakpoint
ALTER TABLE "goods_search" ADD CONSTRAINT "goods_search_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A text's distinct characters and character pairs in lower case, whitespace left out: what finds
-- a search word of one or two characters, which has no trigram of its own ("tv", "耳机").
CREATE FUNCTION search_grams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT gram ORDER BY gram), '{}')
  FROM (SELECT lower(value) AS lowered) AS source,
    generate_series(1, char_length(source.lowered)) AS start,
    (VALUES (1), (2)) AS sizes(size),
    LATERAL (SELECT substr(source.lowered, start, sizes.size) AS gram) AS grams
  WHERE start + sizes.size - 1 <= char_length(source.lowered) AND gram !~ '\s'
$$;--> statement-breakpoint
-- The goods' search rows (goods_search): its English title as `en` and each translated title.
CREATE FUNCTION goods_search_sync() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM goods_search WHERE goods_id = NEW.id;
  INSERT INTO goods_search (goods_id, language, title, grams)
  SELECT NEW.id, 'en', NEW.title, search_grams(NEW.title)
  UNION ALL
  SELECT NEW.id, texts.key, texts.value ->> 'title', search_grams(texts.value ->> 'title')
  FROM jsonb_each(NEW.i18n) AS texts
  WHERE texts.key <> 'en' AND texts.value ->> 'title' IS NOT NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER goods_search_insert AFTER INSERT ON goods
FOR EACH ROW EXECUTE FUNCTION goods_search_sync();--> statement-breakpoint
CREATE TRIGGER goods_search_update AFTER UPDATE OF title, i18n ON goods
FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.i18n IS DISTINCT FROM NEW.i18n)
EXECUTE FUNCTION goods_search_sync();--> statement-breakpoint
INSERT INTO goods_search (goods_id, language, title, grams)
SELECT id, 'en', title, search_grams(title) FROM goods
UNION ALL
SELECT goods.id, texts.key, texts.value ->> 'title', search_grams(texts.value ->> 'title')
FROM goods, jsonb_each(goods.i18n) AS texts
WHERE texts.key <> 'en' AND texts.value ->> 'title' IS NOT NULL;--> statement-breakpoint
-- The indexes after the rows: built once, not grown row by row.
CREATE INDEX "goods_search_title_trgm_idx" ON "goods_search" USING gin ("title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "goods_search_grams_idx" ON "goods_search" USING gin ("grams") WITH (fastupdate=false);--> statement-breakpoint
DROP INDEX "goods_search_text_trgm_idx";--> statement-breakpoint
ALTER TABLE "goods" DROP COLUMN "search_text";
