// Written by scripts/check-styles.mjs --write from marquee.module.css; do not edit.
export declare const empty: string;
export declare const marquee: string;
export declare const strip: string;
export declare const window: string;
