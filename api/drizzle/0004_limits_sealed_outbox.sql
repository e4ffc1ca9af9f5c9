CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_ends_at");--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "outbox" DROP COLUMN "code";--> statement-breakpoint
-- Rows queued before sealing hold codes in clear: drop them (codes live 10 minutes anyway).
DELETE FROM "outbox";
