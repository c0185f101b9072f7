import { Modal as MantineModal, type ModalProps } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../store/ui-store';

/**
 * Focus goes back to the control that opened a dialog when the dialog closes, also when its owner unmounts it
 * at once (Mantine returns focus only when the modal stays mounted through its exit). Not when focus has already
 * gone somewhere else, e.g. into the next dialog of a flow.
 */
function useReturnFocus(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Mantine's focus trap moves focus into the dialog.
  useLayoutEffect(() => {
    if (!opened) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const from = opener.current;
    return () => {
      // The dialog may still be fading out with focus inside it: wait (up to half a second) until focus falls
      // to the page's body, then put it back on the opener.
      const since = Date.now();
      const giveBack = () => {
        const active = document.activeElement;
        if (!from?.isConnected) return;
        if (!active || active === document.body) from.focus();
        else if (Date.now() - since < 500) window.setTimeout(giveBack, 50);
      };
      window.setTimeout(giveBack, 0);
    };
  }, [opened]);
}

/**
 * Mantine's Modal as every module uses it, with these additions: when the session ends (a 403, the inactivity
 * limit), the portal dismisses every dialog (`dismissAllDialogs`), and each open one closes through its own
 * onClose, so no dialog is left over the login page and its owner's state says closed. Focus returns to the
 * opener on close. Its close button is named "Close dialog" in the user's language (Mantine's has no text of its
 * own; a footer "Close" stays the only "Close"), and its title row is not a landmark.
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
  useReturnFocus(opened);
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
