// Written by scripts/check-styles.mjs --write from social-links.module.css; do not edit.
declare const styles: {
  readonly links: string;
};
export default styles;
