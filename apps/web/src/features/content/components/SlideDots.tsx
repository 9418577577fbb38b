import * as styles from './slide-dots.module.css';

/** The dots under a sideways carousel (video banners, upcoming events): one per slide, the one in view long. */
export function SlideDots({ keys, index }: { keys: readonly (string | number)[]; index: number }) {
  return (
    <div className={styles.dots} aria-hidden="true">
      {keys.map((key, i) => (
        <span key={key} data-active={i === index} />
      ))}
    </div>
  );
}
