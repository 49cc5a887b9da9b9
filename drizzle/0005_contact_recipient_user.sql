-- One name per field (docs/decisions/0011-one-name-per-field.md): the contact message's recipient is
-- `recipient_user` as in the API, and constraints named after the old camelCase keys follow the columns.
-- Renames keep the indexes behind the constraints: nothing is rebuilt.
ALTER TABLE "contact_messages" RENAME COLUMN "recipient_id" TO "recipient_user";--> statement-breakpoint
ALTER TABLE "contact_messages" RENAME CONSTRAINT "contact_messages_recipient_id_providers_id_fk" TO "contact_messages_recipient_user_providers_id_fk";--> statement-breakpoint
ALTER TABLE "providers" RENAME CONSTRAINT "providers_shortId_unique" TO "providers_short_id_unique";--> statement-breakpoint
ALTER TABLE "one_time_tokens" RENAME CONSTRAINT "one_time_tokens_tokenHash_unique" TO "one_time_tokens_token_hash_unique";--> statement-breakpoint
ALTER TABLE "sessions" RENAME CONSTRAINT "sessions_tokenHash_unique" TO "sessions_token_hash_unique";--> statement-breakpoint
-- E-mails queued before this release carry their meta keys in camelCase.
UPDATE "email_outbox"
SET "meta" = ("meta" - 'providerId' - 'contactMessageId')
	|| jsonb_strip_nulls(jsonb_build_object('provider_id', "meta"->'providerId', 'contact_message_id', "meta"->'contactMessageId'))
WHERE "meta" ? 'providerId' OR "meta" ? 'contactMessageId';
