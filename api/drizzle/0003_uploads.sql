CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"size" integer NOT NULL,
	"purpose" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"attached_kind" text,
	"attached_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_unique" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "uploads_attached_idx" ON "uploads" USING btree ("attached_kind","attached_id");--> statement-breakpoint
CREATE INDEX "uploads_pending_idx" ON "uploads" USING btree ("owner_kind","owner_id","created_at") WHERE "uploads"."attached_kind" is null;