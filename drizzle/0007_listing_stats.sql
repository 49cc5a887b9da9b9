CREATE TABLE "listing_stats" (
	"provider_id" uuid NOT NULL,
	"day" date NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_stats_provider_id_day_pk" PRIMARY KEY("provider_id","day")
);
--> statement-breakpoint
ALTER TABLE "listing_stats" ADD CONSTRAINT "listing_stats_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;