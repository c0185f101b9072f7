CREATE TABLE "property_alert_matches" (
	"alert_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "property_alert_matches_alert_id_doc_id_pk" PRIMARY KEY("alert_id","doc_id")
);
--> statement-breakpoint
CREATE TABLE "property_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_norm" text DEFAULT '' NOT NULL,
	"first_norm" text DEFAULT '' NOT NULL,
	"parcel_id" text DEFAULT '' NOT NULL,
	"parcel_norm" text DEFAULT '' NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_alerts_unsubscribe_token_unique" UNIQUE("unsubscribe_token"),
	CONSTRAINT "property_alerts_kind_check" CHECK ("property_alerts"."kind" in ('NAME', 'PARCEL'))
);
--> statement-breakpoint
ALTER TABLE "property_alert_matches" ADD CONSTRAINT "property_alert_matches_alert_id_property_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."property_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_alerts" ADD CONSTRAINT "property_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_alert_matches_doc_idx" ON "property_alert_matches" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "property_alerts_user_idx" ON "property_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "property_alerts_parcel_idx" ON "property_alerts" USING btree ("parcel_norm");