import type { APIRequestContext, Page, Request } from '@playwright/test';
import { type Member, registerMember } from './account-helpers';

/**
 * The catalogue the e2e server imports (apps/server/test/fixtures/e2e-catalogue.ts): about 1,000
 * games over ~15 vendors, an in-house vendor ORIG with a Crash classification, the real in-house slots of HOUSE, BGS in RNG, esports
 * and cockfight vendors under SPORTS, and six settled wins.
 */
export const RNG_VENDORS = ['HOUSE', 'PG', 'JILI', 'PP', 'FC', 'JDB', 'ORIG'];

/** A new member whose session is stored before the site starts, as after a login. */
export async function asMember(page: Page, request: APIRequestContext): Promise<Member> {
  const member = await registerMember(request);
  await page.addInitScript(
    (session) => {
      if (!localStorage.getItem('MC_SESSION_INFO')) localStorage.setItem('MC_SESSION_INFO', session);
      localStorage.setItem('autoLogin', '0');
    },
    JSON.stringify({
      token: member.token,
      merchantCode: 'PERLA',
      userName: member.username,
      type: 0,
      firstTimeLogin: false,
    }),
  );
  return member;
}

/** The JSON bodies of every game-list request from now on. */
export function gameListBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes('/wps/relay/GCSGAME_gameList'))
      bodies.push(r.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** The URLs of every request to a path from now on. */
export function requestsTo(page: Page, path: string): URL[] {
  const urls: URL[] = [];
  page.on('request', (r: Request) => {
    if (r.url().includes(path)) urls.push(new URL(r.url()));
  });
  return urls;
}

/** The game tiles on the page; a tile's first button opens its game, the favourite star comes after it. */
export const tiles = (page: Page) => page.getByTestId('game-tile');
