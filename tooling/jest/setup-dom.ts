import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks what Mantine 9 relies on.
Object.assign(globalThis, { TextEncoder, TextDecoder });
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
Element.prototype.scrollIntoView = function scrollIntoView() {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
// jsdom cannot navigate a form into a frame; the card frame's token post is checked in the browser suite.
HTMLFormElement.prototype.submit = function submit() {};

// A screen loaded lazily (its chunk, its translations, its first call) can take more than the default second
// to appear when the CI machine runs the server and web projects side by side; wait up to five.
configure({ asyncUtilTimeout: 5000 });
