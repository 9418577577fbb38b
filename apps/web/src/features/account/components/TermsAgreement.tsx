import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';

/** Splits "… <terms>Terms & Conditions</terms> …" so that each language places the link itself. */
export function splitTermsText(text: string): [before: string, link: string, after: string] {
  const match = /^([\s\S]*)<terms>([\s\S]*)<\/terms>([\s\S]*)$/.exec(text);
  return match ? [match[1] ?? '', match[2] ?? '', match[3] ?? ''] : [text, '', ''];
}

/**
 * The agreement: 21 or older (never 18, R-VAL-19, H-8) and the terms at /m/help#terms (R-REG-09,
 * R-REG-10). Registering stays disabled until it is ticked (R-VAL-06).
 */
export function TermsAgreement({ agreed, onChange }: { agreed: boolean; onChange(agreed: boolean): void }) {
  const { t } = useTranslation();
  const [before, link, after] = splitTermsText(t('register_terms'));
  return (
    <div className="checkbox terms" data-testid="terms">
      <input
        id="register-terms"
        type="checkbox"
        checked={agreed}
        onChange={(e) => onChange(e.target.checked)}
        data-testid="terms-checkbox"
      />
      <label htmlFor="register-terms">
        {before}
        <Link to="/help#terms" className="text-link" data-testid="terms-link">
          {link}
        </Link>
        {after}
      </label>
    </div>
  );
}
