CREATE TABLE "report_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"report" text NOT NULL,
	"format" text NOT NULL,
	"scope" jsonb NOT NULL,
	"language" text DEFAULT 'ENGLISH' NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "report_jobs_state_check" CHECK ("report_jobs"."state" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "report_jobs_format_check" CHECK ("report_jobs"."format" in ('pdf', 'xlsx'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "account_id" integer;--> statement-breakpoint
UPDATE "audit_log" a SET "account_id" = coalesce(
  CASE WHEN jsonb_typeof(a."detail"->'accountId') = 'number' AND (a."detail"->>'accountId') ~ '^[0-9]{1,9}$'
       THEN (a."detail"->>'accountId')::integer END,
  (SELECT u."account_id" FROM "users" u WHERE u."id" = a."user_id"));--> statement-breakpoint
CREATE INDEX "report_jobs_expires_at_idx" ON "report_jobs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "audit_log_account_at_idx" ON "audit_log" USING btree ("account_id","at");