import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../store/ui-store';

/**
 * Mantine's Modal as every module uses it, with one addition: when the session ends (a 403, the inactivity
 * limit), the portal dismisses every dialog (`dismissAllDialogs`), and each open one closes through its own
 * onClose, so no dialog is left over the login page and its owner's state says closed. Its close button is
 * named "Close dialog" in the user's language (Mantine's has no text of its own; a footer "Close" stays the only "Close"), and its title row is not a landmark.
 */
function PortalModal(props: ModalProps) {
  const dismissals = useUiStore((s) => s.dismissals);
  const seen = useRef(dismissals);
  const { opened, onClose } = props;
  useEffect(() => {
    if (dismissals === seen.current) return;
    seen.current = dismissals;
    if (opened) onClose();
  }, [dismissals, opened, onClose]);
  const { t } = useTranslation('common');
  return (
    <MantineModal
      {...props}
      closeButtonProps={{ 'aria-label': t('closeDialog'), ...props.closeButtonProps }}
      // Mantine writes the title row as <header>; inside a dialog it would be a second page banner landmark.
      attributes={{ ...props.attributes, header: { role: 'none', ...props.attributes?.header } }}
    />
  );
}

export const Modal = Object.assign(PortalModal, {
  Root: MantineModal.Root,
  Overlay: MantineModal.Overlay,
  Content: MantineModal.Content,
  Header: MantineModal.Header,
  Title: MantineModal.Title,
  CloseButton: MantineModal.CloseButton,
  Body: MantineModal.Body,
  Stack: MantineModal.Stack,
});
