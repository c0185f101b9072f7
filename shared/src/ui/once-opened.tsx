import { Suspense, useState, type ComponentType } from 'react';

/**
 * Mounts a lazy dialog once it has been opened, then keeps it mounted so that closing animates and returns
 * focus to the control that opened it.
 */
export function OnceOpened<P extends { opened: boolean }>({
  Dialog,
  props,
}: {
  Dialog: ComponentType<P>;
  props: P;
}) {
  const [mounted, setMounted] = useState(props.opened);
  if (props.opened && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
