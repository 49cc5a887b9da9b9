CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"is_phone" boolean DEFAULT false NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"private_message" text DEFAULT '' NOT NULL,
	"author_email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "providers_short_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 10001 CACHE 1),
	"url_tag" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"license" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"availability" text DEFAULT 'Accepting New Clients' NOT NULL,
	"photo" text,
	"summary" text DEFAULT '' NOT NULL,
	"address_one" text DEFAULT '' NOT NULL,
	"address_two" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text,
	"zip" text DEFAULT '' NOT NULL,
	"licensed_states" text[] DEFAULT '{}' NOT NULL,
	"teletherapy" boolean DEFAULT false NOT NULL,
	"online_therapy" text DEFAULT 'Both' NOT NULL,
	"issues" integer[] DEFAULT '{}' NOT NULL,
	"top_issues" integer[] DEFAULT '{}' NOT NULL,
	"approaches" integer[] DEFAULT '{}' NOT NULL,
	"min_cost" integer,
	"max_cost" integer,
	"payments" text[] DEFAULT '{}' NOT NULL,
	"gender" text[] DEFAULT '{}' NOT NULL,
	"ethnicity" text[] DEFAULT '{}' NOT NULL,
	"sexuality" text[] DEFAULT '{}' NOT NULL,
	"faith" text[] DEFAULT '{}' NOT NULL,
	"language" text[] DEFAULT '{}' NOT NULL,
	"focuses_age" text[] DEFAULT '{}' NOT NULL,
	"onboarded" boolean DEFAULT false NOT NULL,
	"onboarded_letter" boolean DEFAULT false NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"flagged_keyword" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, first_name || ' ' || last_name), 'A') || setweight(to_tsvector('english'::regconfig, headline), 'B') || setweight(to_tsvector('english'::regconfig, summary), 'C')) STORED,
	CONSTRAINT "providers_shortId_unique" UNIQUE("short_id"),
	CONSTRAINT "providers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" integer NOT NULL,
	"author_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"type" text,
	"text" text DEFAULT '' NOT NULL,
	"video_url" text,
	"video_thumb_url" text,
	"audio_url" text,
	"audio_timeline" jsonb,
	"transcript_full" text,
	"tag_id" integer,
	"is_complete" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurers" (
	"slug" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"is_national" boolean NOT NULL,
	"states" char(2)[] DEFAULT '{}' NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tag_id" integer,
	"question_id" integer,
	"position" integer NOT NULL,
	CONSTRAINT "posts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tag_id" integer,
	"position" integer NOT NULL,
	"is_deprecating" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "states_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_introducing" boolean DEFAULT false NOT NULL,
	"is_deprecating" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"meta" jsonb
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_tokens_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_bucket_key_window_start_pk" PRIMARY KEY("bucket","key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sessions_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_recipient_id_providers_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_providers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_author_id_providers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_recipient_idx" ON "contact_messages" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "providers_search_text_gin" ON "providers" USING gin ("search_text");--> statement-breakpoint
CREATE INDEX "providers_updated_at_idx" ON "providers" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "providers_licensed_states_gin" ON "providers" USING gin ("licensed_states");--> statement-breakpoint
CREATE INDEX "providers_issues_gin" ON "providers" USING gin ("issues");--> statement-breakpoint
CREATE INDEX "providers_approaches_gin" ON "providers" USING gin ("approaches");--> statement-breakpoint
CREATE INDEX "providers_payments_gin" ON "providers" USING gin ("payments");--> statement-breakpoint
CREATE INDEX "providers_is_demo_idx" ON "providers" USING btree ("is_demo") WHERE "providers"."is_demo";--> statement-breakpoint
CREATE INDEX "responses_author_idx" ON "responses" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "responses_tag_idx" ON "responses" USING btree ("tag_id") WHERE "responses"."is_complete" and not "responses"."is_deleted";--> statement-breakpoint
CREATE INDEX "responses_question_idx" ON "responses" USING btree ("question_id") WHERE "responses"."is_complete" and not "responses"."is_deleted";--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "one_time_tokens_provider_idx" ON "one_time_tokens" USING btree ("provider_id","purpose");--> statement-breakpoint
CREATE INDEX "sessions_provider_idx" ON "sessions" USING btree ("provider_id");