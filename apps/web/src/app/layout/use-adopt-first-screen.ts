import { useEffect } from 'react';

/**
 * A first screen the server rendered comes inert (readable, not usable: see app-html.ts). Once the
 * app has adopted the screen, its handlers are attached, and so the page is no longer inert. Until
 * then a form's submit would be the browser's own: a GET with the password in the address.
 */
export function useAdoptFirstScreen(): void {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
}
