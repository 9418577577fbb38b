import { SvgIcon } from '../../../shared/ui/Icon';
import * as styles from '../cashier.module.css';

/** Line drawings of each way to pay, in the text colour: no brand artwork is copied. */
const METHOD_PATHS: Record<string, string> = {
  qrph: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  gcash: 'M7 3h10v18H7zM11 18h2M10 8.5a3 3 0 1 0 4.2 3.3H12',
  paymaya: 'M7 3h10v18H7zM11 18h2M9.5 13V8l2.5 3 2.5-3v5',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  manual: 'M3 10 12 4l9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  // Alipay: the character 支 drawn in a rounded square.
  alipay:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM7 8h10M12 5.5V11M8 11h8c-1 4-4 6.5-8 7.5M10 13.5c2 2 4.5 3.5 7 4',
  // WeChat: two speech bubbles.
  wechat:
    'M9.5 4C5.9 4 3 6.4 3 9.3c0 1.7 1 3.2 2.5 4.1L5 15.5l2.4-1.2c.7.2 1.4.3 2.1.3M15 9c3.3 0 6 2.2 6 4.8 0 1.5-.9 2.8-2.2 3.7l.4 1.9-2.1-1.1c-.7.2-1.4.3-2.1.3-3.3 0-6-2.1-6-4.8S11.7 9 15 9zM7 8h.01M11.5 8h.01M13 13h.01M17 13h.01',
  // QQ Wallet: a penguin's outline.
  qq: 'M12 3c-3 0-5 2.4-5 5.5v2.5L5 15c0 1 .8 1.3 1.8.4.3 1.3 1 2.4 2 3.2L7.5 20h9l-1.3-1.4c1-.8 1.7-1.9 2-3.2 1 .9 1.8.6 1.8-.4l-2-4V8.5C17 5.4 15 3 12 3zM10 8h.01M14 8h.01M10 11h4',
};

export function MethodIcon({ method }: { method: string }) {
  const d = METHOD_PATHS[method];
  return d ? <SvgIcon d={d} size={24} className={styles.depositMethodIcon} /> : null;
}
