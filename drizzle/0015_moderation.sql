ALTER TABLE "providers" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "fix_request" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "fix_requested_at" timestamp with time zone;