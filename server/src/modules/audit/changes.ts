/** One changed value in an audit entry's `changes`: what the field held before and holds after. */
export type FieldChange = { field: string; before: unknown; after: unknown };

export type ChangedFieldsOptions<K extends string> = {
  /** Fields whose values never enter the audit log: a change is listed with before and after null. */
  secret?: readonly K[];
};

/** Values as the audit log's JSON will hold them: a Date as its ISO text, undefined as null. */
function audited(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(audited(a)) === JSON.stringify(audited(b));
}

/**
 * The fields among `fields` whose values differ between `before` and `after` (null for a thing created or
 * removed), in the order of `fields`. Values are compared and kept as stored (money as its numeric text).
 */
export function changedFields<K extends string>(
  before: Partial<Record<K, unknown>> | null,
  after: Partial<Record<K, unknown>> | null,
  fields: readonly K[],
  options: ChangedFieldsOptions<K> = {},
): FieldChange[] {
  const secret = new Set<string>(options.secret ?? []);
  return fields
    .filter((field) => !same(before?.[field], after?.[field]))
    .map((field) =>
      secret.has(field)
        ? { field, before: null, after: null }
        : { field, before: audited(before?.[field]), after: audited(after?.[field]) },
    );
}
