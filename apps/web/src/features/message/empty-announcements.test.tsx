import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import EN from '../../i18n/EN.json';
import { noticesQuery } from '../content/api/get-notices';
import { Marquee } from '../content/components/Marquee';
import NoticeScreen from './NoticeScreen';

function withProviders(client: QueryClient, children: React.ReactNode) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/notice']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('no announcements', () => {
  it('R-MSG-07 R-ERR-11 /m/notice shows the in_no_data text for an empty list', () => {
    const client = new QueryClient();
    // The list as the server answered it, fresh, so the screen asks nothing more.
    client.setQueryData(noticesQuery('EN').queryKey, { list: [] });
    render(withProviders(client, <NoticeScreen />));
    expect(screen.getByTestId('notice-empty-title').textContent).toBe(EN.in_no_data);
    // Then why, and the way back to the lobby (issue 19).
    expect(screen.getByTestId('notice-empty-why').textContent).toBe(EN.notice_empty_why);
    expect(screen.getByTestId('notice-empty-next').getAttribute('href')).toBe('/home');
  });

  it('R-MSG-07 R-ERR-11 the marquee shows the no_announcement text when there are none', () => {
    render(withProviders(new QueryClient(), <Marquee items={[]} />));
    expect(screen.getByText(EN.no_announcement)).toBeTruthy();
  });

  it('R-HOME-15 the marquee shows a placeholder, not the no_announcement text, while loading', () => {
    const { container } = render(withProviders(new QueryClient(), <Marquee items={[]} loading />));
    expect(container.querySelector('[data-testid="marquee-loading"]')).not.toBeNull();
    expect(container.textContent).not.toContain(EN.no_announcement);
  });
});
