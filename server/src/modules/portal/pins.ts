import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { modulePins } from '../../db/schema';

/** The county's pins: module name → release. */
export async function readPins(db: DbOrTx): Promise<Map<string, string>> {
  const rows = await db
    .select({ module: modulePins.module, release: modulePins.release })
    .from(modulePins);
  return new Map(rows.map((r) => [r.module, r.release]));
}

/** Pins a module to a release, or (null) removes its pin so that it follows its newest release that fits. */
export async function writePin(
  db: DbOrTx,
  module: string,
  release: string | null,
  pinnedBy: string,
): Promise<void> {
  if (release === null) {
    await db.delete(modulePins).where(eq(modulePins.module, module));
    return;
  }
  await db
    .insert(modulePins)
    .values({ module, release, pinnedBy })
    .onConflictDoUpdate({
      target: modulePins.module,
      set: { release, pinnedBy, pinnedAt: new Date() },
    });
}
