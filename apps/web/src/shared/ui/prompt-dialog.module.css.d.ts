// Written by scripts/check-styles.mjs --write from prompt-dialog.module.css; do not edit.
export declare const error: string;
export declare const label: string;
