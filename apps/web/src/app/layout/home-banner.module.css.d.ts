// Written by scripts/check-styles.mjs --write from home-banner.module.css; do not edit.
export declare const banner: string;
