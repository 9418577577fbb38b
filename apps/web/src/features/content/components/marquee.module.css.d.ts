// Written by scripts/check-styles.mjs --write from marquee.module.css; do not edit.
declare const styles: {
  readonly empty: string;
  readonly marquee: string;
  readonly strip: string;
  readonly window: string;
};
export default styles;
