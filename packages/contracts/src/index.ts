// Runtime values and types only: the web imports this entry, so nothing here may pull in zod.
// The zod schemas (server validation, OpenAPI) live in the "./schemas" entry.

export type {
  ChangePasswordBody,
  CloseAccountBody,
  FreeplayValue,
  LoginBody,
  MemberInfo,
  RegisterBody,
  SessionValue,
  SmsSent,
  TrialUser,
} from './account.js';
export * from './account-rules.js';
export type {
  AffiliateUrl,
  AffiliateUrlList,
  AgentApplication,
  AgentApplicationState,
  Downline,
  DownlinePage,
  DownlineRebates,
  MemberPnl,
  MemberPnlPage,
  Quotas,
  RebateRange,
  RebateSettings,
  Referral,
  TeamKpiA,
  TeamKpiB,
} from './agent.js';
export * from './agent-contract-rules.js';
export type {
  ContractCheck,
  CurrentDailySalary,
  DailySalaryPage,
  DailySalaryRow,
  DividendContract,
  DividendList,
  DividendRow,
  SalaryContract,
  SalaryContractHistory,
} from './agent-contracts.js';
export * from './agent-rules.js';
export type {
  BankCard,
  DepositOrder,
  DepositVendor,
  ReceivingAccount,
  Withdrawal,
  WithdrawInfo,
} from './cashier.js';
export * from './cashier-rules.js';
export * from './constants.js';
export * from './crash/index.js';
export type {
  CrashBetValue,
  CrashBetView,
  CrashEvent,
  CrashRoundView,
  CrashSessionValue,
  CrashState,
  CrashVerify,
} from './crash.js';
export {
  CRASH_BET_LIST_MAX,
  CRASH_BOARD_TOP,
  type CrashBetList,
  type CrashBetTotals,
  type CrashBoard,
  type CrashBoardRow,
  crashBoardBet,
} from './crash.js';
export * from './credential-encryption.js';
export * from './customer-service-codec.js';
export type { DepositPromo, DepositPromoList, MemberBonus, MemberBonusStatus } from './deposit-bonus.js';
export * from './endpoint.js';
export * from './endpoints/index.js';
export type { Envelope, ErrorEnvelope } from './envelope.js';
export * from './errors.js';
export type { FeedbackFields } from './feedback.js';
export * from './feedback-rules.js';
export type {
  Announcement,
  Classify,
  FavouritePage,
  Game,
  GameList,
  GameListBody,
  GamePage,
  HotMatch,
  HotMatchList,
  LaunchValue,
  LobbyNews,
  Vendor,
  VendorGameTypes,
  Winner,
} from './games.js';
export * from './games-constants.js';
export * from './games-rules.js';
export * from './languages.js';
export * from './lottery/index.js';
export type {
  LotteryCancelValue,
  LotteryDrawView,
  LotteryGame,
  LotteryGameList,
  LotteryNumero,
  LotteryOrder,
  LotteryOrderDetail,
  LotteryOrderPage,
  LotteryPlaceBody,
  LotteryPlaceValue,
  LotteryPopular,
  LotterySubOrder,
  LotteryVerify,
  RegionalRecentGames,
  SeaGameMenu,
  VnGameMenu,
} from './lottery.js';
export type {
  CustomerSecurityQuestions,
  EmailValue,
  MemberIcon,
  NicknameValue,
  PayeeNameValue,
  PaymentPasswordBody,
  ResetPaymentPasswordBody,
  SecurityAnswersBody,
  SecurityConfig,
  SecurityQuestion,
} from './member.js';
export type {
  ChatModel,
  ChatUnread,
  InboxMessage,
  InboxPage,
  LaunchChat,
  UnreadCount,
} from './message.js';
export * from './message-rules.js';
export * from './promotion-rules.js';
export type {
  Activity,
  ActivityApplication,
  ActivityApplyFields,
  ActivityList,
  ActivityStatus,
  Leaderboard,
  LeaderboardEntry,
  LeaderboardRules,
  RebateClaim,
  RebateLine,
  RebateRules,
  RebateStatus,
  Reward,
  RewardClaim,
  RewardList,
  SignInResult,
  SignInRules,
  SignInStatus,
  WheelRules,
  WheelSpin,
  WheelSpinList,
  WheelSpinResult,
  WheelStatus,
} from './promotions.js';
export type {
  BirthDateBody,
  KycState,
  KycStatus,
  LimitKey,
  PlaySession,
  ProtectionBreak,
  ProtectionLimit,
  ProtectionState,
  RealityCheckBody,
  SetLimitBody,
  Statement,
  StatementQuery,
  StatementRow,
  TakeBreakBody,
} from './protection.js';
export * from './protection-rules.js';
export * from './slots/index.js';
export * from './storage-keys.js';
export type {
  ConsolidatedSettings,
  Country,
  CustomerService,
  DomainRoute,
  FooterBadge,
  FooterSettings,
  HelpItem,
  IdentityProviderConfig,
  IdentityProviderSettings,
  MobileTemplate,
  Resource,
  SystemStatus,
  VipClub,
  VipStatus,
  VipTier,
  WheelPrize,
} from './system.js';
export * from './system-constants.js';
export * from './vip-rules.js';
export type {
  BalanceEvent,
  FairnessState,
  FairnessValue,
  FundsValue,
  GameRecord,
  GameRecordPage,
  HouseRound,
  HouseSessionValue,
  HouseSpinValue,
  MemberTransaction,
  MemberTransactionPage,
  MemberWallet,
  MerchantWallet,
  SeamlessBodies,
  SeamlessValue,
  TxCodeList,
  WalletsValue,
  WalletTransferValue,
} from './wallet.js';
export * from './wallet-constants.js';
export * from './wallet-rules.js';
export * from './wheel-draw.js';
