// Written by scripts/check-styles.mjs --write from social-banners.module.css; do not edit.
declare const styles: {
  readonly poster: string;
  readonly socials: string;
};
export default styles;
