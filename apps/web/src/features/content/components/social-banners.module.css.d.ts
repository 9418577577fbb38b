// Written by scripts/check-styles.mjs --write from social-banners.module.css; do not edit.
export declare const poster: string;
export declare const socials: string;
