CREATE TABLE "listing_stats" (
	"listing_id" uuid NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_stats_listing_id_month_status_pk" PRIMARY KEY("listing_id","month","status")
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"type" jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"speciality" jsonb NOT NULL,
	"about" jsonb NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"members_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"website" text,
	"contacts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"criteria" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"support_rate" numeric(5, 2),
	"commission_rate" numeric(5, 2),
	"audios" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"profile" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manager_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_services" (
	"member_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "member_services_member_id_service_id_pk" PRIMARY KEY("member_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_min" integer NOT NULL,
	"price_max" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offerings_price_order" CHECK ("offerings"."price_min" >= 0 and "offerings"."price_min" <= "offerings"."price_max")
);
--> statement-breakpoint
DROP TABLE "groups" CASCADE;--> statement-breakpoint
ALTER TABLE "listing_stats" ADD CONSTRAINT "listing_stats_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_manager_id_accounts_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_services" ADD CONSTRAINT "member_services_member_id_listings_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_services" ADD CONSTRAINT "member_services_service_id_listings_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offerings" ADD CONSTRAINT "offerings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_section_slug_unique" ON "listings" USING btree ("section","slug");--> statement-breakpoint
CREATE INDEX "listings_newest_idx" ON "listings" USING btree ("section","created_at");--> statement-breakpoint
CREATE INDEX "listings_rating_idx" ON "listings" USING btree ("section","rating");--> statement-breakpoint
CREATE INDEX "listings_members_idx" ON "listings" USING btree ("section","members_count");--> statement-breakpoint
CREATE INDEX "listings_name_en_idx" ON "listings" USING btree ("section",("name"->>'en'));--> statement-breakpoint
CREATE INDEX "listings_name_ar_idx" ON "listings" USING btree ("section",("name"->>'ar'));--> statement-breakpoint
CREATE INDEX "listings_type_idx" ON "listings" USING btree ("section",("type"->>'key'));--> statement-breakpoint
CREATE INDEX "listings_location_idx" ON "listings" USING btree ("section",("location"->>'key'));--> statement-breakpoint
CREATE INDEX "listings_status_idx" ON "listings" USING btree ("section","status");--> statement-breakpoint
CREATE INDEX "listings_categories_idx" ON "listings" USING gin ("categories" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "listings_manager_idx" ON "listings" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "member_services_service_idx" ON "member_services" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offerings_listing_slug_unique" ON "offerings" USING btree ("listing_id","slug");--> statement-breakpoint
CREATE INDEX "offerings_listing_idx" ON "offerings" USING btree ("listing_id","kind","position");--> statement-breakpoint
CREATE INDEX "offerings_price_idx" ON "offerings" USING btree ("kind","price_min","price_max");--> statement-breakpoint
-- The directory is public content: a change empties the API's cached reads (see 0002).
CREATE TRIGGER listings_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER offerings_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offerings FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER member_services_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON member_services FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER listing_stats_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listing_stats FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
