import { TextInput } from '@lrp/shared';
import { lazy, Suspense } from 'react';
import { create } from 'zustand';

/**
 * The calendar (`@lrp/shared/dates`: Mantine's DateInput and its share of Mantine, about 100 KB gzip) loads when a
 * person first touches a search form, not with the page: /search stays within its weight budget, and until then a
 * date field is the same labelled MM/DD/YYYY text input, validated by the same contract rules.
 */
export const useCalendarWanted = create<{ wanted: boolean; want: () => void }>()((set) => ({
  wanted: false,
  want: () => set({ wanted: true }),
}));

const DateField = lazy(() => import('@lrp/shared/dates').then((m) => ({ default: m.DateField })));

type Props = {
  id: string;
  label: string;
  withAsterisk?: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: unknown;
};

export function SearchDateField({ id, label, withAsterisk, value, onChange, error }: Props) {
  const wanted = useCalendarWanted((s) => s.wanted);
  const plain = (
    <TextInput
      id={id}
      label={label}
      withAsterisk={withAsterisk}
      value={value}
      placeholder="MM/DD/YYYY"
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error as string | undefined}
    />
  );
  if (!wanted) return plain;
  const focused = typeof document !== 'undefined' && document.activeElement?.id === id;
  return (
    <Suspense fallback={plain}>
      <DateField
        id={id}
        label={label}
        withAsterisk={withAsterisk}
        value={value}
        onChange={onChange}
        error={error as string | undefined}
        autoFocus={focused}
      />
    </Suspense>
  );
}
