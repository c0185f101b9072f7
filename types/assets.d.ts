declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
/** Replaced at build time by webpack's DefinePlugin. */
declare const __LRP_BUILD__: { version: string; module: string; builtAt: string; label: string };
/** The shell's own manifest (what it provides to remotes), replaced at build time in the shell. */
declare const __LRP_SHELL__: { shellContract: string; shared: Record<string, string> };
