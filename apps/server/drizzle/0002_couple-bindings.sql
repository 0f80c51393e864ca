CREATE TABLE "couple_bindings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"couple_id" integer NOT NULL,
	"createtime" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "couple_bindings" ADD CONSTRAINT "couple_bindings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_bindings" ADD CONSTRAINT "couple_bindings_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "couples_one_pending_pair" ON "couples" USING btree (least("inviter_shop_id", "invitee_shop_id"),greatest("inviter_shop_id", "invitee_shop_id")) WHERE "couples"."state" = 'inviting';