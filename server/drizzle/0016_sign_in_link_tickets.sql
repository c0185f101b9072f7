-- A third kind of e-mailed ticket: the one-time sign-in link mailed to a user whose username is under attack
-- (src/modules/auth/sign-in-links.ts).
ALTER TABLE "tickets" DROP CONSTRAINT "tickets_kind_check";
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_kind_check" CHECK ("tickets"."kind" in ('REGISTRATION', 'PASSWORD_RESET', 'SIGN_IN_LINK'));
