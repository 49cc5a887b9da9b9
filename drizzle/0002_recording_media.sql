ALTER TABLE "responses" ADD COLUMN "media_type" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "media_duration" real;