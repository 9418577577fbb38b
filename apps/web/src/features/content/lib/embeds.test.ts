import { describe, expect, it } from 'vitest';
import { socialEmbedUrl, videoEmbedUrl, youtubeId } from './embeds';

describe('video embed URL (R-HOME-04)', () => {
  it('turns watch, short-link, shorts and mobile URLs into the nocookie embed without related videos', () => {
    for (const watch of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s&list=PL1',
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      '  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ',
    ])
      expect(videoEmbedUrl(watch), watch).toBe(
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&autoplay=1&playsinline=1',
      );
  });

  it('refuses anything that is not a YouTube video', () => {
    for (const bad of [
      '',
      'not a url',
      'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://www.youtube.com/channel/UC123',
    ])
      expect(youtubeId(bad), bad).toBeNull();
  });
});

describe('social embed URL (R-HOME-05)', () => {
  it('uses the social locale of the language, en_US for languages without one', () => {
    const tl = new URL(socialEmbedUrl('https://www.facebook.com/perlaplay', 'TY', 360) ?? '');
    expect(tl.origin).toBe('https://www.facebook.com');
    expect(tl.pathname).toBe('/plugins/page.php');
    expect(tl.searchParams.get('href')).toBe('https://www.facebook.com/perlaplay');
    expect(tl.searchParams.get('locale')).toBe('tl_PH');
    expect(tl.searchParams.get('width')).toBe('360');
    expect(
      new URL(socialEmbedUrl('https://facebook.com/x', 'JA', 9999) ?? '').searchParams.get('locale'),
    ).toBe('en_US');
    expect(new URL(socialEmbedUrl('https://facebook.com/x', 'CN', 10) ?? '').searchParams.get('width')).toBe(
      '180',
    );
  });

  it('refuses pages outside facebook.com', () => {
    expect(socialEmbedUrl('https://evil.example/facebook.com', 'EN', 360)).toBeNull();
    expect(socialEmbedUrl('http://www.facebook.com/x', 'EN', 360)).toBeNull();
    expect(socialEmbedUrl('https://facebook.com.evil.example/x', 'EN', 360)).toBeNull();
    expect(socialEmbedUrl('nope', 'EN', 360)).toBeNull();
  });
});
