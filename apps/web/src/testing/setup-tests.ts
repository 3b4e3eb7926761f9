import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, vi } from 'vitest';

import { setSignedOutOnPurpose } from '@/features/auth/sign-out-intent';

// Route modules load lazily, as in the browser; the first import of one can be slow in jsdom.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no layout or scrolling; the router's scroll restoration calls this.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  // sonner keeps its toasts in a module-wide store and replays the ones still active to every
  // Toaster that mounts: without this, a toast of one test shows up again in the next.
  toast.dismiss();
  cleanup();
  window.localStorage.clear();
  // A page load's state: each test is a fresh visit.
  setSignedOutOnPurpose(false);
});
