CREATE TABLE "npi_registry_rechecks" (
	"import_id" integer PRIMARY KEY NOT NULL,
	"began_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"providers_read" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"deactivated" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "npi_registry_rechecks" ADD CONSTRAINT "npi_registry_rechecks_import_id_npi_registry_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."npi_registry_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "providers_licence_queue_idx" ON "providers" USING btree (("license_check"->>'checked_at')) WHERE "providers"."license_check"->>'status' = 'needs_review';--> statement-breakpoint
-- provider_index_row(): written by `npm run db:generate` from INDEX_ROW_FIELDS (app/db/schema/providers.ts); do not edit.
ALTER TABLE "providers" DROP COLUMN IF EXISTS "index_row";--> statement-breakpoint
DROP FUNCTION IF EXISTS provider_index_row(text, text, integer, integer, text, text, text, text, text, text, text, boolean, boolean, boolean, text[], integer[], integer[], text[], text[], text[], text[], text[], text[], text[], text);--> statement-breakpoint
CREATE FUNCTION provider_index_row(availability text, online_therapy text, min_cost integer, max_cost integer, photo text, phone text, link text, license text, summary text, zip text, state text, wheelchair_accessible boolean, evening_hours boolean, weekend_hours boolean, license_checked boolean, licensed_states text[], issues integer[], approaches integer[], payments text[], gender text[], language text[], focuses_age text[], ethnicity text[], sexuality text[], faith text[], city text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT concat_ws(chr(30), availability, online_therapy, coalesce(min_cost::text, ''), coalesce(max_cost::text, ''), (photo IS NOT NULL)::text, (phone <> '' OR link <> '')::text, (license <> '')::text, length(summary)::text, zip, coalesce(state, ''), wheelchair_accessible::text, evening_hours::text, weekend_hours::text, license_checked::text, array_to_string(licensed_states, chr(31)), array_to_string(issues, chr(31)), array_to_string(approaches, chr(31)), array_to_string(payments, chr(31)), array_to_string(gender, chr(31)), array_to_string(language, chr(31)), array_to_string(focuses_age, chr(31)), array_to_string(ethnicity, chr(31)), array_to_string(sexuality, chr(31)), array_to_string(faith, chr(31)), city)
$$;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "index_row" text GENERATED ALWAYS AS (provider_index_row(availability, online_therapy, min_cost, max_cost, photo, phone, link, license, summary, zip, state, wheelchair_accessible, evening_hours, weekend_hours, license_checked, licensed_states, issues, approaches, payments, gender, language, focuses_age, ethnicity, sexuality, faith, city)) STORED;
