import { createElement, lazy, Suspense, useMemo, type ComponentType } from 'react';
import { getModuleHost } from './module-host';

/**
 * Renders a dialog another module exposes (e.g. imaging's image preview), loading that module on first use.
 * @param module the module's package name, e.g. mfe-imaging
 * @param dialog the key in its PortalModule.dialogs
 */
export function ModuleDialog<P extends object>({
  module,
  dialog,
  props,
}: {
  module: string;
  dialog: string;
  props: P;
}) {
  const Dialog = useMemo(
    () =>
      lazy(async () => {
        const loaded = await getModuleHost().loadModule(module);
        const component = loaded.dialogs?.[dialog];
        if (!component) throw new Error(`${module} has no dialog ${dialog}`);
        const Dialog = component as unknown as ComponentType<P>;
        // The exposed dialog is often React.lazy itself, and a lazy cannot resolve to a lazy: wrap it.
        return { default: (props: P) => createElement(Dialog, props) };
      }),
    [module, dialog],
  );
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
