import { countyConfigSchemas, type CountyConfig } from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { countySettings } from '../../db/schema';
import type { StampedCache } from '../../plugins/cache-generations';
import { DEFAULT_COUNTY_CONFIG } from './defaults';
import { notableDatesConfigSchema, type NotableDatesConfig } from './server-schemas';

/** Every group the server stores: the contract's groups plus the server-only ones. */
export const COUNTY_GROUP_SCHEMAS = {
  ...countyConfigSchemas,
  notableDates: notableDatesConfigSchema,
} as const;

export type CountyGroup = keyof typeof COUNTY_GROUP_SCHEMAS;
export type FullCountyConfig = CountyConfig & { notableDates: NotableDatesConfig };
export const COUNTY_GROUPS = Object.keys(COUNTY_GROUP_SCHEMAS) as CountyGroup[];

/**
 * Reads and writes the county's configuration groups. A group that is missing, or stored by an older version
 * without a newer key, reads as the default merged with what is stored, so a reader never sees an invalid group.
 * With a content cache (the app's), reads outside a transaction come from it: every group read at once, kept until
 * the settings change anywhere (plugins/cache-generations.ts).
 */
export class CountyConfigRepository {
  constructor(
    private readonly db: DbOrTx,
    private readonly log?: FastifyBaseLogger,
    private readonly cache?: StampedCache,
  ) {}

  private parse<G extends CountyGroup>(group: G, stored: unknown): FullCountyConfig[G] {
    const schema = COUNTY_GROUP_SCHEMAS[group] as unknown as z.ZodType<FullCountyConfig[G]>;
    const fallback = DEFAULT_COUNTY_CONFIG[group];
    if (stored === undefined) return fallback;
    const merged =
      stored && typeof stored === 'object' && !Array.isArray(stored)
        ? { ...fallback, ...(stored as object) }
        : stored;
    const result = schema.safeParse(merged);
    if (result.success) return result.data;
    this.log?.warn(
      { group, issues: result.error.issues },
      'invalid county settings group; using the defaults',
    );
    return fallback;
  }

  async get<G extends CountyGroup>(group: G, db: DbOrTx = this.db): Promise<FullCountyConfig[G]> {
    if (this.cache && db === this.db) return (await this.getAll())[group];
    const rows = await db
      .select({ content: countySettings.content })
      .from(countySettings)
      .where(eq(countySettings.groupName, group));
    return this.parse(group, rows[0]?.content);
  }

  async getAll(db: DbOrTx = this.db): Promise<FullCountyConfig> {
    if (this.cache && db === this.db) return this.cache.get('countyConfig', () => this.readAll(db));
    return this.readAll(db);
  }

  private async readAll(db: DbOrTx): Promise<FullCountyConfig> {
    const rows = await db.select().from(countySettings);
    const stored = new Map(rows.map((r) => [r.groupName, r.content]));
    const entries = COUNTY_GROUPS.map((g) => [g, this.parse(g, stored.get(g))]);
    return Object.fromEntries(entries) as FullCountyConfig;
  }

  /** Validates and stores a whole group; answers what was stored. */
  async put<G extends CountyGroup>(
    group: G,
    content: unknown,
    db: DbOrTx = this.db,
  ): Promise<FullCountyConfig[G]> {
    const schema = COUNTY_GROUP_SCHEMAS[group] as unknown as z.ZodType<FullCountyConfig[G]>;
    const value = schema.parse(content);
    await db
      .insert(countySettings)
      .values({ groupName: group, content: value })
      .onConflictDoUpdate({
        target: countySettings.groupName,
        set: { content: value, updatedAt: sql`now()` },
      });
    // The rest of this request reads what it wrote (other requests see the moved content generation).
    this.cache?.clear();
    return value;
  }

  /** Adds the default of every group that is not stored yet; leaves stored groups alone. */
  async ensureDefaults(db: DbOrTx = this.db): Promise<void> {
    await db
      .insert(countySettings)
      .values(COUNTY_GROUPS.map((g) => ({ groupName: g, content: DEFAULT_COUNTY_CONFIG[g] })))
      .onConflictDoNothing();
  }
}
