ALTER TABLE "providers" ADD COLUMN "npi" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "licenses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "license_check" jsonb;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "license_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "providers_npi_idx" ON "providers" USING btree ("npi") WHERE "providers"."npi" IS NOT NULL;