// Written by scripts/check-styles.mjs --write from dialog.module.css; do not edit.
export declare const frame: string;
