import {
  addOnConfirmationSchema,
  addOnOptionsSchema,
  authorizationResponseSchema,
  cardTokenResponseSchema,
  completeDepositResponseSchema,
  initiateDepositResponseSchema,
  userAddOnResponseSchema,
  type CardTransactionResponse,
} from '../contract';
import { callApi } from './client';

/** POST creditcard/authorize: a token for the hosted card page (preauthorization of the county maxAmount). */
export const authorizeCard = () => callApi('post', 'creditcard/authorize', cardTokenResponseSchema, {});

/** POST creditcard/authorizationResponse: the server checks the card page's answer with the gateway. */
export const reportAuthorization = (response: CardTransactionResponse) =>
  callApi('post', 'creditcard/authorizationResponse', authorizationResponseSchema, response);

/** POST escrowDeposit/initiateDeposit: the amount to add; answers the card page token and the total. */
export const initiateDeposit = (amount: number) => callApi('post', 'escrowDeposit/initiateDeposit', initiateDepositResponseSchema, { amount });

/** POST escrowDeposit/completeDeposit: the card page's answer; the server credits the balance once. */
export const completeDeposit = (response: CardTransactionResponse) =>
  callApi('post', 'escrowDeposit/completeDeposit', completeDepositResponseSchema, response);

/** POST flatFee/getAddOnOptions: the add-on options as an image state. */
export const fetchAddOnOptions = () => callApi('post', 'flatFee/getAddOnOptions', addOnOptionsSchema, {});

/** POST flatFee/getUserAddOnConfirmation: balances before and after the chosen option. */
export const fetchAddOnConfirmation = (option: string, imageStateGuid: string) =>
  callApi('post', 'flatFee/getUserAddOnConfirmation', addOnConfirmationSchema, { option, imageStateReference: { imageStateGuid } });

/** POST flatFee/userAddOn: buys the confirmed option. */
export const buyAddOn = (imageStateGuid: string) => callApi('post', 'flatFee/userAddOn', userAddOnResponseSchema, { imageStateGuid });
