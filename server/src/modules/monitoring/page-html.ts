/**
 * The monitoring page (GET /api/monitoring): a small self-contained HTML document for the county's staff, opened
 * in a window of its own by the Performance Monitoring screen. It holds no data and no inline script (the portal's
 * Content-Security-Policy refuses inline script and style attributes; a `<style>` element is allowed): its script,
 * GET /api/monitoring/page.js (page-script.ts), polls GET /api/monitoring/summary every 5 seconds and draws the
 * charts as inline SVG, with a table of the latest figures beside them. Relative URLs keep it working under a
 * BASE_PATH.
 */

const STYLE = `
  :root { color-scheme: light; --ink: #1b1f24; --muted: #4b5563; --line: #d0d7de; --panel: #f6f8fa; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
  header { padding: 16px 24px 8px; border-bottom: 1px solid var(--line); }
  h1 { font-size: 1.5rem; margin: 0 0 4px; }
  h2 { font-size: 1.2rem; margin: 24px 0 4px; }
  h3 { font-size: 1rem; margin: 0 0 4px; }
  main { padding: 0 24px 32px; }
  .note, .updated { color: var(--muted); margin: 0 0 8px; }
  .problem { color: #9f1239; font-weight: 600; }
  .controls { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin: 8px 0; }
  select { font: inherit; padding: 2px 6px; }
  .charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 16px; }
  figure { margin: 0; padding: 12px; border: 1px solid var(--line); border-radius: 6px; background: #fff; }
  figcaption { margin-bottom: 4px; }
  svg.chart { width: 100%; height: auto; display: block; }
  svg.chart text { font-size: 11px; fill: var(--muted); }
  svg.chart .grid { stroke: var(--line); stroke-width: 1; }
  svg.chart .series { fill: none; stroke-width: 2; }
  svg.chart .dot { stroke: none; }
  .legend { list-style: none; margin: 4px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 13px; }
  .swatch { display: inline-block; width: 18px; height: 4px; margin-right: 4px; vertical-align: middle; }
  .s0 { stroke: #1f5fa8; fill: #1f5fa8; background: #1f5fa8; }
  .s1 { stroke: #c2410c; fill: #c2410c; background: #c2410c; stroke-dasharray: 6 3; }
  .s2 { stroke: #15803d; fill: #15803d; background: #15803d; stroke-dasharray: 2 2; }
  .s3 { stroke: #7e22ce; fill: #7e22ce; background: #7e22ce; stroke-dasharray: 8 2 2 2; }
  .s4 { stroke: #a16207; fill: #a16207; background: #a16207; }
  .s5 { stroke: #be123c; fill: #be123c; background: #be123c; stroke-dasharray: 6 3; }
  .s6 { stroke: #0e7490; fill: #0e7490; background: #0e7490; stroke-dasharray: 2 2; }
  .s7 { stroke: #374151; fill: #374151; background: #374151; stroke-dasharray: 8 2 2 2; }
  table { border-collapse: collapse; margin: 12px 0; font-size: 14px; }
  caption { text-align: left; font-weight: 600; margin-bottom: 4px; }
  th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: right; }
  th[scope="row"], thead th:first-child { text-align: left; }
  thead th { background: var(--panel); }
  details { margin-top: 8px; }
  :focus-visible { outline: 3px solid #1f5fa8; outline-offset: 2px; }
`;

export const MONITORING_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Portal health - Land Record Portal</title>
<style>${STYLE}</style>
<script src="monitoring/page.js" defer></script>
</head>
<body>
<header>
  <h1>Portal health</h1>
  <p class="note">Each server instance over the last 15 minutes: requests, errors and latency by route group, the
  database, the job queue, sign-in failures, memory and event-loop delay. Instances write their figures every
  15 seconds; this page reads them every 5 seconds.</p>
  <div class="controls">
    <label for="latency-group">Latency chart shows</label>
    <select id="latency-group"><option value="">all requests</option></select>
  </div>
  <p id="problem" class="problem" role="alert"></p>
  <p id="updated" class="updated">Loading the figures...</p>
</header>
<main id="instances" aria-busy="true"></main>
<noscript><p>This page draws its charts with JavaScript. The figures themselves are at
<a href="monitoring/summary">monitoring/summary</a> (JSON).</p></noscript>
</body>
</html>
`;
