ALTER TABLE "providers" ADD COLUMN "wheelchair_accessible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "evening_hours" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "weekend_hours" boolean DEFAULT false NOT NULL;