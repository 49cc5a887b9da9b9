ALTER TABLE "contact_messages" ADD COLUMN "search" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "suggested_ids" uuid[] DEFAULT '{}' NOT NULL;