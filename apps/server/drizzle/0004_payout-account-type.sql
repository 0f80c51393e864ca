ALTER TABLE "withdraw_accounts" ADD COLUMN "account_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdraws" ADD COLUMN "account_type" text DEFAULT '' NOT NULL;