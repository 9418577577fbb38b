import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import EN from './EN.json';
import { changeLanguage, type MessageKey, messageKeyOf, translate, useTranslation } from './index';
import JA from './JA.json';

function Greeting() {
  const { t } = useTranslation();
  return <p>{t('header_welcome', { name: 'Maria' })}</p>;
}

describe('translator', () => {
  afterEach(() => changeLanguage('EN'));

  it('R-SYS-19 fills {{placeholders}}, falls back to EN, and names a key it cannot find', async () => {
    expect(translate('header_welcome', { name: 'Maria' })).toBe(
      EN.header_welcome.replace('{{name}}', 'Maria'),
    );
    expect(translate('no_such_key_anywhere' as MessageKey)).toBe('no_such_key_anywhere');
    expect(messageKeyOf('no_such_key_anywhere')).toBe('err_unknown');
    expect(messageKeyOf('header_welcome')).toBe('header_welcome');
    await changeLanguage('JA');
    expect(translate('header_welcome', { name: 'Maria' })).toBe(
      JA.header_welcome.replace('{{name}}', 'Maria'),
    );
    expect(document.documentElement.lang).toBe('ja');
  });

  it('R-SYS-14 a language change renders mounted components again in the new language', async () => {
    render(<Greeting />);
    expect(screen.getByText(EN.header_welcome.replace('{{name}}', 'Maria'))).toBeTruthy();
    await act(() => changeLanguage('JA'));
    expect(screen.getByText(JA.header_welcome.replace('{{name}}', 'Maria'))).toBeTruthy();
  });
});
