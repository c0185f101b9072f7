// The developer loop (docs/developing.md): `npm run dev -w @lrp/<package>` builds the package in development mode,
// rebuilds it on every save and reloads the browser, and puts it into a running portal for this browser only.
//
// The dev server stands in front of the portal (PORTAL_URL, default http://localhost:8080: the README's start
// command, or a shared test portal) and forwards every request it does not answer itself. A remote is served under
// /dev/<module>/, and the county's module feed is rewritten on its way through, so that the page loads the remote
// being worked on instead of the county's release. Only a browser that opens the dev server's address sees it;
// everyone else keeps using the portal as deployed. The page stays on one origin, so the portal's cookies, CSRF
// check and Content-Security-Policy work as they do in production.
const fs = require('node:fs');
const path = require('node:path');

/** Each package's dev server port: the shell 3100, then the remotes in the order of the design. */
const DEV_PORTS = {
  shell: 3100,
  'mfe-auth': 3101,
  'mfe-search': 3102,
  'mfe-imaging': 3103,
  'mfe-admin': 3104,
  'mfe-reports': 3105,
  'mfe-efile': 3106,
};

/** The URL path a remote's development build is served under. */
const devPath = (module) => `/dev/${module}/`;

/**
 * The county's module feed with `module` replaced by its development build: the descriptor the build wrote (the
 * paths it owns, its navigation, the singletons it was built against) and the build's entry under /dev/.
 */
function feedWithDevModule(feed, module, descriptor) {
  const modules = feed.content.modules.map((m) =>
    m.name !== module
      ? m
      : {
          ...m,
          ...descriptor,
          release: `${descriptor.version}-dev`,
          manifestUrl: `${devPath(module)}mf-manifest.json`,
          entryUrl: `${devPath(module)}remoteEntry.js`,
          entryFiles: [],
        },
  );
  return { ...feed, content: { ...feed.content, modules } };
}

/**
 * webpack-dev-server's options for a package. `module` is the remote's name (mfe-search), or `shell`.
 * @param {{ module: string, outputPath: string }} options
 */
function devServer({ module, outputPath }) {
  const portal = process.env.PORTAL_URL || 'http://localhost:8080';
  const port = Number(process.env.DEV_PORT || DEV_PORTS[module]);
  const shell = module === 'shell';
  let readBuilt = () => null;
  // Quiet: a line per forwarded request would bury the build's own messages.
  const forward = {
    target: portal,
    changeOrigin: false,
    ws: false,
    xfwd: false,
    logger: { info() {}, warn: console.warn, error: console.error },
  };
  return {
    port,
    host: 'localhost',
    hot: false,
    liveReload: true,
    client: { overlay: { errors: true, warnings: false, runtimeErrors: false }, logging: 'warn' },
    devMiddleware: { publicPath: shell ? '/' : devPath(module) },
    // The shell's pages are its index.html (the portal's routes are the browser's); a remote has no page of its own.
    historyApiFallback: shell ? { index: '/index.html', disableDotRule: true } : false,
    static: false,
    setupMiddlewares(middlewares, server) {
      readBuilt = (file) => {
        const fsOut = server.middleware.context.outputFileSystem;
        return JSON.parse(fsOut.readFileSync(path.join(outputPath, file), 'utf8'));
      };
      return middlewares;
    },
    proxy: [
      // The feed, rewritten to load this remote's development build (the portal's answer, uncompressed).
      ...(shell
        ? []
        : [
            {
              ...forward,
              context: (pathname) => pathname === '/api/portal/modules',
              selfHandleResponse: true,
              on: {
                proxyReq: (proxyReq) => proxyReq.setHeader('accept-encoding', 'identity'),
                proxyRes: (proxyRes, req, res) => {
                  const chunks = [];
                  proxyRes.on('data', (chunk) => chunks.push(chunk));
                  proxyRes.on('end', () => {
                    let body = Buffer.concat(chunks).toString('utf8');
                    const built = readBuilt('module.json');
                    if (proxyRes.statusCode === 200 && built)
                      body = JSON.stringify(feedWithDevModule(JSON.parse(body), module, built));
                    const headers = {
                      ...proxyRes.headers,
                      'content-length': Buffer.byteLength(body),
                      'cache-control': 'no-store',
                    };
                    delete headers['content-encoding'];
                    res.writeHead(proxyRes.statusCode ?? 502, headers);
                    res.end(body);
                  });
                },
              },
            },
          ]),
      // Everything else is the portal's: its pages, API, card page and the other modules' releases.
      {
        ...forward,
        context: (pathname) =>
          shell
            ? /^\/(api|modules|county)\//.test(pathname)
            : !pathname.startsWith(devPath(module)) && pathname !== '/ws',
      },
    ],
  };
}

/**
 * A remote's exposes with the dev server's client in front of each: a remote has no entry of its own for the dev
 * server to put its client into, and the page that loads it is the portal's, so the client comes with the module
 * (it reloads the page when a save has been rebuilt).
 */
function withLiveReload(exposes, module) {
  const port = Number(process.env.DEV_PORT || DEV_PORTS[module]);
  const query = new URLSearchParams({
    protocol: 'ws:',
    hostname: 'localhost',
    port: String(port),
    pathname: '/ws',
    logging: 'warn',
    overlay: 'true',
    reconnect: '10',
    hot: 'false',
    'live-reload': 'true',
  });
  const client = `${require.resolve('webpack-dev-server/client/index.js')}?${query}`;
  return Object.fromEntries(
    Object.entries(exposes).map(([name, request]) => [name, { import: [client, request] }]),
  );
}

/** The package folder's name as the portal knows it: mfe-search, or shell. */
const moduleOf = (dir) => {
  const team = path.join(dir, 'module.json');
  return fs.existsSync(team) ? JSON.parse(fs.readFileSync(team, 'utf8')).name : 'shell';
};

module.exports = { devServer, feedWithDevModule, moduleOf, withLiveReload, DEV_PORTS };
