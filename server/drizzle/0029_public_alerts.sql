ALTER TABLE "property_alerts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "property_alerts" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "property_alerts" ADD COLUMN "confirm_token" text;--> statement-breakpoint
ALTER TABLE "property_alerts" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "property_alerts_email_idx" ON "property_alerts" USING btree ("email");--> statement-breakpoint
ALTER TABLE "property_alerts" ADD CONSTRAINT "property_alerts_confirm_token_unique" UNIQUE("confirm_token");--> statement-breakpoint
ALTER TABLE "property_alerts" ADD CONSTRAINT "property_alerts_owner_check" CHECK ("property_alerts"."user_id" is not null or "property_alerts"."email" is not null);