// Written by scripts/check-styles.mjs --write from hot-news.module.css; do not edit.
export declare const list: string;
