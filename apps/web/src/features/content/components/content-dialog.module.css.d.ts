// Written by scripts/check-styles.mjs --write from content-dialog.module.css; do not edit.
export declare const body: string;
export declare const dialog: string;
