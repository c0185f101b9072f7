import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { tickets } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/tokens';

/*
 * Single-use e-mailed tickets: registration completion, password reset and the sign-in link (sign-in-links.ts). The link carries 32 random bytes
 * (base64url); the table keeps only their SHA-256, so a copy of the database cannot be turned into links.
 */

export type TicketKind = 'REGISTRATION' | 'PASSWORD_RESET' | 'SIGN_IN_LINK';

export type Redeemed =
  { ok: true; userId: number } | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Issues a ticket that expires after `hours` (the county's loginPageRegistration.emaileExpireIn); answers the link's part. */
export async function issueTicket(
  db: DbOrTx,
  kind: TicketKind,
  userId: number,
  hours: number,
): Promise<string> {
  return issueTicketForMinutes(db, kind, userId, hours * 60);
}

/** Issues a ticket that expires after `minutes`; answers the link's part. */
export async function issueTicketForMinutes(
  db: DbOrTx,
  kind: TicketKind,
  userId: number,
  minutes: number,
): Promise<string> {
  const ticket = randomToken();
  await db.insert(tickets).values({
    idHash: sha256Hex(ticket),
    kind,
    userId,
    expiresAt: sql`now() + make_interval(mins => ${minutes}::int)`,
  });
  return ticket;
}

/**
 * Uses a ticket of this kind, once: the update only succeeds on an unused, unexpired ticket, so two requests
 * with the same link cannot both succeed. Run it in the transaction that does what the ticket allows.
 */
export async function redeemTicket(
  tx: DbOrTx,
  kind: TicketKind,
  ticket: string,
): Promise<Redeemed> {
  const idHash = sha256Hex(ticket.trim());
  const [used] = await tx
    .update(tickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(tickets.idHash, idHash),
        eq(tickets.kind, kind),
        isNull(tickets.usedAt),
        gt(tickets.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: tickets.userId });
  if (used) return { ok: true, userId: used.userId };
  const [found] = await tx
    .select({ usedAt: tickets.usedAt })
    .from(tickets)
    .where(and(eq(tickets.idHash, idHash), eq(tickets.kind, kind)));
  if (!found) return { ok: false, reason: 'unknown' };
  return { ok: false, reason: found.usedAt ? 'used' : 'expired' };
}

/** Ends the user's other open tickets of a kind (once one is used, the older e-mails stop working too). */
export async function closeOpenTickets(
  tx: DbOrTx,
  kind: TicketKind,
  userId: number,
): Promise<void> {
  await tx
    .update(tickets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(tickets.userId, userId), eq(tickets.kind, kind), isNull(tickets.usedAt)));
}

/** How many tickets of a kind the user was sent in the last hour (to stop anyone flooding a mailbox). */
export async function ticketsSentInLastHour(
  db: DbOrTx,
  kind: TicketKind,
  userId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(
      and(
        eq(tickets.userId, userId),
        eq(tickets.kind, kind),
        gt(tickets.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row.n;
}
