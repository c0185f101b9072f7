/*
 * The Mantine facade, heavier half: overlays (modal, menu, popover, tooltip), selects and other inputs that
 * need a dropdown, tables and paging. Loaded with the first screen that uses one of them; the light half is in
 * @lrp/shared (src/ui/mantine.ts). Components bring their own stylesheets.
 */
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Tabs.css';

export {
  Autocomplete,
  Checkbox,
  FileInput,
  Menu,
  NumberInput,
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
} from '@mantine/core';
export { Modal } from './portal-modal';
export { Pagination } from './portal-pagination';
