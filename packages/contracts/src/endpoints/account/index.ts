/**
 * Sessions, the trial, registration, password recovery and the member centre (R-API-12 … 41). No path
 * names a member: each member call acts on the session's own (S-20).
 */
export { bindEmail } from './bind-email.js';
export { changePassword } from './change-password.js';
export { checkUsername } from './check-username.js';
export { chosenSecurityQuestions } from './chosen-security-questions.js';
export { closeAccount } from './close-account.js';
export { forgetDevice } from './forget-device.js';
export { hasWithdrawalPassword } from './has-withdrawal-password.js';
export { icon } from './icon.js';
export { login } from './login.js';
export { loginRemembered } from './login-remembered.js';
export { logout } from './logout.js';
export { logoutEverywhere } from './logout-everywhere.js';
export { memberInfo } from './member-info.js';
export { register } from './register.js';
export { registerConfig } from './register-config.js';
export { registerMobile } from './register-mobile.js';
export { requestResetEmail } from './request-reset-email.js';
export { resetPasswordByLink } from './reset-password-by-link.js';
export { resetPasswordBySms } from './reset-password-by-sms.js';
export { resetPaymentPassword } from './reset-payment-password.js';
export { savePaymentPassword } from './save-payment-password.js';
export { saveSecurityAnswers } from './save-security-answers.js';
export { securityConfig } from './security-config.js';
export { securityQuestions } from './security-questions.js';
export { sendLoginCode } from './send-login-code.js';
export { sendRegisterCode } from './send-register-code.js';
export { sendResetCode } from './send-reset-code.js';
export { setIcon } from './set-icon.js';
export { setNickname } from './set-nickname.js';
export { setPayeeName } from './set-payee-name.js';
export { startTrial } from './start-trial.js';
export { trialUser } from './trial-user.js';
