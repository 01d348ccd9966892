// The browser of the console's tests and bench (docs/console.md#tests): Debian's
// chromium, headless, with the flags it needs in a container.

import fs from 'node:fs';

/** The browser: CHROMIUM_PATH, else Debian's chromium (`.ci/run` installs it). */
export const chromiumPath: string | null = (() => {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => typeof p === 'string' && p !== '');
  return candidates.find((p) => fs.existsSync(p)) ?? null;
})();

export const launchArgs = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'];
