import type { TransactionReportRequest } from '@lrp/contract';
import { callApiForFile, useMutation } from '@lrp/shared';

/** POST home/transactionReport: the transactions report as a PDF. */
export const fetchTransactionReport = (request: TransactionReportRequest) =>
  callApiForFile('home/transactionReport', request);
export const useTransactionReport = () =>
  useMutation({ mutationFn: fetchTransactionReport, meta: { blocksScreen: true } });
