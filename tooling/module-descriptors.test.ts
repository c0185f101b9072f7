// Each remote says what it owns twice: in module.json (read by the server to compose the county's portal) and
// in its module.tsx (the components it renders). If they differ, a path is either routed to nothing or never
// routed at all; this test finds every remote in the workspace, so a new one cannot be forgotten.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { moduleDescriptorSchema } from '@lrp/contract';

const ROOT = join(__dirname, '..');
const REMOTES = readdirSync(ROOT).filter((name) => name.startsWith('mfe-'));

describe.each(REMOTES)('%s', (remote) => {
  const descriptor = moduleDescriptorSchema.parse(
    JSON.parse(readFileSync(join(ROOT, remote, 'module.json'), 'utf8')),
  );

  it('has a valid module.json that names the package', () => {
    expect(descriptor.name).toBe(remote);
  });

  it('mounts in module.tsx exactly the paths its module.json declares', async () => {
    const portalModule = require(join(ROOT, remote, 'src', 'module')).default as {
      name: string;
      mounts: Record<string, unknown>;
    };
    expect(portalModule.name).toBe(remote);
    expect(Object.keys(portalModule.mounts).sort()).toEqual(
      descriptor.mounts.map((m) => m.path).sort(),
    );
  });

  it('exposes its module where module.json says, and every navigation entry leads to a mounted path', () => {
    const webpackConfig = readFileSync(join(ROOT, remote, 'webpack.config.js'), 'utf8');
    expect(webpackConfig).toContain(`'${descriptor.expose}'`);
    expect(webpackConfig).toContain(`'${descriptor.container}'`);
    for (const entry of descriptor.nav) {
      expect(
        descriptor.mounts.some((m) => entry.path === m.path || entry.path.startsWith(`${m.path}/`)),
      ).toBe(true);
    }
  });
});
