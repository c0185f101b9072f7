import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { ApiError } from '../../plugins/envelope';
import { EFILE } from './messages';

/**
 * Refuses what would start an e-file while the county has e-file off (Control Panel > Technical > E-file); `db`
 * is the transaction when called in one.
 */
export async function efileOpen(app: FastifyInstance, db: DbOrTx = app.db): Promise<void> {
  const efile = await app.countyConfig.get('efile', db);
  if (!efile.efile) throw new ApiError(400, EFILE.efileOff);
}
