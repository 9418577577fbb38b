// Written by scripts/check-styles.mjs --write from progress-bar.module.css; do not edit.
export declare const bar: string;
