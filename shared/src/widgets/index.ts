// @lrp/shared/widgets: the heavier half of the portal's UI kit, a singleton of its own so that a page downloads
// it only when it shows one of these (the sign-in page does not).
export {
  Autocomplete,
  Checkbox,
  FileInput,
  Menu,
  Modal,
  NumberInput,
  Pagination,
  Popover,
  Radio,
  ScrollArea,
  SegmentedControl,
  Select,
  Skeleton,
  Switch,
  Table,
  Tabs,
  Textarea,
  Tooltip,
} from './mantine';
export { AlertHost } from './alert-host';
export { LoadingModal } from './loading-modal';
export { AddressFields, PhoneFields, StateSelect, ZipInput } from './person-fields';
export type { AddressForm } from './person-fields';
export { CardAuthorizationDialog } from './payments/card-authorization-dialog';
export { CARD_FRAME_HEIGHT, CardPaymentFrame } from './payments/card-payment-frame';
export {
  FlatFeeConfirmationDialog,
  FlatFeeOptionsDialog,
} from './payments/flat-fee-add-on-dialogs';
export { SlideDialog } from './slide-dialog';
