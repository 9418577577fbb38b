// Written by scripts/check-styles.mjs --write from banners.module.css; do not edit.
declare const styles: {
  readonly banners: string;
  readonly caption: string;
  readonly dots: string;
  readonly fallback: string;
  readonly register: string;
  readonly slide: string;
  readonly track: string;
};
export default styles;
