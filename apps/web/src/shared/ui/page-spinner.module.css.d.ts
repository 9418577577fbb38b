// Written by scripts/check-styles.mjs --write from page-spinner.module.css; do not edit.
export declare const pageSpinner: string;
