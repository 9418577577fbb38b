// Written by scripts/check-styles.mjs --write from slide-dots.module.css; do not edit.
declare const styles: {
  readonly dots: string;
};
export default styles;
