import { describe, expect, it } from 'vitest';
import EN from './EN.json';

// The server answers these codes with these message keys (apps/server/src/modules/system/error-answers.test.ts).
describe('designed error texts', () => {
  it('R-ERR-15 R-ERR-17 R-ERR-25 R-ERR-27 the player reads the designed words for each refusal', () => {
    expect(EN.err_not_logged_in).toBe('You are not logged in');
    expect(EN.err_no_permission).toBe('No permission or feature unavailable');
    expect(EN.err_url_empty).toBe('The requested URL is empty');
    expect(EN.err_region_restricted).toBe('Access from your IP address or location is restricted');
  });
});
