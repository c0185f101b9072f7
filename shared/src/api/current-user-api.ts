import { z } from 'zod';
import {
  homeContentSchema,
  storedProfileSchema,
  usageBalanceResponseSchema,
  type Profile,
  type TransactionReportRequest,
} from '../contract';
import { callApi, callApiForFile } from './client';

/** GET home/all: the home page's cards. */
export const fetchHomeContent = () => callApi('get', 'home/all', homeContentSchema);

/** POST home/transactionReport: the transactions report as a PDF. */
export const fetchTransactionReport = (request: TransactionReportRequest) => callApiForFile('home/transactionReport', request);

/** GET currentUser/profile. */
export const fetchProfile = () => callApi('get', 'currentUser/profile', storedProfileSchema);

/** POST currentUser/profile: answers the saved profile. */
export const saveProfile = (profile: Profile) => callApi('post', 'currentUser/profile', z.unknown(), profile);

/** POST currentUser/password: the password only. */
export const changePassword = (password: string) => callApi('post', 'currentUser/password', z.unknown(), { password });

/** POST currentUser/usageBalance: the balance as the ledger has it now. */
export const fetchUsageBalance = (userId: number) => callApi('post', 'currentUser/usageBalance', usageBalanceResponseSchema, { userId });
