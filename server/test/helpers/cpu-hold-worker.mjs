// A stand-in for the CPU pool's worker (cpu-gate.ts): its task holds its thread until the test opens the gate, so
// a test knows exactly which tasks are at work and which wait: the pool's own limits decide, not timing.

/** Waits until the gate is opened (cpu-gate.ts), then answers the task's label. */
export function drawScanPages({ gate, label }) {
  const flag = new Int32Array(gate);
  while (Atomics.load(flag, 0) === 0) Atomics.wait(flag, 0, 0);
  return `done ${label}`;
}
