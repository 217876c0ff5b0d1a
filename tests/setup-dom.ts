import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll } from 'vitest';
import { loadSessionMachine } from '@/shared/session';

// A page behind a lazy route loads its module on first visit; on a busy machine with a cold module graph that
// takes longer than the library's 1 s default, so `findBy…` and `waitFor` wait up to 10 s for what must come.
configure({ asyncUtilTimeout: 10_000 });

// Browser APIs jsdom lacks and Mantine relies on.
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
class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverShim;
window.HTMLElement.prototype.scrollIntoView = () => {};
Object.defineProperty(window, 'getComputedStyle', {
  value: window.getComputedStyle.bind(window),
});

// The app loads the session machine on demand; rendered flows start with it there, as a member's page does.
beforeAll(() => loadSessionMachine());

// Files share one module graph (isolate: false): a toast still queued in Mantine's store must not show up in
// the next file's page.
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});
