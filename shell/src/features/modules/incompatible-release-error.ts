/** A remote whose release manifest does not fit this shell: refused before anything of it is downloaded. */
export class IncompatibleReleaseError extends Error {
  constructor(
    readonly module: string,
    readonly release: string,
    readonly problems: string[],
  ) {
    super(`${module} ${release} does not fit this shell: it ${problems.join('; it ')}`);
    this.name = 'IncompatibleReleaseError';
  }
}
