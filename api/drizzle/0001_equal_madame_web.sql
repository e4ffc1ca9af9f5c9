CREATE TABLE "content_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"excerpt" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"author" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"image_src" text NOT NULL,
	"image_alt" jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_branches" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"building_number" text NOT NULL,
	"floor_number" text NOT NULL,
	"mobile" text NOT NULL,
	"website" text NOT NULL,
	"whatsapp" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_changelog" (
	"id" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"released_at" date NOT NULL,
	"kind" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"text" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_company" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"story" jsonb NOT NULL,
	"mission" jsonb NOT NULL,
	"vision" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"hours" jsonb NOT NULL,
	"tax_number" text NOT NULL,
	"commercial_registration" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" jsonb NOT NULL,
	"map_lat" double precision NOT NULL,
	"map_lng" double precision NOT NULL,
	"map_embed_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"category" jsonb NOT NULL,
	"question" jsonb NOT NULL,
	"answer" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_features" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"icon" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_home_hero" (
	"id" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb NOT NULL,
	"cta_label" jsonb NOT NULL,
	"cta_href" text NOT NULL,
	"image_src" text NOT NULL,
	"image_alt" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_media" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"src" text NOT NULL,
	"mime_type" text NOT NULL,
	"poster_src" text,
	"captions_src" jsonb,
	"duration_seconds" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_partners" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"logo_src" text NOT NULL,
	"website" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"monthly_price" integer NOT NULL,
	"yearly_price" integer NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"client" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image_src" text NOT NULL,
	"image_alt" jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"year" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_services" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"icon" text NOT NULL,
	"image_src" text NOT NULL,
	"image_alt" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price" integer NOT NULL,
	"period" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_team_members" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"role" jsonb NOT NULL,
	"bio" jsonb NOT NULL,
	"photo_src" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_terms" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_testimonials" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"author" jsonb NOT NULL,
	"role" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"rating" integer NOT NULL,
	"avatar_src" text NOT NULL,
	"avatar_alt" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_work_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"step" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"body" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_articles_kind_published_idx" ON "content_articles" USING btree ("kind","published_at");--> statement-breakpoint
CREATE INDEX "content_changelog_released_idx" ON "content_changelog" USING btree ("released_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "content_media_kind_idx" ON "content_media" USING btree ("kind","published_at");