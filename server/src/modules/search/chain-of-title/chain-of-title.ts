import type {
  ChainOfTitle,
  ChainOfTitleRequest,
  ChainOfTitleResponse,
  RateName,
  SearchTypeKey,
} from '@lrp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema';
import { formatCountyDateTime, zoneAbbreviation } from '../../../lib/county-time';
import { accountStanding } from '../../currentUser/standing';
import { checkSearchAccess } from '../access';
import { chargeOnce } from '../charges';
import { chargeKeyOf } from '../search-service';
import { resolvePlat } from '../searches';
import { assembleChain, liensDuringOwnership, ownershipsOf } from './assemble-chain';
import { loadChainDocuments, loadOwnersTaxLiens, propertyDocumentIds } from './chain-rows';

/*
 * POST search/chainOfTitle (issue 37): who may run it, what it costs, and the chain. It runs the property's search
 * (Parcel ID, or Legal Description for a lot or a section) and, when the user may search tax liens, a tax-lien
 * search on the owners' names: it needs access to the first, and is charged as the county's fee structure prices
 * the searches it runs, once a user and county day for the same property (the Print included).
 */

const PROPERTY_SEARCH: Record<
  ChainOfTitleRequest['by'],
  Extract<SearchTypeKey, 'searchByParcelId' | 'searchByLegalDescription'>
> = {
  PARCEL: 'searchByParcelId',
  LOT_BLOCK: 'searchByLegalDescription',
  SECTION: 'searchByLegalDescription',
};

/** The property as a person reads it, in the ledger and the PDF. */
async function describeProperty(app: FastifyInstance, r: ChainOfTitleRequest): Promise<string> {
  if (r.by === 'PARCEL') return `Parcel ID ${r.parcelId}`;
  if (r.by === 'LOT_BLOCK') {
    const plat = await app.db.execute<{ name: string }>(
      sql`select name from plats where code = ${r.plat}`,
    );
    const block = r.block ? `, Block ${r.block}` : '';
    return `Lot ${r.lot}${block}, ${plat.rows[0]?.name ?? r.plat}`;
  }
  const quarters = [r.qq && `${r.qq}1/4`, r.q && `${r.q}1/4`].filter(Boolean).join(' of ');
  const str = `Section ${r.section}, Township ${r.township}, Range ${r.range}`;
  return quarters ? `${quarters} of ${str}` : str;
}

/** The chain of `request` for `user`, or (nothing run) that a card payment is needed first. */
export async function runChainOfTitle(
  app: FastifyInstance,
  user: UserRow,
  request: ChainOfTitleRequest,
): Promise<ChainOfTitleResponse> {
  const propertySearch = PROPERTY_SEARCH[request.by];
  const [config, { account, flags }] = await Promise.all([
    app.countyConfig.getAll(),
    accountStanding(app, user.accountId),
  ]);
  checkSearchAccess(user, propertySearch, config, flags);
  let withLiens = true;
  try {
    checkSearchAccess(user, 'searchByTaxLien', config, flags);
  } catch {
    withLiens = false;
  }
  const platId =
    request.by === 'LOT_BLOCK'
      ? await resolvePlat(app.db, propertySearch, { legalType: 'LB', plat: request.plat })
      : null;
  const property = await describeProperty(app, request);
  const rates: RateName[] = [propertySearch, ...(withLiens ? (['searchByTaxLien'] as const) : [])];
  const charge = await chargeOnce(app, app.db, {
    fees: config,
    user,
    account,
    rateName: rates,
    subject: `chainOfTitle:${chargeKeyOf(propertySearch, { ...request, withLiens })}`,
    description: async () => `Chain of title: ${property}`,
  });
  if (charge.paymentNeeded || charge.paymentNeededAgain) return { chain: null, ...charge };

  const viewProtected = user.viewJudicialProtection;
  const { ids, truncated } = await propertyDocumentIds(app.db, request, platId, viewProtected);
  const documents = await loadChainDocuments(app.db, ids);
  const owners = ownershipsOf(documents);
  const liens = withLiens
    ? liensDuringOwnership(
        await loadOwnersTaxLiens(
          app.db,
          [...new Set(owners.map((o) => o.party.key))],
          viewProtected,
        ),
        owners,
      )
    : [];
  const now = new Date();
  const chain: ChainOfTitle = {
    property,
    ...assembleChain(documents, liens),
    truncated,
    generatedAt: `${formatCountyDateTime(now, app.config.countyTimeZone)} ${zoneAbbreviation(now, app.config.countyTimeZone)}`,
  };
  return { chain, ...charge };
}
