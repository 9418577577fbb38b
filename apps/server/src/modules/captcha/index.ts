export { deleteExpiredCaptchas } from './captcha-repository.js';
export { checkCaptcha, storeCaptchaCode } from './captchas.js';
export { CAPTCHA_COOKIE } from './cookie.js';
