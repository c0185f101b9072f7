import {
  PAYMENT_MESSAGES,
  type addOnConfirmationSchema,
  type addOnOptionsSchema,
  type authorizationResponseSchema,
  type cardTokenResponseSchema,
  type CardTransactionResponse,
  type completeDepositResponseSchema,
  type initiateDepositResponseSchema,
  type userAddOnResponseSchema,
} from '@lrp/contract';
import {
  callApi,
  registerMessages,
  useMoneyMoved,
  useMutation,
  useQuery,
  type Out,
} from '@lrp/shared';

/*
 * The money calls of more than one package (spec 1 §7 "Cards and escrow"): the card preauthorization (search, imaging),
 * the escrow deposit and the flat-fee add-ons (the shell's balance area, imaging). The server answers a card's
 * failure with the contract's payment messages: registered here, so they show in the user's language wherever
 * these calls run.
 */
registerMessages({ payments: PAYMENT_MESSAGES });

/** POST creditcard/authorize: a token for the hosted card page (preauthorization of the county maxAmount). */
export const authorizeCard = () =>
  callApi<Out<typeof cardTokenResponseSchema>>('post', 'creditcard/authorize', {});
export const useAuthorizeCard = () => useMutation({ mutationFn: authorizeCard });

/** POST creditcard/authorizationResponse: the server checks the card page's answer with the gateway. */
export const reportAuthorization = (response: CardTransactionResponse) =>
  callApi<Out<typeof authorizationResponseSchema>>(
    'post',
    'creditcard/authorizationResponse',
    response,
  );
export const useReportAuthorization = () => useMutation({ mutationFn: reportAuthorization });

/** POST escrowDeposit/initiateDeposit: the amount to add; answers the card page token and the total. */
export const initiateDeposit = (amount: number) =>
  callApi<Out<typeof initiateDepositResponseSchema>>('post', 'escrowDeposit/initiateDeposit', {
    amount,
  });
export const useInitiateDeposit = () =>
  useMutation({ mutationFn: initiateDeposit, meta: { blocksScreen: true } });

/** POST escrowDeposit/completeDeposit: the card page's answer; the server credits the balance once. */
export const completeDeposit = (response: CardTransactionResponse) =>
  callApi<Out<typeof completeDepositResponseSchema>>(
    'post',
    'escrowDeposit/completeDeposit',
    response,
  );
export const useCompleteDeposit = () => {
  const moneyMoved = useMoneyMoved();
  return useMutation({ mutationFn: completeDeposit, onSettled: moneyMoved });
};

/** POST flatFee/getAddOnOptions: the add-on options as an image state. */
export const fetchAddOnOptions = () =>
  callApi<Out<typeof addOnOptionsSchema>>('post', 'flatFee/getAddOnOptions', {});
/**
 * The options of one flat-fee purchase (each purchase gets an image state of its own on the server: pass a new
 * `purchase` number for each time the dialog opens).
 */
export const useAddOnOptions = (purchase: number) =>
  useQuery({
    queryKey: ['flatFee', 'addOnOptions', purchase],
    queryFn: () => fetchAddOnOptions().then((r) => r.content),
    enabled: purchase > 0,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** POST flatFee/getUserAddOnConfirmation: balances before and after the chosen option. */
export const fetchAddOnConfirmation = (request: { option: string; imageStateGuid: string }) =>
  callApi<Out<typeof addOnConfirmationSchema>>('post', 'flatFee/getUserAddOnConfirmation', {
    option: request.option,
    imageStateReference: { imageStateGuid: request.imageStateGuid },
  });
export const useAddOnConfirmation = () => useMutation({ mutationFn: fetchAddOnConfirmation });

/** POST flatFee/userAddOn: buys the confirmed option. */
export const buyAddOn = (imageStateGuid: string) =>
  callApi<Out<typeof userAddOnResponseSchema>>('post', 'flatFee/userAddOn', { imageStateGuid });
export const useBuyAddOn = () => {
  const moneyMoved = useMoneyMoved();
  return useMutation({ mutationFn: buyAddOn, onSettled: moneyMoved });
};

/** POST imaging/cancelImageState: discards an image state the user left (Cancel, Back, Close). */
export const cancelImageState = (imageStateGuid: string) =>
  callApi<null>('post', 'imaging/cancelImageState', { imageStateGuid });
/** Discarding is housekeeping: a failure is not the user's concern (the state expires on the server anyway). */
export const useCancelImageState = () =>
  useMutation({ mutationFn: cancelImageState, meta: { showsOwnError: true } });
