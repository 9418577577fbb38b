// Written by scripts/check-styles.mjs --write from vip-strip.module.css; do not edit.
declare const styles: {
  readonly strip: string;
};
export default styles;
