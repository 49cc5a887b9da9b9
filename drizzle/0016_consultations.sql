CREATE TABLE "consultation_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"local_day" date NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"note" text,
	"time_zone" text NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"uid" text NOT NULL,
	"cancel_token_hash" text NOT NULL,
	"reminded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_bookings_uid_unique" UNIQUE("uid"),
	CONSTRAINT "consultation_bookings_cancel_token_hash_unique" UNIQUE("cancel_token_hash")
);
--> statement-breakpoint
CREATE TABLE "consultation_days" (
	"provider_id" uuid NOT NULL,
	"day" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "consultation_days_provider_id_day_pk" PRIMARY KEY("provider_id","day"),
	CONSTRAINT "consultation_days_booked_check" CHECK ("consultation_days"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "consultation_settings" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"minutes" integer DEFAULT 15 NOT NULL,
	"by" text DEFAULT 'phone' NOT NULL,
	"video_link" text,
	"time_zone" text NOT NULL,
	"windows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice_hours" integer DEFAULT 24 NOT NULL,
	"horizon_days" integer DEFAULT 21 NOT NULL,
	"per_day" integer,
	"days_off" date[] DEFAULT '{}'::date[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_minutes_check" CHECK ("consultation_settings"."minutes" IN (15, 20, 30))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "consultation_bookings" ADD CONSTRAINT "consultation_bookings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_days" ADD CONSTRAINT "consultation_days_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_settings" ADD CONSTRAINT "consultation_settings_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_bookings_slot_idx" ON "consultation_bookings" USING btree ("provider_id","start_at") WHERE "consultation_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "consultation_bookings_reminder_idx" ON "consultation_bookings" USING btree ("start_at") WHERE "consultation_bookings"."status" = 'booked' AND "consultation_bookings"."reminded_at" IS NULL;