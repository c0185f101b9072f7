import {
  CHAIN_OF_TITLE_PDF_FILE,
  type ChainOfTitleRequest,
  type ChainOfTitleResponse,
} from '@lrp/contract';
import { callApi, callApiForFile, useMoneyMoved, useMutation } from '@lrp/shared';
import { saveFile } from '@lrp/shared/sections';

/*
 * Chain of title (docs/chain-of-title.md): POST search/chainOfTitle answers the chain (or that a card payment is
 * needed first); POST search/chainOfTitlePrint the same chain as ChainOfTitle.pdf, not charged again that day.
 */

/** POST search/chainOfTitle; a charge moves the header's balance. */
export const useChainOfTitle = () => {
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: (request: ChainOfTitleRequest) =>
      callApi<ChainOfTitleResponse>('post', 'search/chainOfTitle', request).then((r) => r.content),
    meta: { showsOwnError: true },
    onSuccess: (answer) => {
      if (answer.chain && answer.price > 0) void moneyMoved();
    },
  });
};

/** POST search/chainOfTitlePrint, saved as ChainOfTitle.pdf. */
export const useDownloadChainOfTitle = () =>
  useMutation({
    mutationFn: (request: ChainOfTitleRequest) =>
      callApiForFile('search/chainOfTitlePrint', request),
    meta: { blocksScreen: true },
    onSuccess: (file) => saveFile(file, CHAIN_OF_TITLE_PDF_FILE),
  });
