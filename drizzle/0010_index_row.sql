-- What the search index reads of a provider, packed into one text when the row is written
-- (app/features/search/index-rows.server.ts, parseIndexRow): fields split by chr(30), list values by
-- chr(31), the city last (it is free text). Declared immutable so a stored generated column may call
-- it: it reads only its arguments, and the text forms of text, integer and boolean values depend on
-- no setting.
CREATE FUNCTION provider_index_row(
	availability text, online_therapy text, min_cost integer, max_cost integer, photo text,
	phone text, link text, license text, summary text, zip text, state text,
	wheelchair_accessible boolean, evening_hours boolean, weekend_hours boolean,
	licensed_states text[], issues integer[], approaches integer[], payments text[], gender text[],
	language text[], focuses_age text[], ethnicity text[], sexuality text[], faith text[], city text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT concat_ws(chr(30), availability, online_therapy, coalesce(min_cost::text, ''),
		coalesce(max_cost::text, ''), (photo IS NOT NULL)::text, (phone <> '' OR link <> '')::text,
		(license <> '')::text, length(summary)::text, zip, coalesce(state, ''),
		wheelchair_accessible::text, evening_hours::text, weekend_hours::text,
		array_to_string(licensed_states, chr(31)), array_to_string(issues, chr(31)),
		array_to_string(approaches, chr(31)), array_to_string(payments, chr(31)),
		array_to_string(gender, chr(31)), array_to_string(language, chr(31)),
		array_to_string(focuses_age, chr(31)), array_to_string(ethnicity, chr(31)),
		array_to_string(sexuality, chr(31)), array_to_string(faith, chr(31)), city)
$$;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "index_row" text GENERATED ALWAYS AS (provider_index_row(availability, online_therapy, min_cost, max_cost, photo, phone, link, license, summary, zip, state, wheelchair_accessible, evening_hours, weekend_hours, licensed_states, issues, approaches, payments, gender, language, focuses_age, ethnicity, sexuality, faith, city)) STORED;
