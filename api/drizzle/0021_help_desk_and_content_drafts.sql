CREATE TABLE "sla_policies" (
	"department" text NOT NULL,
	"urgent" boolean NOT NULL,
	"first_response_ms" bigint NOT NULL,
	"resolution_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sla_policies_department_urgent_pk" PRIMARY KEY("department","urgent")
);
--> statement-breakpoint
CREATE TABLE "content_drafts" (
	"type" text NOT NULL,
	"item_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	"publish_at" timestamp with time zone,
	"publish_override" boolean DEFAULT false NOT NULL,
	CONSTRAINT "content_drafts_type_item_id_pk" PRIMARY KEY("type","item_id")
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"type" text NOT NULL,
	"item_id" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"published_by" uuid,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_versions_type_item_id_version_pk" PRIMARY KEY("type","item_id","version")
);
--> statement-breakpoint
CREATE TABLE "canned_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"department" text,
	"shortcut" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_replies" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_first_response_ms" bigint;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_resolution_ms" bigint;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "first_response_ms" bigint;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "solved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "resolution_ms" bigint;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_paused_ms" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_paused_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_warn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_warned" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_drafts" ADD CONSTRAINT "content_drafts_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_published_by_accounts_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "canned_responses" ADD CONSTRAINT "canned_responses_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_drafts_publish_at_idx" ON "content_drafts" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "canned_responses_owner_idx" ON "canned_responses" USING btree ("owner_id","shortcut");--> statement-breakpoint
CREATE INDEX "tickets_sla_warn_idx" ON "tickets" USING btree ("sla_warn_at") WHERE "tickets"."sla_warn_at" is not null;--> statement-breakpoint
CREATE INDEX "tickets_report_created_idx" ON "tickets" USING btree ("created_at","department");--> statement-breakpoint
CREATE INDEX "tickets_report_answered_idx" ON "tickets" USING btree ("first_response_at","department") WHERE "tickets"."first_response_at" is not null;--> statement-breakpoint
CREATE INDEX "tickets_report_solved_idx" ON "tickets" USING btree ("solved_at","department") WHERE "tickets"."solved_at" is not null;