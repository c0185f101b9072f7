#!/usr/bin/env node
// `npm run build`: the whole portal, as fast as the machine allows (bench/README.md "Build time").
//
// Every webpack build (the shell and the six remotes) and the server bundle run in a pool as wide as the machine's
// cores, longest first, so the shell (a third of the work) never runs alone. The remotes' release gates need the
// shell's manifest, so they run last, once every bundle exists: each is what `npm run build -w <remote>` runs
// after its webpack build, and produces the same immutable release. A failed step stops the build with its output.
//
// LRP_BUILD_JOBS sets the pool's width; LRP_BUILD_TIMINGS=<file> writes each step's wall time as JSON (used by
// bench/start.mjs).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEBPACK = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
const RELEASE_GATE = path.join(ROOT, 'tooling', 'release.mjs');

/** The remotes, the longest build first (measured: bench/README.md). */
const REMOTES = ['mfe-admin', 'mfe-search', 'mfe-imaging', 'mfe-auth', 'mfe-reports', 'mfe-efile'];

const bundles = [
  { name: 'shell', cwd: 'shell', args: [WEBPACK, '--mode', 'production'] },
  ...REMOTES.map((name) => ({ name, cwd: name, args: [WEBPACK, '--mode', 'production'] })),
  { name: 'server', cwd: 'server', args: ['build.mjs'] },
];
const gates = REMOTES.map((name) => ({
  name: `${name} release`,
  cwd: name,
  args: [RELEASE_GATE],
}));

const timings = [];

/** Runs one step; its output is printed whole when it ends, so parallel steps never interleave. */
function run(step) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, step.args, {
      cwd: path.join(ROOT, step.cwd),
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      timings.push({ step: step.name, seconds: Number(seconds.toFixed(1)) });
      const text = output.trim();
      console.log(`[${step.name}] ${code === 0 ? 'done' : 'FAILED'} in ${seconds.toFixed(1)} s`);
      if (text) console.log(text.replace(/^/gm, `[${step.name}] `));
      if (code === 0) resolve();
      else reject(new Error(`${step.name} failed (exit ${code})`));
    });
  });
}

/** Runs the steps with at most `width` at a time, in the order given. */
async function pool(steps, width) {
  const queue = [...steps];
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) await run(step);
  };
  await Promise.all(Array.from({ length: Math.min(width, steps.length) }, worker));
}

const width = Number(process.env.LRP_BUILD_JOBS) || Math.max(1, availableParallelism());
const started = performance.now();
try {
  await pool(bundles, width);
  for (const gate of gates) await run(gate);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const total = Number(((performance.now() - started) / 1000).toFixed(1));
console.log(`build: ${total} s with ${width} at a time`);
if (process.env.LRP_BUILD_TIMINGS) {
  writeFileSync(process.env.LRP_BUILD_TIMINGS, JSON.stringify({ total, width, timings }, null, 2));
}
