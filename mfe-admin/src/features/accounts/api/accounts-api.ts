import {
  ACCOUNT_ENTRY_MESSAGES,
  type AccountDocTypesContainer,
  type accountDocTypesReplySchema,
  type AccountListAction,
  type accountListActionReplySchema,
  type AccountListRequest,
  type accountListSchema,
  type AccountPageAccess,
  type accountPageAccessSchema,
  type AccountSaveRequest,
  type accountSaveResponseSchema,
  type accountSchema,
  type accountTasksSchema,
  type FlatFeeUsage,
  type flatFeeUsageSchema,
  PROFILE_MESSAGES,
} from '@lrp/contract';
import {
  callApi,
  callApiForFile,
  keepPreviousData,
  type Out,
  registerMessages,
  useMutation,
  useQuery,
  useQueryClient,
} from '@lrp/shared';

// The account entry's rules and the person fields' (profile) rules: their messages, in the user's language.
registerMessages({ profile: PROFILE_MESSAGES, accounts: ACCOUNT_ENTRY_MESSAGES });

export const accountKeys = {
  all: ['controlPanel', 'accounts'] as const,
  list: (request: AccountListRequest) => ['controlPanel', 'accounts', 'list', request] as const,
  account: (id: number) => ['controlPanel', 'accounts', 'account', id] as const,
  tasks: (id: number) => ['controlPanel', 'accounts', 'tasks', id] as const,
  access: (id: number) => ['controlPanel', 'accounts', 'access', id] as const,
  usage: (id: number) => ['controlPanel', 'accounts', 'usage', id] as const,
};

/** POST controlPanel/accounts: the accounts list (and whether the county reloads flat-fee accounts). */
export const useAccounts = (request: AccountListRequest) =>
  useQuery({
    queryKey: accountKeys.list(request),
    queryFn: () =>
      callApi<Out<typeof accountListSchema>>('post', 'controlPanel/accounts', request).then(
        (r) => r.content,
      ),
    placeholderData: keepPreviousData,
  });

/** GET controlPanel/account/{id}; id 0 answers a new account's defaults and the Monthly Rate choices. */
export const useAccount = (id: number) =>
  useQuery({
    queryKey: accountKeys.account(id),
    queryFn: () =>
      callApi<Out<typeof accountSchema>>('get', `controlPanel/account/${id}`).then(
        (r) => r.content,
      ),
  });

function useAccountsChanged() {
  const client = useQueryClient();
  // Accounts change users too (status, delete): both lists are read again.
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: accountKeys.all }),
      client.invalidateQueries({ queryKey: ['userManager'] }),
    ]);
}

export const useSaveAccount = () => {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: (account: AccountSaveRequest) =>
      callApi<Out<typeof accountSaveResponseSchema>>('post', 'controlPanel/account', account),
    onSuccess: changed,
    meta: { blocksScreen: true },
  });
};

/** POST controlPanel/accountChangeStatusList and accountDelete: the row actions, answering the list. */
export const useAccountListAction = (call: 'accountChangeStatusList' | 'accountDelete') => {
  const changed = useAccountsChanged();
  return useMutation({
    mutationFn: (action: AccountListAction) =>
      callApi<Out<typeof accountListActionReplySchema>>('post', `controlPanel/${call}`, action),
    onSuccess: changed,
    meta: { blocksScreen: true },
  });
};

/** POST controlPanel/accountExport: the listed accounts as a spreadsheet (saved as accounts.xlsx). */
export const useExportAccounts = () =>
  useMutation({
    mutationFn: (request: AccountListRequest) =>
      callApiForFile('controlPanel/accountExport', request),
    meta: { blocksScreen: true },
  });

export const useAccountTasks = (id: number) =>
  useQuery({
    queryKey: accountKeys.tasks(id),
    queryFn: () =>
      callApi<Out<typeof accountTasksSchema>>('get', `controlPanel/accountTasks/${id}`).then(
        (r) => r.content,
      ),
  });

export type AccountTaskCall =
  | 'runAccountTasks'
  | 'accountTasksBilledNow'
  | 'accountTasksImageRenewedNow'
  | 'prepareToRerunAccountTasks';

/** The Tasks screen's buttons: each answers the account's task dates and flags, shown from the reply. */
export const useAccountTask = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (call: AccountTaskCall) =>
      callApi<Out<typeof accountTasksSchema>>('post', `controlPanel/${call}`, { accountId: id }),
    onSuccess: (reply) => {
      client.setQueryData(accountKeys.tasks(id), reply.content);
      void client.invalidateQueries({
        queryKey: accountKeys.all,
        predicate: (q) => q.queryKey[2] === 'list',
      });
    },
    meta: { blocksScreen: true },
  });
};

export const useAccountPageAccess = (id: number) =>
  useQuery({
    queryKey: accountKeys.access(id),
    queryFn: () =>
      callApi<Out<typeof accountPageAccessSchema>>(
        'get',
        `controlPanel/accountPageAccess/${id}`,
      ).then((r) => r.content),
  });
export const useSaveAccountPageAccess = () =>
  useMutation({
    mutationFn: (access: AccountPageAccess) =>
      callApi<Out<typeof accountPageAccessSchema>>(
        'post',
        'controlPanel/accountPageAccess',
        access,
      ),
    meta: { blocksScreen: true },
  });

export const useFlatFeeUsage = (id: number) =>
  useQuery({
    queryKey: accountKeys.usage(id),
    queryFn: () =>
      callApi<Out<typeof flatFeeUsageSchema>>('get', `controlPanel/accountFlatFeeUsage/${id}`).then(
        (r) => r.content,
      ),
  });
export const useSaveFlatFeeUsage = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (usage: FlatFeeUsage) =>
      callApi<Out<typeof flatFeeUsageSchema>>('post', 'controlPanel/accountFlatFeeUsage', usage),
    onSuccess: (reply) => client.setQueryData(accountKeys.usage(reply.content.id), reply.content),
    meta: { blocksScreen: true },
  });
};

type DocTypesReply = Out<typeof accountDocTypesReplySchema>;
/** GET controlPanel/accountDocTypes/{id}. */
export const useAccountDocTypes = (id: number) =>
  useQuery({
    queryKey: ['controlPanel', 'accounts', 'docTypes', id],
    queryFn: () =>
      callApi<DocTypesReply>('get', `controlPanel/accountDocTypes/${id}`).then(
        (r) => r.content.accountDocTypesContainer,
      ),
  });
/** POST controlPanel/accountDocTypes (Submit) and accountDocTypes/organize (Organize): both answer the container. */
export const useAccountDocTypesCall = (call: 'accountDocTypes' | 'accountDocTypes/organize') => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (container: AccountDocTypesContainer) =>
      callApi<DocTypesReply>('post', `controlPanel/${call}`, container),
    onSuccess: (reply) => {
      if (call === 'accountDocTypes')
        client.setQueryData(
          [
            'controlPanel',
            'accounts',
            'docTypes',
            reply.content.accountDocTypesContainer.accountId,
          ],
          reply.content.accountDocTypesContainer,
        );
    },
    meta: { blocksScreen: true },
  });
};
