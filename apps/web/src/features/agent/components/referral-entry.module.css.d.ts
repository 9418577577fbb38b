// Written by scripts/check-styles.mjs --write from referral-entry.module.css; do not edit.
export declare const entry: string;
