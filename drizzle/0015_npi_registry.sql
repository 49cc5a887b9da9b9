CREATE TABLE "npi_registry" (
	"npi" text PRIMARY KEY NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"credential" text DEFAULT '' NOT NULL,
	"taxonomies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"practice_state" text DEFAULT '' NOT NULL,
	"last_update_date" date,
	"deactivation_date" date,
	"reactivation_date" date,
	"import_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "npi_registry_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "npi_registry_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"file_date" date NOT NULL,
	"kind" text NOT NULL,
	"rows_read" integer NOT NULL,
	"rows_kept" integer NOT NULL,
	"added" integer NOT NULL,
	"changed" integer NOT NULL,
	"removed" integer NOT NULL,
	"began_at" timestamp with time zone NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "npi_registry" ADD CONSTRAINT "npi_registry_import_id_npi_registry_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."npi_registry_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "npi_registry_import_idx" ON "npi_registry" USING btree ("import_id");