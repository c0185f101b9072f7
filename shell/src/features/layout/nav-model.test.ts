import { type EnabledModule } from '@lrp/shared';
import { makeEnabledModule } from '@lrp/shared/test';
import { buildNavigation } from './nav-model';

const makeModule = (name: string, nav: EnabledModule['nav']): EnabledModule =>
  makeEnabledModule(name, {
    container: name.replace('-', '_'),
    title: { en: name },
    mounts: [],
    nav,
  });

const modules = [
  makeModule('mfe-admin', [
    {
      path: '/userManager',
      label: { en: 'User Manager' },
      order: 40,
      roles: ['TRIMIN', 'COUNTY', 'ACCOUNT'],
    },
    {
      path: '/controlPanel',
      label: { en: 'Control Panel' },
      order: 50,
      roles: ['TRIMIN', 'COUNTY'],
    },
  ]),
  makeModule('mfe-search', [{ path: '/search', label: { en: 'Search' }, order: 20 }]),
];

describe('buildNavigation', () => {
  it('gives a signed-out visitor no navigation', () => {
    expect(buildNavigation(modules, undefined)).toEqual([]);
  });

  it('filters entries by role and orders them, Home first', () => {
    expect(buildNavigation(modules, 'USER').map((n) => n.label.en)).toEqual(['Home', 'Search']);
    expect(buildNavigation(modules, 'ACCOUNT').map((n) => n.label.en)).toEqual([
      'Home',
      'Search',
      'User Manager',
    ]);
    expect(buildNavigation(modules, 'COUNTY').map((n) => n.label.en)).toEqual([
      'Home',
      'Search',
      'User Manager',
      'Control Panel',
    ]);
  });

  it('remembers which module each entry belongs to', () => {
    expect(buildNavigation(modules, 'TRIMIN').find((n) => n.path === '/controlPanel')?.module).toBe(
      'mfe-admin',
    );
  });
});
