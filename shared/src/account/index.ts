// @lrp/shared/account: a person's own account: registration and recovery, profile and password, the home page,
// the transactions report, and money (card payments, escrow deposits, flat-fee add-ons). A singleton of its
// own: the sign-in page does not download it.
import { DATE_MESSAGES } from '../contract/dates';
import { IMAGING_MESSAGES } from '../contract/imaging';
import { PAYMENT_MESSAGES } from '../contract/payments';
import { PROFILE_MESSAGES } from '../contract/profile';
import { registerMessages } from '../i18n/messages';

registerMessages({ profile: PROFILE_MESSAGES, payments: PAYMENT_MESSAGES, dates: DATE_MESSAGES, imaging: IMAGING_MESSAGES });

// The US date helpers, for the signed-in screens with dates (the sign-in page needs none).
export { checkDateRange, DATE_MESSAGES, DATE_RANGE_CAPS } from '../contract/dates';

export {
  forgotPasswordRequestSchema,
  forgotUsernameRequestSchema,
  formatInternationalPhone,
  formatStandardPhone,
  formatZip,
  PHONE_FORMAT_TYPES,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
  resetPasswordFormSchema,
  signUpFormSchema,
} from '../contract/profile';
export type { PhoneFormatType, SignUpRequest } from '../contract/profile';
export { passwordChangeFormSchema, profileSchema } from '../contract/current-user';
export type { Profile } from '../contract/current-user';
export { disclaimerLink, REPORT_RANGES, REPORT_TYPES, reportRangeDates, transactionReportRequestSchema } from '../contract/home';
export type { HeadedTable, HomeContent, HomeSelections, ReportRange, TransactionReportRequest } from '../contract/home';
export {
  CARD_MESSAGE_SOURCE,
  cardFrameMessageSchema,
  depositAmountSchema,
  escrowSurcharge,
  formatMoney,
  PAYMENT_MESSAGES,
  roundCents,
} from '../contract/payments';
export type { AddOnConfirmation, AddOnOptions, CardFrameMessage, CardTransactionResponse } from '../contract/payments';

export {
  useCompleteRegistration,
  useForgotPassword,
  useForgotUsername,
  useResetPassword,
  useSignUp,
} from '../api/recovery-api';
export {
  currentUserKeys,
  useChangePassword,
  useHomeContent,
  useProfile,
  useSaveProfile,
  useTransactionReport,
} from '../api/current-user-api';
export {
  DEFAULT_IMAGE_NAME,
  formatPageList,
  IMAGING_MESSAGES,
  PAGE_STEPS,
  parsePageList,
  THUMBNAILS_PER_VIEW,
} from '../contract/imaging';
export type { DownloadOrder, FeeSchedule, PageSelectionMethod, PagesSelected, ThumbnailsResponse } from '../contract/imaging';
export {
  useComputeDownloadOrder,
  useGetImage,
  usePageImage,
  usePayDownloadOrder,
  useThumbnails,
  useUpdatePreviewSettings,
} from '../api/imaging-api';
export {
  useAddOnConfirmation,
  useAddOnOptions,
  useBuyAddOn,
  useCancelImageState,
  useCompleteDeposit,
  useInitiateDeposit,
} from '../api/payments-api';
