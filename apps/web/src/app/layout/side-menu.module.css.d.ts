// Written by scripts/check-styles.mjs --write from side-menu.module.css; do not edit.
declare const styles: {
  readonly chevron: string;
  readonly entries: string;
  readonly entry: string;
  readonly head: string;
  readonly open: string;
  readonly overlay: string;
  readonly panel: string;
  readonly section: string;
  readonly sideMenu: string;
  readonly signOut: string;
};
export default styles;
