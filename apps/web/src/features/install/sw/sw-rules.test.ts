import { describe, expect, it } from 'vitest';
import { strategyFor } from './sw-rules';

const ORIGIN = 'https://perla.example';
const get = (path: string, mode = 'cors') =>
  strategyFor({ method: 'GET', url: `${ORIGIN}${path}`, mode }, ORIGIN);

describe('what the service worker does with a request', () => {
  it('R-DL-18 S-19 never touches the API or the lottery gateway, even for a navigation', () => {
    for (const path of ['/wps/system/status', '/wps/relay/GCSGAME_gameList?x=1', '/lgw/draw', '/lgw/']) {
      expect(get(path), path).toBe('bypass');
      expect(get(path, 'navigate'), path).toBe('bypass');
    }
  });

  it('R-DL-18 answers navigations with the network and the shell offline, hashed assets from the cache', () => {
    expect(get('/m/home', 'navigate')).toBe('page');
    expect(get('/m/help?i=2', 'navigate')).toBe('page');
    expect(get('/m/assets/HomeScreen-Ab12.js')).toBe('asset');
    expect(get('/m/icons/icon-192.png')).toBe('file');
    expect(get('/m/manifest.webmanifest')).toBe('file');
  });

  it('R-DL-18 leaves other origins, other methods and paths outside /m/ alone', () => {
    expect(
      strategyFor({ method: 'GET', url: 'https://cdn.example/m/assets/a.js', mode: 'cors' }, ORIGIN),
    ).toBe('bypass');
    expect(strategyFor({ method: 'POST', url: `${ORIGIN}/m/assets/a.js`, mode: 'cors' }, ORIGIN)).toBe(
      'bypass',
    );
    expect(get('/docs/json')).toBe('bypass');
  });
});
