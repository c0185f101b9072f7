/** CHROMIUM_PATH (as given), else a system Chromium or Chrome; undefined when there is none. */
export declare function systemChromium(): string | undefined;
