import type { AccountDocType, AccountDocTypesContainer } from '@lrp/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { accountDocTypes } from '../../db/schema';
import { USER_ADMIN_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { changedFields, type FieldChange } from '../audit/changes';
import { readCodeLists } from '../helperdata/repository';
import type { Actor } from '../userManager/service';
import { auditAccount, findAccountRow } from './service';

const SETTINGS = ['imageChargeMethod', 'imageRetrieval', 'previewRetrieval'] as const;
type Settings = Pick<AccountDocType, (typeof SETTINGS)[number]>;

const settingsOf = (row: AccountDocType): Settings => ({
  imageChargeMethod: row.imageChargeMethod,
  imageRetrieval: row.imageRetrieval,
  previewRetrieval: row.previewRetrieval,
});

/**
 * What Submit changed, per document type: a type added or removed is one change with its settings (null on the
 * other side); a type kept lists each setting that changed as `<type>.<setting>`.
 */
export function docTypeChanges(before: AccountDocType[], after: AccountDocType[]): FieldChange[] {
  const was = new Map(before.map((r) => [r.documentType, settingsOf(r)]));
  const now = new Map(after.map((r) => [r.documentType, settingsOf(r)]));
  const types = [...new Set([...was.keys(), ...now.keys()])].sort();
  return types.flatMap((type) => {
    const from = was.get(type) ?? null;
    const to = now.get(type) ?? null;
    if (!from || !to) return changedFields({ [type]: from }, { [type]: to }, [type]);
    return changedFields(from, to, SETTINGS).map((c) => ({ ...c, field: `${type}.${c.field}` }));
  });
}

/** The account's rows in document-type order. */
export async function readAccountDocTypes(
  db: DbOrTx,
  accountId: number,
): Promise<AccountDocType[]> {
  const rows = await db
    .select()
    .from(accountDocTypes)
    .where(eq(accountDocTypes.accountId, accountId))
    .orderBy(asc(accountDocTypes.documentType));
  return rows.map((r) => ({
    id: r.id,
    accountId: r.accountId,
    documentType: r.documentType,
    imageChargeMethod: r.imageChargeMethod,
    imageRetrieval: r.imageRetrieval,
    previewRetrieval: r.previewRetrieval,
  }));
}

/** Organize: blank rows dropped, the rest sorted by document type (nothing saved). */
export function organize(container: AccountDocTypesContainer): AccountDocTypesContainer {
  const rows = container.accountDocTypes
    .filter((r) => r.documentType.trim() !== '')
    .sort((a, b) => a.documentType.localeCompare(b.documentType));
  return {
    accountId: container.accountId,
    accountDocTypes: rows.map((r) => ({ ...r, accountId: container.accountId })),
  };
}

/**
 * Replaces the account's rows with the organized ones; each type once, and only the county's document types.
 * Audited (ACCOUNT_CHANGE, action docTypes) with what changed.
 */
export async function saveAccountDocTypes(
  db: DbOrTx,
  actor: Actor,
  container: AccountDocTypesContainer,
): Promise<AccountDocType[]> {
  const { accountId, accountDocTypes: rows } = organize(container);
  const types = rows.map((r) => r.documentType);
  if (new Set(types).size !== types.length)
    throw new ApiError(400, USER_ADMIN_MESSAGES.duplicateDocType);
  const [known] = await readCodeLists(db, ['documentTypes']);
  const codes = new Set(known.codeDescriptionResults.map((c) => c.code));
  if (types.some((t) => !codes.has(t))) throw new ApiError(400, USER_ADMIN_MESSAGES.unknownDocType);
  return (db as Tx).transaction(async (tx) => {
    const account = await findAccountRow(tx, accountId);
    const before = await readAccountDocTypes(tx, accountId);
    await tx.delete(accountDocTypes).where(eq(accountDocTypes.accountId, accountId));
    if (rows.length) {
      await tx.insert(accountDocTypes).values(
        rows.map((r) => ({
          accountId,
          documentType: r.documentType,
          imageChargeMethod: r.imageChargeMethod,
          imageRetrieval: r.imageRetrieval,
          previewRetrieval: r.previewRetrieval,
        })),
      );
    }
    const after = await readAccountDocTypes(tx, accountId);
    await auditAccount(tx, actor, account, {
      action: 'docTypes',
      changes: docTypeChanges(before, after),
    });
    return after;
  });
}
