// Written by scripts/check-styles.mjs --write from banners.module.css; do not edit.
export declare const banners: string;
export declare const caption: string;
export declare const dots: string;
export declare const fallback: string;
export declare const register: string;
export declare const slide: string;
export declare const track: string;
