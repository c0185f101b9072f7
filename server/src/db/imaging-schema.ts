import {
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { documents } from './records-schema';
import { users } from './schema';

/*
 * Document images (spec 1 §4): the rendered pages, what each user has bought, and how an account is charged per
 * document type. Page images are rendered once and kept here, so every server instance shares them.
 */

/** A rendered page of a document: the page at reading size and its thumbnail, both base64 JPEG. */
export const pageImages = pgTable(
  'page_images',
  {
    docId: integer('doc_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    page: smallint('page').notNull(),
    image: text('image').notNull(),
    thumbnail: text('thumbnail').notNull(),
    /** The layout version the page was drawn with: a new version draws the pages again on demand. */
    version: smallint('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.docId, t.page] })],
);

/** Pages a user has paid for: buying them again is free. */
export const imagePurchases = pgTable(
  'image_purchases',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    docId: integer('doc_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    page: smallint('page').notNull(),
    imageStateGuid: text('image_state_guid').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.docId, t.page] }),
    index('image_purchases_doc_idx').on(t.docId),
  ],
);
