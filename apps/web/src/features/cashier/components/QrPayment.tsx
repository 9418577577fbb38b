import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import * as styles from '../cashier.module.css';
import { DepositResult } from './DepositResult';

/** The dark modules of a QR code as one SVG path: a square per module, no markup from outside. */
function modulesPath(data: boolean[][]) {
  const parts: string[] = [];
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`);
    });
  });
  return parts.join('');
}

/**
 * A gateway that answers a code to scan rather than a page (QQ Wallet's NATIVE `code_url`,
 * R-API-92): the code drawn here (the encoder loads only now), how to pay with it, and the order
 * below, asked again until the gateway's notification has credited it.
 */
export function QrPayment({ orderId, url, onDone }: { orderId: string; url: string; onDone(): void }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      const code = encode(url, { ecc: 'M', border: 2 });
      if (live) setQr({ size: code.size, path: modulesPath(code.data) });
    });
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <>
      <section className={styles.cashierCard} data-testid="qr-payment">
        <p className={styles.depositStatus}>{t('cashier_qr_title')}</p>
        <div className={styles.qrBox}>
          {qr && (
            <svg
              viewBox={`0 0 ${qr.size} ${qr.size}`}
              role="img"
              aria-label={t('cashier_qr_label')}
              data-testid="qr-code"
              data-code-url={url}
              shapeRendering="crispEdges"
            >
              <rect width={qr.size} height={qr.size} fill="#fff" />
              <path d={qr.path} fill="#000" />
            </svg>
          )}
        </div>
        <p className={styles.cashierHint}>{t('cashier_qr_hint')}</p>
      </section>
      <DepositResult orderId={orderId} onDone={onDone} />
    </>
  );
}
