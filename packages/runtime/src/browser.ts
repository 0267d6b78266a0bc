/**
 * Navigation side effects in one object, so tests can replace them (jsdom cannot navigate and
 * its `location` cannot be stubbed).
 */
export const browser = {
  assign(url: string): void {
    location.assign(url);
  },
  open(url: string, name: string, features: string): Window | null {
    return window.open(url, name, features);
  },
};
