// Written by scripts/check-styles.mjs --write from video-banners.module.css; do not edit.
export declare const frame: string;
export declare const poster: string;
export declare const text: string;
export declare const track: string;
export declare const videos: string;
