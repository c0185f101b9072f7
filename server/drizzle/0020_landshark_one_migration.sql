CREATE TABLE "landshark_one_copied_audit" (
	"legacy_id" bigint PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"copied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landshark_one_id_map" (
	"kind" text NOT NULL,
	"legacy_id" bigint NOT NULL,
	"new_id" integer NOT NULL,
	CONSTRAINT "landshark_one_id_map_kind_legacy_id_pk" PRIMARY KEY("kind","legacy_id"),
	CONSTRAINT "landshark_one_id_map_kind_check" CHECK ("landshark_one_id_map"."kind" in ('ACCOUNT', 'USER'))
);
--> statement-breakpoint
CREATE TABLE "landshark_one_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"job_id" bigint,
	"started_by_user_id" integer,
	"started_by" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"done" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"checkpoint" bigint DEFAULT 0 NOT NULL,
	"report" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "landshark_one_runs_kind_check" CHECK ("landshark_one_runs"."kind" in ('ACCOUNTS_USERS', 'AUDIT_LOG')),
	CONSTRAINT "landshark_one_runs_state_check" CHECK ("landshark_one_runs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "landshark_one_runs_kind_idx" ON "landshark_one_runs" USING btree ("kind","id");