import { Anchor } from '@lrp/shared';
import type { ReactNode } from 'react';

/** A value in a detail table that starts a search (a sequence, spec 2 §4). */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={onClick} ta="left">
      {children}
    </Anchor>
  );
}
