import { Image } from '@mantine/core';
import { Modal } from './portal-modal';

/** A county slide enlarged (the login and home slide shows open it on click). */
export function SlideDialog({
  src,
  label,
  onClose,
}: {
  src: string;
  label: string;
  onClose: () => void;
}) {
  return (
    <Modal opened onClose={onClose} size="80rem" title={label} centered>
      <Image src={src} alt={label} w="100%" />
    </Modal>
  );
}
