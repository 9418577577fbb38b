// Written by scripts/check-styles.mjs --write from site-footer.module.css; do not edit.
export declare const age: string;
export declare const badges: string;
export declare const footer: string;
export declare const logo: string;
export declare const logos: string;
export declare const wordmark: string;
