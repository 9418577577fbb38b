import { CRASH_RULES, formatMultiplier } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n';
import { type CrashFeed, currentCents } from '../lib/crash-feed';
import * as styles from './crash.module.css';

const SAMPLES = 48;
const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

function draw(canvas: HTMLCanvasElement, elapsedMs: number, crashed: boolean) {
  const ratio = window.devicePixelRatio || 1;
  const { clientWidth: width, clientHeight: height } = canvas;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  if (elapsedMs <= 0) return;
  const style = getComputedStyle(canvas);
  const spanMs = Math.max(elapsedMs, 8_000);
  const top = Math.max(Math.exp(CRASH_RULES.growthPerMs * elapsedMs), 2);
  const x = (ms: number) => 8 + (ms / spanMs) * (width - 16);
  const y = (multiplier: number) => height - 8 - ((multiplier - 1) / (top - 1)) * (height - 16);
  context.beginPath();
  for (let i = 0; i <= SAMPLES; i++) {
    const ms = (elapsedMs * i) / SAMPLES;
    const point = [x(ms), y(Math.exp(CRASH_RULES.growthPerMs * ms))] as const;
    if (i === 0) context.moveTo(...point);
    else context.lineTo(...point);
  }
  context.lineWidth = 4;
  context.lineCap = 'round';
  context.strokeStyle = style.getPropertyValue(crashed ? '--danger' : '--accent').trim() || '#f7c948';
  context.stroke();
}

/**
 * The rising multiplier: the published curve e^(0.00006·t) drawn on a canvas from the round's start
 * on the server's clock, with the multiplier (or the countdown) written over it. The frame loop writes
 * to the canvas and one text node, never through React; with reduced motion it redraws 4 times a second.
 */
export function CrashCurve({ feed }: { feed: CrashFeed }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const valueRef = useRef<HTMLOutputElement>(null);
  const feedRef = useRef(feed);
  feedRef.current = feed;
  const labels = useRef({ starts: '', crashed: '' });
  labels.current = { starts: t('crash_starts_in'), crashed: t('crash_crashed_at') };

  useEffect(() => {
    const calm = reducedMotion();
    let handle = 0;
    const frame = () => {
      const { round, offsetMs } = feedRef.current;
      const canvas = canvasRef.current;
      const value = valueRef.current;
      const now = Date.now();
      if (canvas && value && round) {
        const serverNow = now + offsetMs;
        const start = Date.parse(round.bettingEndsAt);
        const cents = currentCents(feedRef.current, now);
        if (round.phase === 'betting') {
          const seconds = Math.max(0, (start - serverNow) / 1000);
          value.textContent = `${labels.current.starts} ${seconds.toFixed(1)} s`;
          draw(canvas, 0, false);
        } else {
          const crashed = round.phase === 'crashed';
          value.textContent = crashed
            ? `${labels.current.crashed} ${formatMultiplier(cents)}`
            : formatMultiplier(cents);
          const elapsed = crashed ? Math.log(cents / 100) / CRASH_RULES.growthPerMs : serverNow - start;
          draw(canvas, elapsed, crashed);
        }
      }
      handle = calm ? window.setTimeout(frame, 250) : requestAnimationFrame(frame);
    };
    frame();
    return () => (calm ? clearTimeout(handle) : cancelAnimationFrame(handle));
  }, []);

  const phase = feed.round?.phase ?? 'waiting';
  return (
    <div className={styles.stage} data-phase={phase} data-testid="crash-stage">
      <canvas ref={canvasRef} className={styles.canvas} />
      <output ref={valueRef} className={styles.value} data-testid="crash-value" aria-live="off">
        {feed.round ? '' : t('crash_waiting')}
      </output>
    </div>
  );
}
