ALTER TABLE "providers" ADD COLUMN "availability_confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing profiles: the last profile save is the best record of when availability was last looked at.
UPDATE "providers" SET "availability_confirmed_at" = "updated_at";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "availability_reminders" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "availability_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "reminders_unsubscribed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "email_undeliverable_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "undelivered_messages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE INDEX "providers_availability_confirmed_at_idx" ON "providers" USING btree ("availability_confirmed_at");