-- The listings become each document's whole results row (migration 0012): the old ones are emptied here and
-- written again, in the new shape, at the end of 0012.
DELETE FROM "document_listings";--> statement-breakpoint
ALTER TABLE "document_listings" DROP COLUMN "parties";--> statement-breakpoint
ALTER TABLE "document_listings" DROP COLUMN "legals";--> statement-breakpoint
ALTER TABLE "document_listings" DROP COLUMN "certificates";
