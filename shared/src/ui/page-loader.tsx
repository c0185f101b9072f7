import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a section shows while its code or its data arrives: a spinner announced as "Loading". */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}
