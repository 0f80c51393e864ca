CREATE TABLE "upload_variants" (
	"upload_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"createtime" bigint NOT NULL,
	CONSTRAINT "upload_variants_upload_id_width_format_pk" PRIMARY KEY("upload_id","width","format"),
	CONSTRAINT "upload_variants_format_known" CHECK ("upload_variants"."format" in ('webp', 'avif')),
	CONSTRAINT "upload_variants_width_positive" CHECK ("upload_variants"."width" > 0 and "upload_variants"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "upload_variants" ADD CONSTRAINT "upload_variants_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;