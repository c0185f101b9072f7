-- Login - Slides (control panel): a county uploads its own pictures, so a slide gets an id that stays with it when
-- the slides are reordered, the picture's encoding (an SVG's text, or base64 of the bytes the image library made),
-- its file name, size and dimensions, and a checksum the browsers revalidate their copy with.
ALTER TABLE "login_slides" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_slides" ADD COLUMN "encoding" text DEFAULT 'utf8' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_slides" ADD COLUMN "file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_slides" ADD COLUMN "width" integer DEFAULT 1200 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_slides" ADD COLUMN "height" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_slides" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_slides" ADD COLUMN "etag" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_slides" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "login_slides" ADD CONSTRAINT "login_slides_id_unique" UNIQUE("id");--> statement-breakpoint
UPDATE "login_slides" SET "bytes" = octet_length("body"), "etag" = md5("body");
