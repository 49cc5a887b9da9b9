CREATE TABLE "follow_up_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"outcome_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provider_replied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follow_up_unsubscribes" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "delivery_email_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "match_state" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "match_tag_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "follow_up_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "follow_up_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "second_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "second_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "follow_up_answer_id" uuid;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "silence_waitlist_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "follow_up_answers" ADD CONSTRAINT "follow_up_answers_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_up_answers_provider_idx" ON "follow_up_answers" USING btree ("provider_id","outcome_at");--> statement-breakpoint
CREATE INDEX "contact_messages_awaiting_delivery_idx" ON "contact_messages" USING btree ("delivery_email_id") WHERE "contact_messages"."follow_up_due_at" is null and "contact_messages"."delivery_email_id" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_follow_up_due_idx" ON "contact_messages" USING btree ("follow_up_due_at") WHERE "contact_messages"."follow_up_sent_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_second_due_idx" ON "contact_messages" USING btree ("second_due_at") WHERE "contact_messages"."second_sent_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_follow_up_answer_idx" ON "contact_messages" USING btree ("follow_up_answer_id");