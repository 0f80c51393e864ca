ALTER TABLE "order_goods" ADD COLUMN "discount" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_goods" ADD COLUMN "refunded" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_goods" ADD COLUMN "returned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_records" ADD COLUMN "kind" text DEFAULT 'receipt' NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_records" ADD COLUMN "freight" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_records" ADD COLUMN "voucher" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_records" ADD COLUMN "platform_voucher" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_records" ADD COLUMN "refund" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "profit_records" ADD COLUMN "income" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "voucher_refund" numeric(14, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_goods" ADD CONSTRAINT "order_goods_money_not_negative" CHECK ("order_goods"."discount" >= 0 and "order_goods"."refunded" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_by_known" CHECK ("orders"."voucher_by" in ('', 'shop', 'platform'));--> statement-breakpoint
ALTER TABLE "profit_records" ADD CONSTRAINT "profit_records_kind_known" CHECK ("profit_records"."kind" in ('receipt', 'refund'));--> statement-breakpoint
UPDATE "order_goods" SET "refunded" = r."money", "returned" = (r."type" = 1) FROM "refunds" r WHERE r."order_goods_id" = "order_goods"."id" AND r."state" = 4;--> statement-breakpoint
UPDATE "profit_records" SET "income" = "after" - "before";
