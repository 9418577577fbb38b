// Written by scripts/check-styles.mjs --write from cards-skeleton.module.css; do not edit.
export declare const card: string;
export declare const list: string;
export declare const page: string;
