/** Reads a dotted county flag such as `efile.efile` from a (partial) county configuration. */
export function countyFlag(config: Partial<Record<string, unknown>>, flag: string): boolean {
  const [group, key] = flag.split('.');
  const value = (config[group] as Record<string, unknown> | undefined)?.[key];
  return value === true;
}
