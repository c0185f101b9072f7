import { LOGIN_LINK_ROWS, type Paragraph } from '@lrp/shared';

const ROW_WIDTH = 6;

/**
 * The login page's links layout (spec 1 §2): blank rows are dropped; one link is centred, two share the
 * width, up to six sit in one row of columns, and more than six fill a first row of six with the rest below.
 */
export function linkRows(paragraphs: Paragraph[]): Paragraph[][] {
  const links = paragraphs
    .slice(0, LOGIN_LINK_ROWS)
    .filter((p) => p.heading.trim() && p.paragraphContent.trim());
  if (links.length === 0) return [];
  if (links.length <= ROW_WIDTH) return [links];
  return [links.slice(0, ROW_WIDTH), links.slice(ROW_WIDTH)];
}
