import {
  Anchor,
  type DisabledModule,
  EmptyState,
  Link,
  localized,
  useTranslation,
} from '@lrp/shared';

/** A deep link into a module the county has switched off. */
export function NotOfferedPage({ module }: { module: DisabledModule }) {
  const { t } = useTranslation('shell');
  return (
    <EmptyState title={t('module.notOfferedTitle', { section: localized(module.title) })}>
      {t('module.notOfferedText')}{' '}
      <Anchor component={Link} to="/home">
        {t('module.backHome')}
      </Anchor>
    </EmptyState>
  );
}
