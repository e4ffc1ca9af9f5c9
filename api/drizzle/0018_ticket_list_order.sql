DROP INDEX "tickets_owner_idx";--> statement-breakpoint
DROP INDEX "tickets_opened_by_idx";--> statement-breakpoint
DROP INDEX "tickets_assignee_idx";--> statement-breakpoint
DROP INDEX "tickets_queue_idx";--> statement-breakpoint
CREATE INDEX "tickets_opened_by_status_idx" ON "tickets" USING btree ("opened_by_id","status","updated_at","number");--> statement-breakpoint
CREATE INDEX "tickets_owner_idx" ON "tickets" USING btree ("owner_id","updated_at","number");--> statement-breakpoint
CREATE INDEX "tickets_opened_by_idx" ON "tickets" USING btree ("opened_by_id","updated_at","number");--> statement-breakpoint
CREATE INDEX "tickets_assignee_idx" ON "tickets" USING btree ("assignee_id","updated_at","number");--> statement-breakpoint
CREATE INDEX "tickets_queue_idx" ON "tickets" USING btree ("department","updated_at","number") WHERE "tickets"."assignee_id" is null;