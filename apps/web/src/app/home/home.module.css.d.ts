// Written by scripts/check-styles.mjs --write from home.module.css; do not edit.
declare const styles: {
  readonly count: string;
  readonly dock: string;
  readonly fab: string;
  readonly home: string;
  readonly loading: string;
  readonly results: string;
};
export default styles;
