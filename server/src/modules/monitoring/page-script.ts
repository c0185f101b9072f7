/**
 * The monitoring page's script (GET /api/monitoring/page.js, page-html.ts): plain ES2019 with no dependency,
 * served as a file because the portal's Content-Security-Policy refuses inline script. Every 5 seconds it reads
 * GET /api/monitoring/summary and, per instance, draws the last 15 minutes as inline SVG line charts (each with a
 * <title> and a <desc> naming the latest values, so a screen reader hears the figures), followed by a table of the
 * latest figures. It writes text only through textContent: nothing read is ever parsed as HTML.
 */
export const MONITORING_PAGE_SCRIPT = String.raw`(function () {
  'use strict';
  var POLL_MS = 5000;
  var WINDOW_MS = 15 * 60 * 1000;
  var SVG_NS = 'http://www.w3.org/2000/svg';
  var W = 560, H = 200, LEFT = 56, RIGHT = 12, TOP = 12, BOTTOM = 28;
  var last = null;
  var chartCount = 0;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    setAll(node, attrs, children);
    return node;
  }
  function svg(tag, attrs, children) {
    var node = document.createElementNS(SVG_NS, tag);
    setAll(node, attrs, children);
    return node;
  }
  function setAll(node, attrs, children) {
    Object.keys(attrs || {}).forEach(function (name) {
      if (attrs[name] !== null && attrs[name] !== undefined) node.setAttribute(name, String(attrs[name]));
    });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined) return;
      node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child);
    });
  }

  function round(n, places) {
    var f = Math.pow(10, places);
    return Math.round(n * f) / f;
  }
  function number(n, unit) {
    if (n === null || n === undefined || isNaN(n)) return 'no data';
    var places = Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2;
    return String(round(n, places)) + (unit ? ' ' + unit : '');
  }
  function clock(iso) {
    var d = new Date(iso);
    return d.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  }
  var MB = 1024 * 1024;

  /** The points of an instance, oldest first: its snapshots, and for the instance that answered its live figures. */
  function pointsOf(instance, summary) {
    var points = instance.snapshots.slice();
    if (instance.id === summary.thisInstance) {
      if (points.length === 0) points = summary.local.minutes.slice();
      points.push(summary.local.current);
    }
    var since = Date.parse(summary.generatedAt) - WINDOW_MS;
    return points.filter(function (p) { return Date.parse(p.at) >= since; });
  }

  function series(name, points, pick) {
    return {
      name: name,
      values: points
        .map(function (p) { return { t: Date.parse(p.at), v: pick(p) }; })
        .filter(function (x) { return x.v !== null && x.v !== undefined && !isNaN(x.v); }),
    };
  }

  function niceMax(max) {
    if (!(max > 0)) return 1;
    var power = Math.pow(10, Math.floor(Math.log10(max)));
    var steps = [1, 2, 2.5, 5, 10];
    for (var i = 0; i < steps.length; i += 1) if (steps[i] * power >= max) return steps[i] * power;
    return 10 * power;
  }

  /** One line chart: a figure with its heading, the SVG (role img, title and desc) and a legend. */
  function chart(spec) {
    chartCount += 1;
    var id = 'chart-' + chartCount;
    var end = spec.end, start = end - WINDOW_MS;
    var all = [];
    spec.series.forEach(function (s) { s.values.forEach(function (x) { all.push(x.v); }); });
    var yMax = niceMax(Math.max.apply(null, all.concat([0])));
    var x = function (t) { return LEFT + ((t - start) / WINDOW_MS) * (W - LEFT - RIGHT); };
    var y = function (v) { return TOP + (1 - v / yMax) * (H - TOP - BOTTOM); };
    var latest = spec.series.map(function (s) {
      var v = s.values.length ? s.values[s.values.length - 1].v : null;
      return s.name + ' ' + number(v, spec.unit);
    });
    var description = spec.series.some(function (s) { return s.values.length > 0; })
      ? 'Latest: ' + latest.join('; ') + '. Highest in the window: ' + number(Math.max.apply(null, all), spec.unit) + '.'
      : 'No figures in the last 15 minutes.';
    var parts = [svg('title', { id: id + '-title' }, [spec.title + (spec.unit ? ' (' + spec.unit + ')' : '')]),
      svg('desc', { id: id + '-desc' }, [description])];
    [0, 0.5, 1].forEach(function (f) {
      var v = yMax * f;
      parts.push(svg('line', { class: 'grid', x1: LEFT, x2: W - RIGHT, y1: y(v), y2: y(v) }));
      parts.push(svg('text', { x: LEFT - 6, y: y(v) + 4, 'text-anchor': 'end' }, [number(v)]));
    });
    [15, 10, 5, 0].forEach(function (minutes) {
      var t = end - minutes * 60000;
      parts.push(svg('text', { x: x(t), y: H - 8, 'text-anchor': minutes === 0 ? 'end' : minutes === 15 ? 'start' : 'middle' },
        [minutes === 0 ? 'now' : '-' + minutes + ' min']));
    });
    spec.series.forEach(function (s, i) {
      var cls = 's' + (i % 8);
      if (s.values.length === 1) {
        parts.push(svg('circle', { class: 'dot ' + cls, cx: x(s.values[0].t), cy: y(s.values[0].v), r: 3 }));
      } else if (s.values.length > 1) {
        var pointsText = s.values.map(function (p) { return round(x(p.t), 1) + ',' + round(y(p.v), 1); }).join(' ');
        parts.push(svg('polyline', { class: 'series ' + cls, points: pointsText }));
      }
    });
    var picture = svg('svg', {
      class: 'chart', viewBox: '0 0 ' + W + ' ' + H, role: 'img',
      'aria-labelledby': id + '-title ' + id + '-desc', focusable: 'false',
    }, parts);
    var legend = el('ul', { class: 'legend', 'aria-hidden': 'true' }, spec.series.map(function (s, i) {
      return el('li', {}, [el('span', { class: 'swatch s' + (i % 8) }), s.name]);
    }));
    return el('figure', {}, [el('figcaption', {}, [el('h3', {}, [spec.title + (spec.unit ? ' (' + spec.unit + ')' : '')])]), picture, legend]);
  }

  /** The route groups with the most requests over the points, busiest first (at most limit). */
  function busiestGroups(points, limit) {
    var totals = {};
    points.forEach(function (p) {
      Object.keys(p.http).forEach(function (g) { totals[g] = (totals[g] || 0) + p.http[g].requests; });
    });
    return Object.keys(totals).sort(function (a, b) { return totals[b] - totals[a]; }).slice(0, limit);
  }

  function requestsOf(p, group) { return group ? p.http[group] : p.httpTotal; }

  function charts(points, end, latencyGroup) {
    var groups = busiestGroups(points, 7);
    var perGroup = function (pick) {
      return [series('all', points, function (p) { return pick(p.httpTotal); })].concat(groups.map(function (g) {
        return series(g, points, function (p) { return p.http[g] ? pick(p.http[g]) : 0; });
      }));
    };
    var latencyName = latencyGroup || 'all requests';
    var latency = function (q) {
      return series(q, points, function (p) { var r = requestsOf(p, latencyGroup); return r ? r[q + 'Ms'] : null; });
    };
    return [
      chart({ title: 'Requests per second by route group', unit: '', end: end, series: perGroup(function (r) { return r.perSecond; }) }),
      chart({ title: 'Server errors (5xx) by route group', unit: '%', end: end, series: perGroup(function (r) { return r.errorRate * 100; }) }),
      chart({ title: 'Latency of ' + latencyName, unit: 'ms', end: end, series: [latency('p50'), latency('p95'), latency('p99')] }),
      chart({ title: 'Database connections', unit: '', end: end, series: [
        series('open', points, function (p) { return p.database.connections; }),
        series('idle', points, function (p) { return p.database.idle; }),
        series('waiting queries', points, function (p) { return p.database.waiting; }),
      ] }),
      chart({ title: 'Slow database statements per interval', unit: '', end: end, series: [
        series('slow statements', points, function (p) { return p.database.slowStatements; }),
      ] }),
      chart({ title: 'Statement duration, 95th percentile', unit: 'ms', end: end, series: [
        series('p95', points, function (p) { return p.database.statementP95Ms; }),
      ] }),
      chart({ title: 'Job queue', unit: 'jobs', end: end, series: [
        series('queued', points, function (p) { return p.jobs.queued; }),
        series('due', points, function (p) { return p.jobs.due; }),
        series('running', points, function (p) { return p.jobs.running; }),
      ] }),
      chart({ title: 'Job failures per interval', unit: '', end: end, series: [
        series('failed for good', points, function (p) { return p.jobs.failedRuns; }),
        series('to be retried', points, function (p) { return p.jobs.retriedRuns; }),
      ] }),
      chart({ title: 'Sign-in failures per interval', unit: '', end: end, series: [
        series('refused sign-ins', points, function (p) { return p.signInFailures; }),
      ] }),
      chart({ title: 'Memory', unit: 'MB', end: end, series: [
        series('RSS', points, function (p) { return p.memory.rssBytes / MB; }),
        series('heap used', points, function (p) { return p.memory.heapUsedBytes / MB; }),
        series('heap total', points, function (p) { return p.memory.heapTotalBytes / MB; }),
      ] }),
      chart({ title: 'Event-loop delay', unit: 'ms', end: end, series: [
        series('p50', points, function (p) { return p.eventLoop.p50Ms; }),
        series('p99', points, function (p) { return p.eventLoop.p99Ms; }),
        series('max', points, function (p) { return p.eventLoop.maxMs; }),
      ] }),
    ];
  }

  function table(caption, head, rows) {
    return el('table', {}, [
      el('caption', {}, [caption]),
      el('thead', {}, [el('tr', {}, head.map(function (h) { return el('th', { scope: 'col' }, [h]); }))]),
      el('tbody', {}, rows.map(function (row) {
        return el('tr', {}, row.map(function (cell, i) { return i === 0 ? el('th', { scope: 'row' }, [cell]) : el('td', {}, [cell]); }));
      })),
    ]);
  }

  function latestTables(p, name) {
    var groups = Object.keys(p.http).sort();
    var requestRow = function (label, r) {
      return [label, number(r.perSecond), String(r.requests), String(r.clientErrors), String(r.serverErrors),
        number(r.errorRate * 100, '%'), number(r.p50Ms), number(r.p95Ms), number(r.p99Ms)];
    };
    var requests = table('Requests of ' + name + ' in the ' + p.intervalSeconds + ' s to ' + clock(p.at),
      ['Route group', 'Per second', 'Requests', '4xx', '5xx', 'Error rate', 'p50 ms', 'p95 ms', 'p99 ms'],
      [requestRow('all', p.httpTotal)].concat(groups.map(function (g) { return requestRow(g, p.http[g]); })));
    var db = p.database, jobs = p.jobs;
    var others = table('Other figures of ' + name + ' at ' + clock(p.at), ['Figure', 'Value'], [
      ['Database', db.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'],
      ['Connections open / idle / most', db.connections + ' / ' + db.idle + ' / ' + db.maxConnections],
      ['Queries waiting for a connection', String(db.waiting)],
      ['Statements in the interval', String(db.statements)],
      ['Slow statements (over ' + db.slowStatementMs + ' ms)', String(db.slowStatements)],
      ['Statement duration p95', number(db.statementP95Ms, 'ms')],
      ['Jobs queued / due / running', [jobs.queued, jobs.due, jobs.running].map(function (n) { return n === null ? 'unknown' : String(n); }).join(' / ')],
      ['Jobs failed for good in the last hour (all instances)', jobs.failedLastHour === null ? 'unknown' : String(jobs.failedLastHour)],
      ['Job attempts failed here (for good / to retry)', jobs.failedRuns + ' / ' + jobs.retriedRuns],
      ['Sign-in failures', String(p.signInFailures)],
      ['Memory RSS / heap used / heap total', [p.memory.rssBytes, p.memory.heapUsedBytes, p.memory.heapTotalBytes].map(function (b) { return number(b / MB, 'MB'); }).join(' / ')],
      ['Event-loop delay p50 / p99 / max', [p.eventLoop.p50Ms, p.eventLoop.p99Ms, p.eventLoop.maxMs].map(function (v) { return number(v, 'ms'); }).join(' / ')],
    ]);
    return [requests, others];
  }

  function updateGroupChoice(summary) {
    var select = document.getElementById('latency-group');
    var groups = {};
    summary.instances.forEach(function (instance) {
      pointsOf(instance, summary).forEach(function (p) { Object.keys(p.http).forEach(function (g) { groups[g] = true; }); });
    });
    var wanted = [''].concat(Object.keys(groups).sort());
    var have = Array.prototype.map.call(select.options, function (o) { return o.value; });
    if (wanted.join('|') === have.join('|')) return;
    var chosen = select.value;
    while (select.firstChild) select.removeChild(select.firstChild);
    wanted.forEach(function (g) { select.appendChild(el('option', { value: g }, [g || 'all requests'])); });
    select.value = wanted.indexOf(chosen) >= 0 ? chosen : '';
  }

  function render(summary) {
    last = summary;
    chartCount = 0;
    updateGroupChoice(summary);
    var latencyGroup = document.getElementById('latency-group').value;
    var end = Date.parse(summary.generatedAt);
    var main = document.getElementById('instances');
    var sections = summary.instances.map(function (instance, i) {
      var points = pointsOf(instance, summary);
      var self = instance.id === summary.thisInstance;
      var name = 'instance ' + instance.id;
      var headingId = 'instance-' + i;
      var newest = points[points.length - 1];
      return el('section', { 'aria-labelledby': headingId }, [
        el('h2', { id: headingId }, ['Instance ' + instance.id + (self ? ' (answered this page)' : '')]),
        el('p', { class: 'note' }, [instance.snapshots.length + ' snapshots in the window' +
          (newest ? '; newest figures at ' + clock(newest.at) : '') + '.']),
        el('div', { class: 'charts' }, charts(points, end, latencyGroup)),
        newest ? el('details', { open: '' }, [el('summary', {}, ['Latest figures as tables'])].concat(latestTables(newest, name))) : null,
      ]);
    });
    while (main.firstChild) main.removeChild(main.firstChild);
    sections.forEach(function (s) { main.appendChild(s); });
    main.setAttribute('aria-busy', 'false');
    document.getElementById('updated').textContent =
      summary.instances.length + (summary.instances.length === 1 ? ' instance' : ' instances') +
      '. Figures read at ' + clock(summary.generatedAt) + '; they are read again every 5 seconds.';
  }

  function problem(text) {
    document.getElementById('problem').textContent = text;
  }

  function poll() {
    var next = function () { setTimeout(poll, POLL_MS); };
    if (document.hidden && last) return next();
    fetch('monitoring/summary', { credentials: 'same-origin', cache: 'no-store', headers: { accept: 'application/json' } })
      .then(function (response) {
        if (response.status === 403) throw new Error('You are no longer signed in as county staff: sign in to the portal again, then reload this page.');
        if (!response.ok) throw new Error('The server answered ' + response.status + ' for the figures; trying again.');
        return response.json();
      })
      .then(function (envelope) {
        if (!envelope.ok) throw new Error(envelope.message || 'The figures could not be read; trying again.');
        problem('');
        render(envelope.content);
      })
      .catch(function (err) {
        problem(err && err.message ? err.message : 'The figures could not be read; trying again.');
      })
      .then(next);
  }

  function start() {
    document.getElementById('latency-group').addEventListener('change', function () {
      if (last) render(last);
    });
    poll();
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
`;
