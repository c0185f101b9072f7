import { isUnderMount, mountOwningPath } from './mount-paths';

const auth = {
  name: 'mfe-auth',
  mounts: [
    { path: '/', exact: true, access: 'public' as const },
    { path: '/login', access: 'public' as const },
  ],
};
const search = { name: 'mfe-search', mounts: [{ path: '/search', access: 'session' as const }] };
const searchHistory = {
  name: 'mfe-history',
  mounts: [{ path: '/search/searchHistory', access: 'session' as const }],
};

describe('which mount renders a path', () => {
  it('matches a mount path and what is below it, and an exact mount only itself', () => {
    expect(isUnderMount('/search', search.mounts[0])).toBe(true);
    expect(isUnderMount('/search/name/2', search.mounts[0])).toBe(true);
    expect(isUnderMount('/searchX', search.mounts[0])).toBe(false);
    expect(isUnderMount('/', auth.mounts[0])).toBe(true);
    expect(isUnderMount('/home', auth.mounts[0])).toBe(false);
  });

  it('picks the most specific mount, as the router does', () => {
    expect(
      mountOwningPath([auth, search, searchHistory], '/search/searchHistory/name/1')?.module.name,
    ).toBe('mfe-history');
    expect(mountOwningPath([searchHistory, search, auth], '/search/name')?.module.name).toBe(
      'mfe-search',
    );
    expect(mountOwningPath([auth, search], '/login')?.mount.path).toBe('/login');
    expect(mountOwningPath([auth, search], '/')?.module.name).toBe('mfe-auth');
    expect(mountOwningPath([auth, search], '/reports')).toBeUndefined();
  });
});
