/*
 * An audit entry in words for the Audit Details reports: its type and the facts of its detail JSON, e.g.
 * "Account Pine Ridge Title Co. changed: monthly fee 10.00 → 12.00". The words are English, like the ledger's own
 * descriptions: they are the record, not the report's headings (docs/reports.md).
 */

type Detail = Record<string, unknown>;

const MAX_LENGTH = 400;
const MAX_VALUE = 60;

/** "monthlyFee" → "monthly fee". */
export function fieldWords(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isObject = (value: unknown): value is Detail =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields that differ between two versions of a thing, "field before → after" each. */
export function differences(before: unknown, after: unknown): string[] {
  if (!isObject(before) || !isObject(after)) {
    return same(before, after) ? [] : [`${valueText(before)} → ${valueText(after)}`];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => !same(before[key], after[key]))
    .map((key) => `${fieldWords(key)} ${valueText(before[key])} → ${valueText(after[key])}`);
}

/** A detail's `changes` list ([{field, before, after}]) or its `before`/`after` pair, in words. */
function changesOf(detail: Detail): string[] {
  if (Array.isArray(detail.changes))
    return detail.changes
      .filter(isObject)
      .map((c) => `${fieldWords(String(c.field))} ${valueText(c.before)} → ${valueText(c.after)}`);
  if ('before' in detail || 'after' in detail) return differences(detail.before, detail.after);
  return [];
}

const withChanges = (head: string, changes: string[]) =>
  changes.length ? `${head}: ${changes.join('; ')}` : head;

const ACTIONS: Record<string, string> = {
  CREATE: 'created',
  UPDATE: 'changed',
  DELETE: 'deleted',
  ACTIVATE: 'activated',
  DEACTIVATE: 'deactivated',
};

const actionWord = (action: unknown) =>
  typeof action === 'string' ? (ACTIONS[action] ?? fieldWords(action)) : 'changed';

/** The scalar facts of a detail, "name value" each (the fallback for a type without its own words). */
function facts(detail: Detail, skip: readonly string[] = []): string[] {
  return Object.entries(detail)
    .filter(([key, value]) => !skip.includes(key) && value !== null && typeof value !== 'object')
    .map(([key, value]) => `${fieldWords(key)} ${valueText(value)}`);
}

function words(type: string, detail: Detail, label: string): string {
  const text = (key: string) => (detail[key] === undefined ? '' : String(detail[key]));
  switch (type) {
    case 'LOGIN_SUCCESS':
      return detail.via === 'SIGN_IN_LINK' ? 'Signed in with an e-mailed link' : 'Signed in';
    case 'LOGIN_FAILURE':
      return withChanges('Sign-in refused', detail.reason ? [fieldWords(text('reason'))] : []);
    case 'LOGOUT':
      return detail.endUserSessions
        ? `Ended every user's session (${text('ended') || 0} ended)`
        : 'Signed out';
    case 'ACCOUNT_LOCKED':
      return `Locked after ${text('failures') || 'repeated'} failed sign-ins`;
    case 'PASSWORD_CHANGE':
      return detail.targetUsername
        ? `Password of ${text('targetUsername')} changed`
        : 'Password changed';
    case 'USER_CHANGE':
      return withChanges(
        `User ${text('targetUsername')} ${actionWord(detail.action)}`,
        changesOf(detail),
      );
    case 'ACCOUNT_CHANGE':
      if (detail.change === 'searchAccessFromCounty')
        return `Search access of ${text('accounts')} accounts set from the county's`;
      return withChanges(
        `Account ${text('accountName')} ${actionWord(detail.action)}`,
        changesOf(detail),
      );
    case 'ACCOUNT_TASKS':
      return withChanges(
        `Account tasks${detail.accountName ? ` of ${text('accountName')}` : ''}`,
        facts(detail, ['accountId', 'accountName', 'accountIds']),
      );
    case 'COUNTY_CONFIG_CHANGE':
      if (detail.action === 'reloadConfiguration') return 'Configuration reloaded';
      return withChanges(
        `County setting ${detail.group ? fieldWords(text('group')) : ''} changed`.replace(
          '  ',
          ' ',
        ),
        changesOf(detail),
      );
    case 'MODULE_PIN_CHANGE':
      return withChanges(
        `Module ${text('module')} release`,
        differences(detail.before, detail.after),
      );
    case 'CARD_PAYMENT_APPLIED':
    case 'CARD_PAYMENT_VOIDED':
      return withChanges(
        `${label} ${text('transactionId')}`,
        facts(detail, ['transactionId', 'accountId']),
      );
    case 'LANDSHARK_ONE':
      return `${text('description') || text('legacyType')}${detail.accountName ? ` (${text('accountName')})` : ''}`;
    default: {
      const listed = facts(detail, ['accountId', 'targetUserId']);
      return withChanges(label, [...listed, ...changesOf(detail)]);
    }
  }
}

/** An audit entry's description (at most MAX_LENGTH characters). */
export function describeAudit(type: string, detail: unknown, label: string): string {
  const text = words(type, isObject(detail) ? detail : {}, label).trim() || label;
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}
