CREATE TABLE "tenants" (
	"domain" text PRIMARY KEY NOT NULL,
	"listing_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenants_listing_idx" ON "tenants" USING btree ("listing_id");--> statement-breakpoint
CREATE TRIGGER tenants_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tenants FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
