ALTER TABLE "goods" ADD COLUMN "stock_alert" integer;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD COLUMN "code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_stock_alert_not_negative" CHECK ("goods"."stock_alert" is null or "goods"."stock_alert" >= 0);