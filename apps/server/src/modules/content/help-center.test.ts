import { LANGUAGES } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { deleteHelpItem, saveHelpItem } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const help = async (query: string) =>
  (await t.app.inject({ url: `/wps/system/helpCenter?${query}` })).json().value;

describe('GET /wps/system/helpCenter', () => {
  it('R-API-48 R-HELP-04 gives the ordered items of each language, terms among them', async () => {
    for (const language of LANGUAGES) {
      const items = await help(`lang=${language}&device=MOBILE`);
      expect(items.map((i: { key: string }) => i.key)).toEqual([
        'about',
        'terms',
        'privacy',
        'responsible-gaming',
        'deposits',
        'withdrawals',
        'account-security',
        'faq',
      ]);
    }
    const [ty, en] = [await help('lang=TY'), await help('lang=EN')];
    expect(ty[0].title).not.toBe(en[0].title);
    expect(await help('lang=pt-br')).toEqual(await help('lang=PT'));
  });

  it('R-API-48 falls back to EN for a language with no items', async () => {
    const japanese = await help('lang=JA');
    for (const item of japanese) await deleteHelpItem(t.db, 'JA', item.key);
    expect(await help('lang=JA')).toEqual(await help('lang=EN'));
  });

  it('S-24 R-API-48 stores operator HTML only after sanitising it', async () => {
    await saveHelpItem(t.db, {
      language: 'VI',
      key: 'unsafe',
      position: 99,
      title: 'Unsafe',
      content:
        '<h3 onclick="x()">Hi</h3><script>alert(1)</script><img src="javascript:alert(1)" onerror="x()"><a href="javascript:alert(2)">a</a><a href="https://example.com">b</a><p style="color:red">p</p><iframe src="https://evil.example"></iframe>',
    });
    const item = (await help('lang=VI')).find((i: { key: string }) => i.key === 'unsafe');
    expect(item.content).toBe(
      '<h3>Hi</h3><img /><a>a</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">b</a><p>p</p>',
    );
    const stored = await t.db.execute("select content from help_items where key = 'unsafe'");
    expect(JSON.stringify(stored.rows)).not.toMatch(/script|onerror|onclick|javascript|iframe|style/);
  });
});
