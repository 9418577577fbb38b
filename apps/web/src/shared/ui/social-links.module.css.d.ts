// Written by scripts/check-styles.mjs --write from social-links.module.css; do not edit.
export declare const links: string;
