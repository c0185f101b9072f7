import {
  chainOfTitleRequestSchema,
  type ChainOfTitleBy,
  type ChainOfTitleRequest,
} from '@lrp/contract';
import {
  Button,
  Group,
  NativeSelect,
  Stack,
  TextInput,
  useForm,
  useTranslation,
} from '@lrp/shared';
import { zodFormValidator } from '@lrp/shared/forms';
import { Radio } from '@lrp/shared/widgets';
import { PlatField } from '../plat/plat-field';
import type { SearchFormApi } from '../search-form/use-search-form';

type Values = Omit<ChainOfTitleRequest, 'by' | 'qq' | 'q'> & {
  by: ChainOfTitleBy;
  qq: string;
  q: string;
  platNumber: string;
  platName: string;
};
const EMPTY: Values = {
  by: 'PARCEL',
  parcelId: '',
  plat: '',
  platNumber: '',
  platName: '',
  block: '',
  lot: '',
  section: '',
  township: '',
  range: '',
  qq: '',
  q: '',
};
const QUARTERS = ['NE', 'NW', 'SE', 'SW'];

/** The request the form's values ask for: only the chosen way's fields. */
function requestOf(v: Values): ChainOfTitleRequest {
  const blank = { ...EMPTY, by: v.by };
  const {
    platNumber: _n,
    platName: _m,
    ...request
  } = v.by === 'PARCEL'
    ? { ...blank, parcelId: v.parcelId }
    : v.by === 'LOT_BLOCK'
      ? { ...blank, plat: v.plat, block: v.block, lot: v.lot }
      : { ...blank, section: v.section, township: v.township, range: v.range, qq: v.qq, q: v.q };
  return request as ChainOfTitleRequest;
}

/** The property: a parcel id, a lot (and block) of a plat, or a section, township and range with quarters. */
export function ChainForm({
  pending,
  onSubmit,
  fieldErrors,
}: {
  pending: boolean;
  onSubmit: (request: ChainOfTitleRequest) => void;
  /** The server's refusals by field, shown under their fields. */
  fieldErrors: Record<string, string> | null;
}) {
  const { t } = useTranslation('chainOfTitle');
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    // The contract's rules, in the search area's translated messages (as the server checks them).
    validate: zodFormValidator(chainOfTitleRequestSchema),
    clearInputErrorOnChange: true,
  });
  const errors = { ...form.errors, ...(fieldErrors ?? {}) };
  const input = (field: keyof Values) => ({
    ...form.getInputProps(field),
    error: errors[field],
  });
  const heading = t('title');
  const quarterData = [
    { value: '', label: t('anyQuarter') },
    ...QUARTERS.map((q) => ({ value: q, label: `${q}1/4` })),
  ];
  return (
    <form onSubmit={form.onSubmit((v) => onSubmit(requestOf(v)))} noValidate aria-label={heading}>
      <Stack gap="sm" maw={720}>
        <Radio.Group label={t('by')} {...form.getInputProps('by')}>
          <Group gap="lg" mt={4}>
            {(['PARCEL', 'LOT_BLOCK', 'SECTION'] as const).map((by) => (
              <Radio key={by} value={by} label={t(`byOptions.${by}`)} />
            ))}
          </Group>
        </Radio.Group>
        {form.values.by === 'PARCEL' && (
          <TextInput
            label={t('parcelId')}
            description={t('parcelHelp')}
            required
            maxLength={40}
            maw={320}
            {...input('parcelId')}
          />
        )}
        {form.values.by === 'LOT_BLOCK' && (
          <>
            <PlatField
              form={Object.assign(form, { type: 'chainOfTitle' }) as unknown as SearchFormApi}
              label={t('plat')}
            />
            <Group align="flex-start">
              <TextInput label={t('lot')} required maxLength={10} w={140} {...input('lot')} />
              <TextInput label={t('block')} maxLength={10} w={140} {...input('block')} />
            </Group>
          </>
        )}
        {form.values.by === 'SECTION' && (
          <Group align="flex-start">
            <TextInput label={t('section')} required maxLength={3} w={110} {...input('section')} />
            <TextInput
              label={t('township')}
              required
              maxLength={3}
              w={110}
              {...input('township')}
            />
            <TextInput label={t('range')} required maxLength={3} w={110} {...input('range')} />
            <NativeSelect label={t('qq')} data={quarterData} w={150} {...input('qq')} />
            <NativeSelect label={t('q')} data={quarterData} w={150} {...input('q')} />
          </Group>
        )}
        <Group>
          <Button type="submit" loading={pending}>
            {t('show')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
