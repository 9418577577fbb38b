/**
 * Stable error codes shared by server and client. The HTTP status tells the class of failure,
 * the code tells the client what happened, and the message key is looked up in the i18n files.
 */
export const ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'err_validation' },
  BAD_JSON: { status: 400, message: 'err_bad_json' },
  BODY_TOO_LARGE: { status: 400, message: 'err_body_too_large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 400, message: 'err_unsupported_media_type' },
  BAD_CREDENTIALS: { status: 400, message: 'err_bad_credentials' },
  CAPTCHA_REQUIRED: { status: 400, message: 'in_vwrite_code' },
  VERIFICATION_CODE_ERROR: { status: 400, message: 'err_verification_code' },
  INVALID_ACCOUNT: { status: 400, message: 'err_invalid_account' },
  INVALID_PASSWORD: { status: 400, message: 'err_invalid_password' },
  WEAK_PASSWORD: { status: 400, message: 'err_weak_password' },
  PASSWORD_MISMATCH: { status: 400, message: 'val_password_mismatch' },
  PASSWORD_SAME: { status: 400, message: 'val_password_same' },
  INVALID_EMAIL: { status: 400, message: 'err_invalid_email' },
  INVALID_NAME: { status: 400, message: 'err_invalid_name' },
  INVALID_MOBILE: { status: 400, message: 'err_invalid_mobile' },
  INVALID_PAYMENT_PASSWORD: { status: 400, message: 'val_payment_password' },
  INVALID_INVITATION_CODE: { status: 400, message: 'invitation_code_error' },
  /** A known invite code used on a host the operator does not allow for invite links (R-ERR-22). */
  REFERRER_LINK_ERROR: { status: 400, message: 'err_referrer_link' },
  /** A second agent application while one is pending, or from an agent (R-AGENT-01). */
  AGENT_APPLICATION_EXISTS: { status: 409, message: 'err_agent_application_exists' },
  BAD_ENCRYPTION: { status: 400, message: 'err_bad_encryption' },
  /** An affiliate URL on a host the operator does not allow (R-API-118). */
  DOMAIN_NOT_ALLOWED: { status: 400, message: 'err_domain_not_allowed' },
  /** A rebate above the agent's own rebate (R-API-118, R-API-121). */
  REBATE_ABOVE_OWN: { status: 400, message: 'err_rebate_above_own' },
  /** An agent holds at most so many affiliate URLs at once (R-API-118). */
  AFFILIATE_URL_LIMIT: { status: 409, message: 'err_affiliate_url_limit' },
  /** A downline's rebate below what one of its own downlines has (R-API-121). */
  REBATE_BELOW_DOWNLINE: { status: 400, message: 'err_rebate_below_downline' },
  /** No downline accounts left at that rebate level (R-API-117). */
  AGENT_QUOTA_EXHAUSTED: { status: 409, message: 'err_agent_quota_exhausted' },
  /** A move under a member who is not an agent, or under the moved member itself or its own downlines (R-AGENT-14). */
  TRANSFER_TARGET_INVALID: { status: 400, message: 'err_transfer_target_invalid' },
  /** A move under an agent whose own rebate is below the moved member's (R-AGENT-14). */
  TRANSFER_REBATE_ABOVE_TARGET: { status: 400, message: 'err_transfer_rebate_above_target' },
  /** A Firebase ID token that is forged, expired, stale, for another project or of another sign-in kind. */
  IDENTITY_TOKEN_INVALID: { status: 400, message: 'err_identity_token_invalid' },
  /** A Google or Facebook sign-in that no account uses yet: register with it first. */
  IDENTITY_NOT_LINKED: { status: 404, message: 'err_identity_not_linked' },
  /** Registering with a Google or Facebook sign-in that already opens an account. */
  IDENTITY_ALREADY_LINKED: { status: 409, message: 'err_identity_already_linked' },
  /** The operator has not enabled this sign-in kind (its whitelabel flag, or Firebase at all). */
  IDENTITY_PROVIDER_DISABLED: { status: 403, message: 'err_identity_provider_disabled' },
  TERMS_NOT_ACCEPTED: { status: 400, message: 'err_terms_not_accepted' },
  /** An upload that is not a whole png or jpeg by its bytes (S-23). */
  IMAGE_INVALID: { status: 400, message: 'err_image_invalid' },
  IMAGE_TOO_LARGE: { status: 400, message: 'err_image_too_large' },
  TOO_MANY_IMAGES: { status: 400, message: 'err_too_many_images' },
  NOT_LOGGED_IN: { status: 401, message: 'err_not_logged_in' },
  SESSION_EXPIRED: { status: 401, message: 'err_session_expired' },
  NO_PERMISSION: { status: 403, message: 'err_no_permission' },
  USER_DISABLED: { status: 403, message: 'err_user_disabled' },
  ACCOUNT_CLOSED: { status: 403, message: 'err_account_closed' },
  AGENT_LOGIN_REFUSED: { status: 403, message: 'err_agent_login_refused' },
  TRIAL_FORBIDDEN: { status: 403, message: 'free_reject' },
  CROSS_SITE_REQUEST: { status: 403, message: 'err_no_permission' },
  NOT_FOUND: { status: 404, message: 'err_not_found' },
  /** The vendor gives no launch URL (R-API-63). */
  URL_EMPTY: { status: 404, message: 'err_url_empty' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'err_not_found' },
  /** A vendor call without a valid signature, or signed outside the time window (S-22). */
  BAD_SIGNATURE: { status: 401, message: 'err_no_permission' },
  /** The launch token is unknown, expired or belongs to another player or vendor. */
  TOKEN_EXPIRED: { status: 401, message: 'err_game_session_expired' },
  /** Not enough money for the bet; the value carries the balance. */
  INSUFFICIENT_FUNDS: { status: 409, message: 'err_insufficient_funds' },
  BALANCE_NOT_ZERO: { status: 409, message: 'err_balance_not_zero' },
  /** A transaction id already used with a different amount, round, player or kind. */
  TRANSACTION_CONFLICT: { status: 409, message: 'err_conflict' },
  /** The round already has its win: its bet can no longer be rolled back. */
  ROUND_SETTLED: { status: 409, message: 'err_conflict' },
  CONFLICT: { status: 409, message: 'err_conflict' },
  USERNAME_EXISTS: { status: 409, message: 'err_username_exists' },
  MOBILE_EXISTS: { status: 409, message: 'err_mobile_exists' },
  RATE_LIMITED: { status: 429, message: 'err_rate_limited' },
  REGION_RESTRICTED: { status: 451, message: 'err_region_restricted' },
  INTERNAL_ERROR: { status: 500, message: 'err_unknown' },
  MAINTENANCE: { status: 503, message: 'err_maintenance' },
  SMS_UNAVAILABLE: { status: 503, message: 'err_sms_unavailable' },
  /** Firebase's signing keys could not be read, so no token can be checked. */
  IDENTITY_PROVIDER_UNAVAILABLE: { status: 503, message: 'err_identity_provider_unavailable' },
  DEPOSIT_METHOD_UNAVAILABLE: { status: 400, message: 'err_deposit_method_unavailable' },
  AMOUNT_OUT_OF_RANGE: { status: 400, message: 'err_amount_out_of_range' },
  PAYMENT_UNAVAILABLE: { status: 503, message: 'err_payment_unavailable' },
  /** A payout account in another name than the member's payee name (R-API-39). */
  PAYEE_MISMATCH: { status: 400, message: 'err_payee_mismatch' },
  ACCOUNT_NUMBER_INVALID: { status: 400, message: 'err_account_number_invalid' },
  CARD_LIMIT: { status: 409, message: 'err_card_limit' },
  CARD_EXISTS: { status: 409, message: 'err_card_exists' },
  /** A withdrawal before the member has set a payment password (R-WALLET-13). */
  PAYMENT_PASSWORD_NOT_SET: { status: 409, message: 'err_payment_password_not_set' },
  WRONG_PAYMENT_PASSWORD: { status: 400, message: 'err_wrong_payment_password' },
  /** More than the withdrawable balance: deposits not yet wagered once; the value says how much is left. */
  WAGERING_REQUIRED: { status: 409, message: 'err_wagering_required' },
  /** Only a pending withdrawal can be cancelled. */
  NOT_CANCELLABLE: { status: 409, message: 'err_not_cancellable' },
  /** A promotion whose key (R-PROMO-16) or flag (REWCEN3) the operator has turned off. */
  PROMOTION_OFF: { status: 403, message: 'err_no_permission' },
  ALREADY_SIGNED_IN: { status: 409, message: 'err_already_signed_in' },
  REWARD_EXPIRED: { status: 409, message: 'err_reward_expired' },
  /** A claim with nothing in it: no rebate earned since the last claim. */
  NOTHING_TO_CLAIM: { status: 409, message: 'err_nothing_to_claim' },
  NO_SPIN_LEFT: { status: 409, message: 'err_no_spin_left' },
  /** A deposit promotion the member may not join: its minimum, its period, the order's state, or used once. */
  PROMO_NOT_ELIGIBLE: { status: 409, message: 'err_promo_not_eligible' },
  /** A bonus still running: a second cannot be joined, and a withdrawal must agree to forfeit it. */
  BONUS_ACTIVE: { status: 409, message: 'err_bonus_active' },
  ALREADY_APPLIED: { status: 409, message: 'err_already_applied' },
  /** A vendor refused a wallet transfer (its own balance short, the player blocked …); nothing moved. */
  TRANSFER_REFUSED: { status: 409, message: 'err_transfer_refused' },
  /** An application outside the activity's period, or to one that needs none. */
  ACTIVITY_CLOSED: { status: 409, message: 'err_activity_closed' },
  /** Player protection (issue 16): a time-out, self-exclusion or national-register exclusion in force. */
  PLAYER_EXCLUDED: { status: 403, message: 'err_player_excluded' },
  DEPOSIT_LIMIT_REACHED: { status: 409, message: 'err_deposit_limit_reached' },
  LOSS_LIMIT_REACHED: { status: 409, message: 'err_loss_limit_reached' },
  WAGER_LIMIT_REACHED: { status: 409, message: 'err_wager_limit_reached' },
  /** The session ran past the player's own session-time limit and has ended. */
  SESSION_TIME_LIMIT: { status: 401, message: 'err_session_time_limit' },
  /** A raise or removal before its 24 hours, or with nothing pending. */
  LIMIT_NOT_CONFIRMABLE: { status: 409, message: 'err_limit_not_confirmable' },
  /** Registration or the date-of-birth prompt: the player is under 21 in the site's time zone (H-8). */
  UNDER_AGE: { status: 403, message: 'err_under_age' },
  /** A member without a date of birth must give it before depositing (issue 16). */
  BIRTH_DATE_REQUIRED: { status: 409, message: 'err_birth_date_required' },
  /** A date of birth already given is never changed by the player (the operator can). */
  BIRTH_DATE_SET: { status: 409, message: 'err_birth_date_set' },
  /** A withdrawal before the member's identity documents were approved (issue 16, KYC). */
  KYC_REQUIRED: { status: 409, message: 'err_kyc_required' },
  /** A new KYC upload while one is pending review or already approved. */
  KYC_NOT_ALLOWED: { status: 409, message: 'err_kyc_not_allowed' },
  /** A reopen asked while a break is still running, or permanent. */
  BREAK_NOT_ENDED: { status: 409, message: 'err_break_not_ended' },
  /** Crash: the round has started (or there is none taking bets); a lottery draw past its close. */
  BETTING_CLOSED: { status: 409, message: 'crash_err_betting_closed' },
  /** Crash: one bet per player and round. */
  ALREADY_BET: { status: 409, message: 'crash_err_already_bet' },
  /** Crash: the cash-out reached the server at or after the crash point (the server's clock decides). */
  CASHOUT_TOO_LATE: { status: 409, message: 'crash_err_too_late' },
  /** Crash: no open bet of the player's in that round (never placed, or already cashed out). */
  NO_OPEN_BET: { status: 409, message: 'crash_err_no_open_bet' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code);
}
