/**
 * Full page loads: after sign-in (spec 1: "the page reloads") and after logout (all client state cleared).
 * An object, so tests can observe the navigation that jsdom cannot perform.
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
