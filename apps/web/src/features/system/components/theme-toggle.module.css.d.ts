// Written by scripts/check-styles.mjs --write from theme-toggle.module.css; do not edit.
export declare const option: string;
export declare const toggle: string;
