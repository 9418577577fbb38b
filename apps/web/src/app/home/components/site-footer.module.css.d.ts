// Written by scripts/check-styles.mjs --write from site-footer.module.css; do not edit.
declare const styles: {
  readonly age: string;
  readonly badges: string;
  readonly footer: string;
  readonly logo: string;
  readonly logos: string;
  readonly wordmark: string;
};
export default styles;
