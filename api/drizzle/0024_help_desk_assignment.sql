CREATE TABLE "agent_availability" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'offline' NOT NULL,
	"auto" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assignment_queues" (
	"queue" text PRIMARY KEY NOT NULL,
	"last_account_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "contact_lang" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "agent_availability" ADD CONSTRAINT "agent_availability_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_availability_state_idx" ON "agent_availability" USING btree ("state","changed_at");