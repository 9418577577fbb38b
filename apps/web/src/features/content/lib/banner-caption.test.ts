import { describe, expect, it } from 'vitest';
import { bannerCaption } from './banner-caption';

describe('banner captions', () => {
  it('R-HOME-17 a banner with content text gets its title and that text as plain words', () => {
    expect(bannerCaption('Welcome', '<p>Create your <b>account</b> &amp; play.</p>')).toEqual({
      title: 'Welcome',
      text: 'Create your account & play.',
    });
  });

  it('R-HOME-17 a banner without content text is a finished picture: no caption', () => {
    expect(bannerCaption('Welcome', '')).toBeNull();
    expect(bannerCaption('Welcome', '<p>  </p>')).toBeNull();
  });
});
