import { afterEach, beforeEach, vi } from 'vitest';

let allowed = false;
const logged: string[] = [];

/**
 * For a test whose call fails on purpose: react-admin's useDataProvider logs every failed call
 * with console.error outside production builds.
 */
export const allowConsoleErrors = () => {
  allowed = true;
};

/** Any other console.error (React, MUI, react-admin warnings) fails the test that caused it. */
export const failOnConsoleErrors = () => {
  beforeEach(() => {
    allowed = false;
    logged.length = 0;
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!allowed) logged.push(args.map(String).join(' '));
    });
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
    if (logged.length > 0) throw new Error(`console.error was called:\n${logged.join('\n')}`);
  });
};
