// @lrp/shared/account: a person's own account: registration and recovery, profile and password, the home page,
// the transactions report, and money (card payments, escrow deposits, flat-fee add-ons). A singleton of its
// own: the sign-in page does not download it.
import { DATE_MESSAGES } from '@lrp/contract';
import { IMAGING_MESSAGES } from '@lrp/contract';
import { PAYMENT_MESSAGES } from '@lrp/contract';
import { PROFILE_MESSAGES } from '@lrp/contract';
import { registerMessages } from '../i18n/messages';

registerMessages({ profile: PROFILE_MESSAGES, payments: PAYMENT_MESSAGES, dates: DATE_MESSAGES, imaging: IMAGING_MESSAGES });

// The US date helpers, for the signed-in screens with dates (the sign-in page needs none).
export { checkDateRange, DATE_MESSAGES, DATE_RANGE_CAPS } from '@lrp/contract';

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
} from '@lrp/contract';
export type { PhoneFormatType, SignUpRequest } from '@lrp/contract';
export { passwordChangeFormSchema, profileSchema } from '@lrp/contract';
export type { Profile } from '@lrp/contract';
export { disclaimerLink, REPORT_RANGES, REPORT_TYPES, reportRangeDates, transactionReportRequestSchema } from '@lrp/contract';
export type { HeadedTable, HomeContent, HomeSelections, ReportRange, TransactionReportRequest } from '@lrp/contract';
export {
  CARD_MESSAGE_SOURCE,
  cardFrameMessageSchema,
  depositAmountSchema,
  escrowSurcharge,
  formatMoney,
  PAYMENT_MESSAGES,
  roundCents,
} from '@lrp/contract';
export type { AddOnConfirmation, AddOnOptions, CardFrameMessage, CardTransactionResponse } from '@lrp/contract';

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
} from '@lrp/contract';
export type { DownloadOrder, FeeSchedule, PageSelectionMethod, PagesSelected, ThumbnailsResponse } from '@lrp/contract';
export {
  useComputeDownloadOrder,
  useGetImage,
  usePageImage,
  usePayDownloadOrder,
  useThumbnails,
  useUpdatePreviewSettings,
} from '../api/imaging-api';
