ALTER TABLE "providers" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "fix_request" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "fix_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "providers_flagged_queue_idx" ON "providers" USING btree ("updated_at") WHERE "providers"."flagged";--> statement-breakpoint
CREATE INDEX "providers_hidden_idx" ON "providers" USING btree ("hidden_at") WHERE "providers"."hidden";--> statement-breakpoint
CREATE INDEX "providers_created_at_idx" ON "providers" USING btree ("created_at");