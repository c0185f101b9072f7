import { satisfies } from '@lrp/contract';
import contractPackage from '@lrp/contract/package.json' with { type: 'json' };

/** The API-contract version this server was built with: the calls and payloads it serves. */
export const CONTRACT_VERSION: string = contractPackage.version;

/**
 * Why this server cannot serve a release, by the API contract it was built against (empty when it can): a
 * release built against a newer minor calls endpoints or sends fields this server lacks; another major, ones it
 * changed or removed.
 */
export function contractMismatches(release: { contract?: string }, served: string): string[] {
  if (release.contract === undefined || satisfies(served, release.contract)) return [];
  return [`needs API contract ${release.contract}; the server serves ${served}`];
}
