import type { AccountDocType, AccountDocTypesContainer } from '@lrp/contract';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { accountDocTypes } from '../../db/schema';
import { USER_ADMIN_MESSAGES } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { readCodeLists } from '../helperdata/repository';

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

/** Replaces the account's rows with the organized ones; each type once, and only the county's document types. */
export async function saveAccountDocTypes(
  db: DbOrTx,
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
    return readAccountDocTypes(tx, accountId);
  });
}
