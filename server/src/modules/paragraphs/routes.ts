import {
  envelopeSchema,
  loginPageParagraphsSchema,
  PARAGRAPH_LIST_SCHEMAS,
  PARAGRAPH_LISTS,
  type Paragraph,
  type ParagraphListName,
  type Role,
} from '@lrp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_MESSAGES } from '../../messages';
import { requireRoles, sessionOf } from '../../plugins/roles';
import { writeAudit } from '../audit/repository';
import { readParagraphList, replaceParagraphList } from './repository';

const COUNTY_ADMINS: readonly Role[] = ['TRIMIN', 'COUNTY'];

/**
 * The largest list body: 50 rows of a 200-character heading and 2,000 characters of text, in any script (up to
 * 4 bytes a character), with the JSON around them.
 */
const PARAGRAPHS_BODY_LIMIT = 512 * 1024;

/**
 * /api/controlPanel: the county's news and links (spec 3 §2.3, §7). GET and POST countyConfig/{list} for
 * latestNews (More News), externalLinks (More Links), loginPageLatestNews and loginPageLinks, county staff only;
 * the body and the reply are {paragraphs}. A save is checked by the contract's schema (50 rows at most, Login Page
 * Links exactly 12; a link needs a label and a web address), stored without its blank rows (Login Page Links keeps
 * its slots), audited (COUNTY_CONFIG_CHANGE with the list before and after) and answers the list as stored. The
 * login and home pages read the lists through the content cache, which the database's counter empties on every
 * instance at its next request (plugins/cache-generations.ts).
 */
const paragraphListRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowed = requireRoles(COUNTY_ADMINS);

  const register = (list: ParagraphListName) => {
    const schema = PARAGRAPH_LIST_SCHEMAS[list];
    // The reply is the stored rows as they are (an old link that is no longer valid can still be read and fixed).
    const reply200 = { response: { 200: envelopeSchema(loginPageParagraphsSchema) } };

    app.get(
      `/countyConfig/${list}`,
      { onRequest: allowed, schema: reply200 },
      async (_req, reply) => reply.ok(await readParagraphList(app.db, list)),
    );

    app.post(
      `/countyConfig/${list}`,
      {
        onRequest: allowed,
        bodyLimit: PARAGRAPHS_BODY_LIMIT,
        schema: { body: schema, ...reply200 },
      },
      async (request, reply) => {
        const { user } = sessionOf(request);
        const { paragraphs } = request.body as { paragraphs: Paragraph[] };
        const stored = await app.db.transaction(async (tx) => {
          const before = await readParagraphList(tx, list);
          await replaceParagraphList(tx, list, paragraphs);
          const after = await readParagraphList(tx, list);
          await writeAudit(tx, {
            type: 'COUNTY_CONFIG_CHANGE',
            userId: user.id,
            username: user.username,
            detail: { group: list, before, after },
            clientAddress: request.ip,
          });
          return after;
        });
        // This instance's later reads in this request (none today) and its next ones start from the new rows.
        app.contentCache.clear();
        return reply.ok(stored, ACCOUNT_MESSAGES.settingsUpdated);
      },
    );
  };

  for (const list of PARAGRAPH_LISTS) register(list);
};

export default paragraphListRoutes;
