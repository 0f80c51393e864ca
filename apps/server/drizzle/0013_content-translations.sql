DROP INDEX "goods_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_text" text GENERATED ALWAYS AS (title || ' ' || jsonb_path_query_array(i18n, '$.*.title')::text) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "market_goods" ADD COLUMN "i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "goods_search_text_trgm_idx" ON "goods" USING gin ("search_text" gin_trgm_ops);