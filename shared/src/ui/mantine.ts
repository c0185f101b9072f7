/*
 * The Mantine facade (ARCHITECTURE.md §5): every package gets Mantine only from here, so the browser holds
 * one copy of Mantine and one theme context. Add a component here before a remote uses it.
 */
import '@mantine/core/styles.css';

export {
  ActionIcon,
  Alert,
  Anchor,
  AppShell,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Container,
  Divider,
  Flex,
  Grid,
  Group,
  Image,
  Loader,
  MantineProvider,
  Menu,
  Modal,
  NavLink,
  NumberInput,
  Pagination,
  Paper,
  Popover,
  PasswordInput,
  Radio,
  ScrollArea,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
export type { MantineColor } from '@mantine/core';
export { useDisclosure, useMediaQuery } from '@mantine/hooks';
export { useForm } from '@mantine/form';
