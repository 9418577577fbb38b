import { describe, expect, it } from 'vitest';
import { imageHost, imageUrl } from './image-cdn';

describe('image hosts', () => {
  it('R-SYS-22 R-CONST-23 pick one of the status imageCDNs at random and keep it while the list stays', () => {
    const cdns = ['https://a.example', 'https://b.example/', 'https://c.example'];
    expect(imageHost(cdns, () => 0.5)).toBe('https://b.example');
    expect(imageHost(cdns, () => 0)).toBe('https://b.example');
    const other = ['https://x.example', 'https://y.example'];
    expect(imageHost(other, () => 0.99)).toBe('https://y.example');
  });

  it('R-CONST-23 fall back to the one built-in host, the site itself, when the list is empty', () => {
    expect(imageUrl('/games/1.png', [])).toBe('/games/1.png');
    expect(imageUrl('games/1.png', [])).toBe('/games/1.png');
    expect(imageUrl('https://vendor.example/1.png', ['https://cdn.example'])).toBe(
      'https://vendor.example/1.png',
    );
  });
});
