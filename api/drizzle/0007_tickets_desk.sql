CREATE TABLE "agent_departments" (
	"account_id" uuid NOT NULL,
	"department" text NOT NULL,
	CONSTRAINT "agent_departments_account_id_department_pk" PRIMARY KEY("account_id","department")
);
--> statement-breakpoint
CREATE TABLE "ticket_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"assignee_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_stars" (
	"account_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_stars_account_id_ticket_id_pk" PRIMARY KEY("account_id","ticket_id")
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "opened_by_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "department" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "reply_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_departments" ADD CONSTRAINT "agent_departments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_assignee_id_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_replies" ADD CONSTRAINT "ticket_replies_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_replies" ADD CONSTRAINT "ticket_replies_author_id_accounts_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_stars" ADD CONSTRAINT "ticket_stars_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_stars" ADD CONSTRAINT "ticket_stars_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_departments_department_idx" ON "agent_departments" USING btree ("department");--> statement-breakpoint
CREATE INDEX "ticket_events_ticket_idx" ON "ticket_events" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_replies_ticket_idx" ON "ticket_replies" USING btree ("ticket_id","created_at");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_opened_by_id_accounts_id_fk" FOREIGN KEY ("opened_by_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_opened_by_idx" ON "tickets" USING btree ("opened_by_id","updated_at");--> statement-breakpoint
CREATE INDEX "tickets_assignee_idx" ON "tickets" USING btree ("assignee_id","updated_at");--> statement-breakpoint
CREATE INDEX "tickets_queue_idx" ON "tickets" USING btree ("department","updated_at") WHERE "tickets"."assignee_id" is null;--> statement-breakpoint
CREATE INDEX "tickets_auto_close_idx" ON "tickets" USING btree ("status_changed_at") WHERE "tickets"."status" = 'resolved' and "tickets"."auto_close";--> statement-breakpoint
UPDATE "tickets" SET "opened_by_id" = "owner_id",
  "department" = CASE lower("category") WHEN 'billing' THEN 'billing' WHEN 'sales' THEN 'sales' WHEN 'technical support' THEN 'technical' ELSE 'general' END,
  "type" = CASE "type" WHEN 'technical' THEN 'problem' WHEN 'billing' THEN 'request' WHEN 'inquiry' THEN 'question' ELSE "type" END,
  "reply_count" = 0,
  "status_changed_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "opened_by_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "department" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" DROP COLUMN "category";