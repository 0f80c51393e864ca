CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"keyword" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"updatetime" bigint NOT NULL,
	CONSTRAINT "search_keywords_count_not_negative" CHECK ("search_keywords"."count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "search_keywords_count_idx" ON "search_keywords" USING btree ("count");--> statement-breakpoint
CREATE INDEX "goods_title_trgm_idx" ON "goods" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shops_shopname_trgm_idx" ON "shops" USING gin ("shopname" gin_trgm_ops);