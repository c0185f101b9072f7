import { message } from './messages';

// The server's own answers (what only the server can say), by group. The server sends each with its code and values
// (`codedGroup`), the browser shows it in the user's language by that code, and the catalog test holds every
// translated language to these groups. Validation rules and their messages live beside their schemas.

/** Answers any call can give: the envelope, the session, the request guards and the sign-in. */
export const SERVER_MESSAGES = {
  unexpected: 'An unexpected error has occurred.',
  notFound: 'The requested service does not exist.',
  externalNotOffered: 'This link is not offered by the portal.',
  backToPortal: 'Go to the portal',
  csrf: 'Security check failed. Please reload the page and try again.',
  forbidden: 'You do not have permission to do that.',
  invalidCredentials: 'Invalid username or password.',
  accountLocked: 'Your account is locked. Please contact the county or use Forgot Password.',
  signInDelayedSeconds: message<{ n: number }>(
    'Too many failed sign-ins. Please wait {{n}} seconds and try again, or use Forgot Password.',
  ),
  signInDelayedMinute:
    'Too many failed sign-ins. Please wait 1 minute and try again, or use Forgot Password.',
  signInDelayedMinutes: message<{ n: number }>(
    'Too many failed sign-ins. Please wait {{n}} minutes and try again, or use Forgot Password.',
  ),
  accountInactive: 'Your account is inactive. Please contact the county.',
  signInLinkMaybeSent:
    "Wrong passwords for this username keep coming from elsewhere, so from a new browser it signs in only through an e-mailed link. If the username and password are right, we have e-mailed a sign-in link to the account's address.",
  registrationPending:
    'Your registration is not complete. Please follow the link in the e-mail we sent you.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  badJson: 'The request body is not valid JSON.',
  bodyNotObject: 'The request body must be a JSON object.',
  unsupportedMediaType: 'The request must be sent as JSON.',
  bodyTooLarge: 'The request is too large.',
  badUrl: 'The address of this request is not valid.',
  badText: 'Text may not contain NUL characters or broken Unicode (lone surrogates).',
  databaseDown: 'The database is not available.',
  migrationsPending: 'The database has not been brought up to this version of the server yet.',
  shuttingDown: 'The server is restarting. Please try again in a moment.',
  serverBusy: 'The server is busy. Please try again in a few seconds.',
  /** Another refusal of the web framework's (its own technical text, not translated). */
  requestRefused: message<{ detail: string }>('{{detail}}'),
  noSlide: message<{ n: string }>('There is no slide {{n}}.'),
  essentialModules: message<{ modules: string }>(
    '{{modules}} cannot be switched off: without it nobody could sign in or switch modules back on.',
  ),
} as const;

/**
 * Text the county wrote itself (its lockout notice, for one): sent as it is, in the county's words, under one code
 * whose every translation is the text itself.
 */
export const COUNTY_TEXT_MESSAGES = {
  text: message<{ text: string }>('{{text}}'),
} as const;

/** Validation the schemas' own rules do not word: zod's generic checks, said for a person. */
export const VALIDATION_MESSAGES = {
  required: 'Required.',
  mustBeList: 'Must be a list.',
  mustBeType: message<{ type: string }>('Must be a {{type}}.'),
  maxLength: message<{ n: number }>('Maximum {{n}} characters long.'),
  minLength: message<{ n: number }>('At least {{n}} characters long.'),
  max: message<{ n: number }>('Must be at most {{n}}.'),
  min: message<{ n: number }>('Must be at least {{n}}.'),
  oneOf: message<{ values: string }>('Must be one of {{values}}.'),
  notAllowed: 'Not an allowed value.',
  notValid: 'Not valid.',
  summary: message<{ details: string }>('{{details}}'),
} as const;

/** The money calls' own answers (card payments, escrow deposits, flat-fee add-ons). */
export const MONEY_MESSAGES = {
  cardPaymentsOff: 'Card payments are not available.',
  cardNotVerified:
    'The card payment could not be verified with the card gateway. Nothing was added to your balance.',
  cardAlreadyUsed: 'This card payment has already been used.',
  cardPaymentVoided: message<{ reason: string }>(
    'The card payment was voided and your card will not be charged: {{reason}}',
  ),
  depositNotOffered: 'Adding money by credit card is not offered.',
  depositNotEscrow: 'Only escrow accounts can add money.',
  accountInactive: 'This account is not active.',
  noAccount: 'You are not a member of an account.',
  addOnNotOffered: 'Buying flat-fee images is not offered.',
  addOnNotFlatFee: 'Only flat-fee accounts can buy flat-fee images.',
  addOnByCard:
    'Flat-fee images for an account that pays by credit card cannot be bought here. Please contact the county.',
  addOnNoOptions: 'The county offers no flat-fee image options.',
  addOnBadOption: 'Choose one of the offered options.',
  addOnGone: 'This purchase is no longer open. Please start again.',
  addOnNotConfirmed: 'Choose an option and confirm it before buying.',
  addOnConfirmedOther:
    'This purchase was confirmed for another option. Please cancel and start again to choose another.',
  addOnAlreadyUnlimited: message<{ account: string }>('{{account}} already has unlimited images.'),
  addOnInsufficient: message<{ account: string; balance: string; cost: string }>(
    'The escrow balance of {{account}} ({{balance}}) cannot pay for this purchase ({{cost}}). Please add money first.',
  ),
  addOnDoneOne: message<{ images: string; account: string }>(
    '{{images}} was added to {{account}}.',
  ),
  addOnDone: message<{ images: string; account: string }>('{{images}} were added to {{account}}.'),
} as const;

/** The answers of the image preview, order, payment and download calls. */
export const IMAGING_SERVER_MESSAGES = {
  documentNotFound: 'The document could not be found.',
  imagesNotAllowed: 'Images of this document are not available to you.',
  orderGone: 'This order is no longer open. Please start again.',
  notPaid: 'This order has not been paid.',
} as const;

/** The words of an image order's fee schedule: its title, lines, balances, refusals and button. */
export const IMAGING_ORDER_MESSAGES = {
  downloadTitle: message<{ item: string }>('{{item}} Download'),
  cartTitle: message<{ n: number }>('Download of {{n}} Documents'),
  cartSelected: message<{ n: number; pages: number }>(
    '{{pages}} pages of {{n}} documents selected for download.',
  ),
  cartLine: message<{ item: string; pages: string }>('{{item}}, page(s) {{pages}}'),
  exceedingPreauthorization: 'Exceeding Current Preauthorization',
  downloadButton: 'Download',
  payAndDownloadButton: message<{ amount: string }>('Pay {{amount}} and Download'),
  pageSelected: '1 page selected for download.',
  pagesSelected: message<{ n: number }>('{{n}} pages selected for download.'),
  escrowPurchase: message<{ account: string }>(
    'The charge is paid from the escrow balance of {{account}}.',
  ),
  invoicePurchase: message<{ account: string }>(
    'The charge will be billed on the next invoice of {{account}}.',
  ),
  cardPurchase: 'The charge is paid by the credit card you preauthorize.',
  cardPreauthorized: message<{ amount: string }>(
    'The charge is paid from your card preauthorization ({{amount}} left).',
  ),
  flatFeePurchase: message<{ account: string }>(
    'The pages are counted against the flat-fee images of {{account}}.',
  ),
  freePurchase: 'There is no charge for these pages.',
  documentLine: 'Document',
  firstPageLine: message<{ page: number }>('Page {{page}} (first page)'),
  pageLine: message<{ page: number }>('Page {{page}}'),
  oneImage: '1 image',
  images: message<{ n: number }>('{{n}} images'),
  alreadyPurchased: message<{ pages: string }>('Already purchased, no charge: page(s) {{pages}}.'),
  insufficientEscrow:
    'The escrow balance cannot pay for this download. Add money to the escrow balance to continue.',
  insufficientImages: 'The flat-fee images remaining cannot cover this download.',
  insufficientCard:
    'The charge is more than your current card preauthorization covers. Preauthorize your card again to continue.',
  needsPreauthorization: 'Preauthorize your credit card to pay for this download.',
  noPurchasingOptions:
    'There are no purchasing options for this account. Please contact the county.',
  overCardMaximum: message<{ amount: string; max: string }>(
    'This purchase of {{amount}} is more than the {{max}} a card can be charged at once. Buy fewer pages at a time.',
  ),
} as const;

/** The answers of registration, recovery, profile, home and county-settings calls. */
export const ACCOUNT_MESSAGES = {
  selfRegistrationOff: 'Self-registration is not offered in this county.',
  recoveryOff:
    'Username and password recovery by e-mail is not offered in this county. Please contact the county.',
  usernameTaken: 'That username is already taken.',
  emailTaken: 'That e-mail address is already registered.',
  signUpsFromAddress: 'Too many registrations from your network. Please try again in an hour.',
  emailChangesToday:
    'The e-mail address of this account has been changed too often today. Please try again tomorrow.',
  registrationSent:
    "We've emailed you a link. Please follow the link to complete your registration.",
  registrationComplete: 'Your registration is complete. You may now log in.',
  mailNotSent: 'We could not send the e-mail just now. Please try again later.',
  ticketUnknown: 'This link is not valid.',
  ticketUsed: 'This link has already been used.',
  registrationTicketExpired: 'This link has expired. Please register again.',
  resetTicketExpired: 'This link has expired. Please use Forgot Password again.',
  signInLinkExpired: 'This sign-in link has expired. Please log in again.',
  currentPasswordNeeded: 'Enter your current password to change your e-mail address.',
  currentPasswordWrong: 'That is not your current password.',
  currentPasswordHeld:
    'Too many wrong passwords for this username lately. Please try again later, or use Forgot Password.',
  usernameSent: 'If that e-mail address is registered, we have sent the username to it.',
  resetLinkSent:
    'If the username and e-mail match an account, we have sent a link to reset the password.',
  passwordReset: 'Password updated. You may now log in.',
  passwordUpdated: 'Password updated.',
  profileSaved: 'Profile saved.',
  otherUsersBalance: 'You may only ask for your own balance.',
  accountReportNotAllowed: 'Only an account administrator can report on the whole account.',
  noAccount: 'You are not a member of an account.',
  settingsUpdated: 'Settings updated.',
  settingsAndUsersUpdated: 'Settings and Users updated.',
  defaultSearchOff: 'Your default search needs to be enabled first.',
  reloadRange: 'The largest deposit cannot be less than the smallest.',
  noGuestUser: 'There is no guest user with that username.',
} as const;

/** The search area's own answers (the rules' messages are SEARCH_MESSAGES). */
export const SEARCH_SERVER_MESSAGES = {
  searchNotOffered: 'This search is not available to you.',
  recordNotFound: 'The record could not be found.',
  insufficientBalance: message<{ balance: string; price: string }>(
    'The escrow balance ({{balance}}) cannot pay for this search ({{price}}). Please add money first.',
  ),
  downloadNotOffered: 'Downloading search results is not offered in this county.',
  linksNotOffered: 'These links are not offered in this county.',
  overCardMaximum: message<{ price: string; max: string }>(
    'This search costs {{price}}, more than the {{max}} a card can be charged at once. Please contact the county.',
  ),
} as const;

/** Pinning a module's release (Control Panel → Technical → Modules). */
export const MODULE_RELEASE_MESSAGES = {
  unknownModule: message<{ module: string }>('{{module}} is not a module of this installation.'),
  unknownRelease: message<{ module: string; release: string }>(
    '{{module}} has no release {{release}}.',
  ),
  doesNotFit: message<{ module: string; release: string; problems: string }>(
    '{{module}} {{release}} does not fit the shell this portal runs: it {{problems}}.',
  ),
  pinned: message<{ module: string; release: string }>(
    '{{module}} is pinned to {{release}}. Users get it on their next page load.',
  ),
  followsNewest: message<{ module: string }>(
    '{{module}} follows its newest release that fits the shell. Users get it on their next page load.',
  ),
} as const;

/** The user manager's and the accounts screens' answers. */
export const USER_ADMIN_MESSAGES = {
  userSaved: 'User saved.',
  userCreated: 'User created.',
  userDeleted: 'User deleted.',
  userNotFound: 'The user could not be found.',
  userNotActive: 'Only an active user can be edited.',
  notYourself: 'You cannot do that to your own user.',
  userTypeNotAllowed: 'You may not give that user type.',
  accountNotAllowed: 'Choose one of your accounts.',
  accountRequired: 'This user type needs an account.',
  passwordSet: 'Password updated.',
  accountSaved: 'Account saved.',
  accountDeleted: 'Account and its users deleted.',
  accountNotFound: 'The account could not be found.',
  accountNameTaken: 'There is already an account with that name.',
  accountNotActive: 'Only an active account can be edited.',
  ownAccount: 'You cannot change the account you belong to.',
  reloadNotOffered: 'The county does not reload the images of this account.',
  duplicateDocType: 'Each document type may appear once.',
  unknownDocType: "Choose one of the county's document types.",
  rateNotOffered: 'The county does not offer this flat-fee rate.',
  accountTasksRun: 'Account tasks completed.',
  accountTasksUnpaid: message<{ balance: string; fee: string }>(
    'Billing was not completed: the escrow balance ({{balance}}) cannot pay the monthly fee ({{fee}}).',
  ),
  accountTasksPrepared: 'Account tasks may run again for this period.',
  billedNow: 'Account marked as billed.',
  renewedNow: 'Account images marked as renewed.',
  accountTasksUnpaidNotRenewed: message<{ fee: string; balance: string }>(
    'The monthly fee of {{fee}} could not be charged (balance {{balance}}); images were not renewed.',
  ),
  accountTasksStarted: 'Account tasks are running. Last Ran changes when they finish.',
  accountTasksReadyToRerun: 'Account tasks are ready to rerun.',
} as const;
