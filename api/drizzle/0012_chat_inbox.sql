ALTER TABLE "chat_conversations" ADD COLUMN "client_page" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "client_lang" text;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "ticket_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "agent_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "client_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;