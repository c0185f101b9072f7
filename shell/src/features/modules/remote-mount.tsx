import {
  Button,
  EmptyState,
  type EnabledModule,
  localized,
  PageLoader,
  useTranslation,
} from '@lrp/shared';
import { createElement, lazy, Suspense, useMemo, useState } from 'react';
import { ModuleErrorBoundary } from './module-error-boundary';
import { IncompatibleReleaseError } from './incompatible-release-error';
import { forgetModule, loadedPortalModule, loadPortalModule } from './module-registry';

function ModuleUnavailable({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
}) {
  const { t } = useTranslation('shell');
  if (error instanceof IncompatibleReleaseError) {
    // Retrying cannot help: the county's administrator pins another release (Control Panel → Technical → Modules).
    return (
      <EmptyState title={t('module.unavailableTitle', { section: title })}>
        {t('module.incompatibleText', {
          release: error.release,
          reason: error.problems.join('; '),
        })}
      </EmptyState>
    );
  }
  return (
    <EmptyState
      title={t('module.unavailableTitle', { section: title })}
      action={
        <Button onClick={onRetry} mt="sm">
          {t('module.retry')}
        </Button>
      }
    >
      {t('module.unavailableText')}
    </EmptyState>
  );
}

/** Renders the component a remote provides for one of its paths, with loading, error and Retry. */
export function RemoteMount({ module, path }: { module: EnabledModule; path: string }) {
  const [attempt, setAttempt] = useState(0);
  const title = localized(module.title);
  const Mounted = useMemo(
    () =>
      // Loaded already (start-up loads the first page's module): drawn at once, without a loader first.
      (attempt === 0 && loadedPortalModule(module.name)?.mounts[path]) ||
      lazy(async () => {
        const loaded = await loadPortalModule(module.name);
        const component = loaded.mounts[path];
        if (!component) throw new Error(`${module.name} does not render ${path}`);
        // A remote's page is often React.lazy itself, and a lazy cannot resolve to a lazy: wrap it.
        return { default: () => createElement(component) };
      }),
    // attempt: a Retry builds a new lazy component, since React.lazy caches its failure.
    [module.name, path, attempt],
  );
  const retry = () => {
    forgetModule(module.name);
    setAttempt((a) => a + 1);
  };
  return (
    <ModuleErrorBoundary
      key={`${module.name}:${attempt}`}
      fallback={(error) => <ModuleUnavailable title={title} error={error} onRetry={retry} />}
    >
      <Suspense fallback={<PageLoader />}>
        <Mounted />
      </Suspense>
    </ModuleErrorBoundary>
  );
}
