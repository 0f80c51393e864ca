ALTER TABLE "jobs" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "last_finished_at" bigint;--> statement-breakpoint
ALTER TABLE "schedules" ADD COLUMN "last_result" jsonb;