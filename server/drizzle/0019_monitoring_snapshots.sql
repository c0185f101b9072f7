CREATE TABLE "monitoring_snapshots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"instance_id" text NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "monitoring_snapshots_taken_at_idx" ON "monitoring_snapshots" USING btree ("taken_at");