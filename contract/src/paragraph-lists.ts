import './zod';
import * as z from 'zod/mini';
import { message } from './messages';
import { PROFILE_MESSAGES } from './person';
import { LOGIN_LINK_ROWS } from './reference-constants';
import { isWebAddress, WEB_ADDRESS_MESSAGE } from './web-address';

/*
 * The county's paragraph lists (spec 3 §2.3, §3, §8, §9): news (a heading and its text) and links (a 1-2 word label
 * and a web address) for the login and home pages. Lists grow 5 rows at a time up to 50; Login Page Links has
 * exactly 12 rows, blank ones being its empty slots. A blank row (no heading, no content) is allowed in every list:
 * the server drops it when it stores the list (docs/decisions.md "Paragraph lists").
 */

/** The four lists: GET and POST controlPanel/countyConfig/{list}. */
export const PARAGRAPH_LISTS = [
  'latestNews',
  'externalLinks',
  'loginPageLatestNews',
  'loginPageLinks',
] as const;
export type ParagraphListName = (typeof PARAGRAPH_LISTS)[number];

export const PARAGRAPH_LIMITS = {
  /** The most rows of a news or links list. */
  rows: 50,
  /** Rows added at a time. */
  block: 5,
  /** Login Page Links' fixed rows. */
  loginLinkRows: LOGIN_LINK_ROWS,
  /** A news item's heading and its text. */
  newsHeading: 200,
  newsContent: 2000,
  /** A link's label (1-2 words) and its address. */
  linkHeading: 100,
  linkAddress: 1000,
} as const;

export const PARAGRAPH_MESSAGES = {
  paragraphLimit: "There's a limit of 50 paragraphs.",
  linkLimit: "There's a limit of 50 links.",
  firstRow: 'Already at first row',
  lastRow: 'Already at last row',
  loginLinkRows: message<{ n: number }>('Login Page Links has exactly {{n}} rows.'),
  linkLabelRequired: 'Enter a label for this link.',
  linkAddressRequired: 'Enter the web address of this link.',
  webAddress: WEB_ADDRESS_MESSAGE,
} as const;

/** A heading or content: trimmed, at most `n` characters ("{{n}} characters max.", the profile group's). */
const text = (n: number) => z.string().check(z.trim(), z.maxLength(n, PROFILE_MESSAGES.max({ n })));

/** Whether a row is blank (an empty slot, dropped when stored). */
export const isBlankParagraph = (p: { heading: string; paragraphContent: string }) =>
  p.heading.trim() === '' && p.paragraphContent.trim() === '';

/** A news item: a heading and its text, either may be blank. */
const newsParagraphSchema = z.object({
  heading: text(PARAGRAPH_LIMITS.newsHeading),
  paragraphContent: text(PARAGRAPH_LIMITS.newsContent),
});

/** A link: blank, or a label and an http or https address. */
const linkParagraphSchema = z
  .object({
    heading: text(PARAGRAPH_LIMITS.linkHeading),
    paragraphContent: text(PARAGRAPH_LIMITS.linkAddress),
  })
  .check(
    z.superRefine((link, ctx) => {
      if (isBlankParagraph(link)) return;
      if (link.paragraphContent.length > PARAGRAPH_LIMITS.linkAddress) return;
      if (link.heading === '')
        ctx.addIssue({
          code: 'custom',
          path: ['heading'],
          message: PARAGRAPH_MESSAGES.linkLabelRequired,
        });
      if (link.paragraphContent === '')
        ctx.addIssue({
          code: 'custom',
          path: ['paragraphContent'],
          message: PARAGRAPH_MESSAGES.linkAddressRequired,
        });
      else if (!isWebAddress(link.paragraphContent))
        ctx.addIssue({
          code: 'custom',
          path: ['paragraphContent'],
          message: PARAGRAPH_MESSAGES.webAddress,
        });
    }),
  );

/** Latest News and Login - Latest News: at most 50 paragraphs. */
const newsListSchema = z.object({
  paragraphs: z
    .array(newsParagraphSchema)
    .check(z.maxLength(PARAGRAPH_LIMITS.rows, PARAGRAPH_MESSAGES.paragraphLimit)),
});

/** More Links: at most 50 links. */
const linkListSchema = z.object({
  paragraphs: z
    .array(linkParagraphSchema)
    .check(z.maxLength(PARAGRAPH_LIMITS.rows, PARAGRAPH_MESSAGES.linkLimit)),
});

/** Login - Links: exactly 12 rows, in the order the login page shows them; blank rows are empty slots. */
const loginLinksSchema = z.object({
  paragraphs: z
    .array(linkParagraphSchema)
    .check(
      z.length(
        PARAGRAPH_LIMITS.loginLinkRows,
        PARAGRAPH_MESSAGES.loginLinkRows({ n: PARAGRAPH_LIMITS.loginLinkRows }),
      ),
    ),
});

export type ParagraphList = z.infer<typeof newsListSchema>;

/** Each list's schema (the POST body and its reply). */
export const PARAGRAPH_LIST_SCHEMAS = {
  latestNews: newsListSchema,
  loginPageLatestNews: newsListSchema,
  externalLinks: linkListSchema,
  loginPageLinks: loginLinksSchema,
} as const satisfies Record<ParagraphListName, unknown>;

/** Login - Links as its screen holds it: exactly 12 rows, blank rows filling the empty slots. */
export function loginLinkSlots(
  paragraphs: readonly { heading: string; paragraphContent: string }[],
): { heading: string; paragraphContent: string }[] {
  return Array.from(
    { length: PARAGRAPH_LIMITS.loginLinkRows },
    (_, i) => paragraphs[i] ?? { heading: '', paragraphContent: '' },
  );
}
