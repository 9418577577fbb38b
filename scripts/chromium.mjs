// Debian's Chromium and the flags it needs on these machines (see /work/shared/STACK.md).
// Never download a browser: Playwright and Lighthouse both get this executable.

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const HEADLESS_FLAG = '--headless=new';
