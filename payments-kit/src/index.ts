// @lrp/payments-kit: the payment calls and hooks more than one package uses (card preauthorization, escrow
// deposit, flat-fee add-ons). Bundled by each package that imports it, built on @lrp/shared's client and query
// cache (one cache in the page: the hooks come from the singleton).
export {
  useAddOnConfirmation,
  useAddOnOptions,
  useAuthorizeCard,
  useBuyAddOn,
  useCancelImageState,
  useCompleteDeposit,
  useInitiateDeposit,
  useReportAuthorization,
} from './payments-api';
