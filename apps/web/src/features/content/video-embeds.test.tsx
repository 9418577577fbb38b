import type { Announcement } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoBanners } from './components/VideoBanners';

afterEach(cleanup);

const video = {
  id: 1,
  announcementId: 1,
  type: 'B',
  groupName: 'm_video',
  title: 'How to play Koi',
  content: '',
  url: '',
  imageUrl: '',
  linkage: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  read: false,
} as unknown as Announcement;

describe('video embeds', () => {
  it('R-CONST-22 a video does not play by itself and never shows related videos', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <VideoBanners banners={[video]} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // Nothing is embedded, so nothing plays, until the player taps play.
    expect(screen.queryByTestId('video-embed')).toBeNull();
    fireEvent.click(screen.getByTestId('video-play'));
    const src = new URL(screen.getByTestId('video-embed').getAttribute('src') ?? '');
    expect(src.searchParams.get('rel')).toBe('0');
  });
});
