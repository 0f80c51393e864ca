ALTER TABLE "goods" DROP CONSTRAINT "goods_sales_not_negative";--> statement-breakpoint
ALTER TABLE "goods" DROP COLUMN "sales";--> statement-breakpoint
ALTER TABLE "goods_skus" DROP COLUMN "sales";