CREATE TABLE "account_devices" (
	"account_id" uuid NOT NULL,
	"device" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_devices_account_id_device_pk" PRIMARY KEY("account_id","device")
);
--> statement-breakpoint
CREATE TABLE "inbound_mail" (
	"message_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"address" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_suppressions_address_category_pk" PRIMARY KEY("address","category")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"account_id" uuid NOT NULL,
	"category" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_settings_account_id_category_channel_pk" PRIMARY KEY("account_id","category","channel")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_id" text DEFAULT ('<' || gen_random_uuid()::text || '@outbox>') NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "digest_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "once_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_response" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "missed_notified_up_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_devices" ADD CONSTRAINT "account_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_id_unique" ON "outbox" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_once_key_unique" ON "outbox" USING btree ("once_key");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_digest_open_unique" ON "outbox" USING btree ("digest_key") WHERE "outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" in ('queued', 'sending', 'retrying');--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "subject";--> statement-breakpoint
-- Messages queued before delivery existed were rendered differently and are long stale: never send them.
UPDATE "outbox" SET "status" = 'failed', "provider_response" = 'queued before delivery was configured';
