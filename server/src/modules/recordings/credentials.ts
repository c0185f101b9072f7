import type { ServiceCredential } from '@lrp/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { serviceCredentials } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';
import { writeAudit } from '../audit/repository';

/*
 * Service credentials (docs/recordings-import.md "The county's recording system"): a bearer token the county's
 * recording system sends with POST records/recordings. A TRIMIN user creates one on Control Panel > Technical >
 * Recording Feed and sees its token once; the database keeps its SHA-256 alone, so a copy of the database signs no
 * call. Revoking is immediate: the next call with the token is refused. Each credential has one scope.
 */

export type CredentialScope = ServiceCredential['scope'];

/** What a token looks like: `lrp_rec_` and 43 characters of base64url (32 random bytes). */
const TOKEN_PREFIX = 'lrp_rec_';
export const TOKEN_PATTERN = /^lrp_rec_[A-Za-z0-9_-]{43}$/;

type Row = typeof serviceCredentials.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function described(row: Row): ServiceCredential {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope as CredentialScope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastUsedAt: iso(row.lastUsedAt),
    revokedAt: iso(row.revokedAt),
    revokedBy: row.revokedBy,
  };
}

/** Every credential, newest first (revoked ones too: the audit log names them). */
export async function listCredentials(db: Db): Promise<ServiceCredential[]> {
  const rows = await db
    .select()
    .from(serviceCredentials)
    .orderBy(desc(serviceCredentials.createdAt), desc(serviceCredentials.id));
  return rows.map(described);
}

type Actor = { userId: number; username: string; clientAddress: string | null };

/** A new credential: its row, and its token (shown once, never stored). Audited. */
export async function createCredential(
  db: Db,
  input: { name: string; scope: CredentialScope },
  by: Actor,
): Promise<{ credential: ServiceCredential; token: string }> {
  const token = `${TOKEN_PREFIX}${randomToken()}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceCredentials)
      .values({
        name: input.name,
        scope: input.scope,
        tokenHash: sha256Hex(token),
        prefix: token.slice(0, TOKEN_PREFIX.length + 6),
        createdBy: by.username,
      })
      .returning();
    await audit(tx, by, {
      action: 'created',
      credentialId: row.id,
      name: row.name,
      scope: row.scope,
    });
    return { credential: described(row), token };
  });
}

/** Revokes a credential (a second revoke changes nothing); null when there is no such credential. */
export async function revokeCredential(
  db: Db,
  id: number,
  by: Actor,
): Promise<ServiceCredential | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceCredentials)
      .set({
        revokedAt: sql`coalesce(${serviceCredentials.revokedAt}, now())`,
        revokedBy: sql`coalesce(${serviceCredentials.revokedBy}, ${by.username})`,
      })
      .where(eq(serviceCredentials.id, id))
      .returning();
    if (!row) return null;
    await audit(tx, by, {
      action: 'revoked',
      credentialId: row.id,
      name: row.name,
      scope: row.scope,
    });
    return described(row);
  });
}

/**
 * The live credential a token names for `scope` (counting the call), else null: a token of another shape, unknown,
 * revoked or of another scope signs nothing.
 */
export async function credentialForToken(
  db: Db,
  token: string,
  scope: CredentialScope,
): Promise<{ id: number; name: string } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .update(serviceCredentials)
    .set({ lastUsedAt: sql`now()`, calls: sql`${serviceCredentials.calls} + 1` })
    .where(
      and(
        eq(serviceCredentials.tokenHash, sha256Hex(token)),
        eq(serviceCredentials.scope, scope),
        isNull(serviceCredentials.revokedAt),
      ),
    )
    .returning({ id: serviceCredentials.id, name: serviceCredentials.name });
  return row ?? null;
}

function audit(tx: DbOrTx, by: Actor, detail: Record<string, unknown>) {
  return writeAudit(tx, {
    type: 'SERVICE_CREDENTIAL',
    userId: by.userId,
    username: by.username,
    clientAddress: by.clientAddress,
    detail,
  });
}
