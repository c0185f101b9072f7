/*
 * LIKE and ILIKE patterns built from typed text. Whatever a person types is matched literally: the wildcards
 * % and _ and the escape character \ (PostgreSQL's default LIKE escape) are escaped, so '__' finds two
 * underscores, never every row. Every pattern the server builds from input goes through here.
 */

/** The text with LIKE's special characters escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern matching values that contain the text anywhere. */
export function likeContaining(text: string): string {
  return `%${escapeLike(text)}%`;
}
