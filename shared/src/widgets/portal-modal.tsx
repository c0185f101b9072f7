import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useUiStore } from '../store/ui-store';

/**
 * Mantine's Modal as every module uses it, with one addition: when the session ends (a 403, the inactivity
 * limit), the portal dismisses every dialog (`dismissAllDialogs`), and each open one closes through its own
 * onClose, so no dialog is left over the login page and its owner's state says closed.
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
  return <MantineModal {...props} />;
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
