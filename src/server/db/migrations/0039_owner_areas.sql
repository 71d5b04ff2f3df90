CREATE TABLE "area_changes" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "area_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_area" text NOT NULL,
	"open" boolean NOT NULL,
	"keep_pages" boolean NOT NULL,
	"closed_zips" jsonb NOT NULL,
	"changed_by" text,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "area_changes_zips_check" CHECK (jsonb_typeof("area_changes"."closed_zips") = 'array')
);
--> statement-breakpoint
ALTER TABLE "area_changes" ADD CONSTRAINT "area_changes_changed_by_user_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "area_changes_area_idx" ON "area_changes" USING btree ("service_area","seq");