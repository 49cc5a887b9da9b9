DROP INDEX "providers_issues_gin";--> statement-breakpoint
DROP INDEX "providers_approaches_gin";--> statement-breakpoint
DROP INDEX "providers_payments_gin";