CREATE TABLE "module_pins" (
	"module" text PRIMARY KEY NOT NULL,
	"release" text NOT NULL,
	"pinned_by" text,
	"pinned_at" timestamp with time zone DEFAULT now() NOT NULL
);
