CREATE TABLE "license_checks" (
	"provider_id" uuid PRIMARY KEY NOT NULL,
	"license_check" jsonb NOT NULL,
	"license_checked" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "providers_licence_queue_idx";--> statement-breakpoint
ALTER TABLE "license_checks" ADD CONSTRAINT "license_checks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "license_checks_updated_at_idx" ON "license_checks" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "license_checks_queue_idx" ON "license_checks" USING btree (("license_check"->>'checked_at')) WHERE "license_checks"."license_check"->>'status' = 'needs_review';--> statement-breakpoint
-- The records move over as they are (app/db/schema/license-checks.ts).
INSERT INTO "license_checks" ("provider_id", "license_check", "license_checked", "updated_at")
	SELECT "id", "license_check", "license_checked", "updated_at" FROM "providers" WHERE "license_check" IS NOT NULL;--> statement-breakpoint
-- provider_index_row(): written by `npm run db:generate` from INDEX_ROW_FIELDS (app/db/schema/providers.ts); do not edit.
ALTER TABLE "providers" DROP COLUMN IF EXISTS "index_row";--> statement-breakpoint
-- After index_row, which reads license_checked.
ALTER TABLE "providers" DROP COLUMN "license_check";--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "license_checked";--> statement-breakpoint
DROP FUNCTION IF EXISTS provider_index_row(text, text, integer, integer, text, text, text, text, text, text, text, boolean, boolean, boolean, boolean, timestamp with time zone, text[], integer[], integer[], text[], text[], text[], text[], text[], text[], text[], text);--> statement-breakpoint
CREATE FUNCTION provider_index_row(availability text, online_therapy text, min_cost integer, max_cost integer, photo text, phone text, link text, license text, summary text, zip text, state text, wheelchair_accessible boolean, evening_hours boolean, weekend_hours boolean, consultation_next_at timestamp with time zone, licensed_states text[], issues integer[], approaches integer[], payments text[], gender text[], language text[], focuses_age text[], ethnicity text[], sexuality text[], faith text[], city text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT concat_ws(chr(30), availability, online_therapy, coalesce(min_cost::text, ''), coalesce(max_cost::text, ''), (photo IS NOT NULL)::text, (phone <> '' OR link <> '')::text, (license <> '')::text, length(summary)::text, zip, coalesce(state, ''), wheelchair_accessible::text, evening_hours::text, weekend_hours::text, (consultation_next_at IS NOT NULL)::text, array_to_string(licensed_states, chr(31)), array_to_string(issues, chr(31)), array_to_string(approaches, chr(31)), array_to_string(payments, chr(31)), array_to_string(gender, chr(31)), array_to_string(language, chr(31)), array_to_string(focuses_age, chr(31)), array_to_string(ethnicity, chr(31)), array_to_string(sexuality, chr(31)), array_to_string(faith, chr(31)), city)
$$;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "index_row" text GENERATED ALWAYS AS (provider_index_row(availability, online_therapy, min_cost, max_cost, photo, phone, link, license, summary, zip, state, wheelchair_accessible, evening_hours, weekend_hours, consultation_next_at, licensed_states, issues, approaches, payments, gender, language, focuses_age, ethnicity, sexuality, faith, city)) STORED;
