CREATE TABLE "ticket_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"change" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
