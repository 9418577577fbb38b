import type { ComponentType } from 'react';
import type { MessageKey } from '../i18n';
import type { SiteFeature } from '../shared/hooks/use-feature';

/**
 * none: anyone. member: guests go to /m/login. memberElseHome: guests go to /m/home (R-AUTH-46).
 * guestOnly: real members go to /m/home.
 */
export type Guard = 'none' | 'member' | 'memberElseHome' | 'guestOnly';

export interface RouteEntry {
  /** Path under the /m basename. */
  path: string;
  titleKey: MessageKey;
  header: boolean;
  footer: boolean;
  guard: Guard;
  /** The operator's switch for the screen: while off, its URL leads home with a notice (R-ROLE-12). */
  feature?: SiteFeature;
  /** The screen, once its capability is built; a route without one falls back as an unknown path. */
  screen?: () => Promise<{ default: ComponentType }>;
}

const home = () => import('./home/HomeScreen');
const help = () => import('../features/help/HelpScreen');
const helpDetail = () => import('../features/help/HelpDetailScreen');
const login = () => import('../features/account/LoginScreen');
const register = () => import('../features/account/RegisterScreen');
const changePsw = () => import('../features/account/ChangePasswordScreen');
const forget = () => import('../features/account/ForgetScreen');
const memberHome = () => import('../features/account/MemberHomeScreen');
const category = () => import('../features/games/GameCategoryScreen');
const gameCenter = () => import('../features/games/GameCenterScreen');
const providers = () => import('../features/games/ProvidersScreen');
const gameList = () => import('../features/games/GameListScreen');
const gameRecord = () => import('../features/wallet/GameRecordScreen');
const transactionRecord = () => import('../features/wallet/TransactionRecordScreen');
const houseSlot = () => import('../features/house/SlotScreen');
const houseFairness = () => import('../features/house/FairnessScreen');
const trial = () => import('../features/account/TrialScreen');
const houseCrash = () => import('../features/house/CrashScreen');
const crashVerify = () => import('../features/house/CrashVerifyScreen');
const message = () => import('../features/message/MessageScreen');
const notice = () => import('../features/message/NoticeScreen');
const inbox = () => import('../features/message/InboxScreen');
const vip = () => import('../features/vip/VipScreen');
const benefits = () => import('../features/vip/BenefitsScreen');
const appDownload = () => import('../features/install/AppScreen');
const feedback = () => import('../features/feedback/FeedbackScreen');
const voucherCenter = () => import('../features/cashier/VoucherCenterScreen');
const withdraw = () => import('../features/cashier/WithdrawScreen');
const activity = () => import('../features/promotions/ActivityScreen');
const signIn = () => import('../features/promotions/SignInScreen');
const rewardCenter = () => import('../features/promotions/RewardCenterScreen');
const receivingCenter = () => import('../features/promotions/ReceivingCenterScreen');
const wheelVerify = () => import('../features/promotions/WheelVerifyScreen');
const leaderboard = () => import('../features/promotions/LeaderboardScreen');
const manualRebate = () => import('../features/promotions/RebateScreen');
const responsibleGaming = () => import('../features/protection/ResponsibleGamingScreen');
const statement = () => import('../features/protection/StatementScreen');
const kyc = () => import('../features/protection/KycScreen');
const inviteFriends = () => import('../features/agent/InviteFriendsScreen');
const agentRegister = () => import('../features/agent/AgentRegisterScreen');
const salaryContract = () => import('../features/agent/SalaryContractScreen');
const dividendContract = () => import('../features/agent/DividendContractScreen');
const hourContract = () => import('../features/agent/HourContractScreen');
const agentTeam = () => import('../features/agent/AgentTeamScreen');
const affiliateUrls = () => import('../features/agent/AffiliateUrlsScreen');
const agentRebates = () => import('../features/agent/RebatesScreen');
const agentTransfer = () => import('../features/agent/TransferScreen');
const lottery = () => import('../features/lottery/LotteryScreen');
const startLottery = () => import('../features/lottery/StartLotteryScreen');
const vnLottery = () => import('../features/lottery/VnLotteryScreen');
const seaLottery = () => import('../features/lottery/SeaLotteryScreen');
const launchLottery = () => import('../features/lottery/LaunchGameScreen');
const lotteryFrame = () => import('../features/lottery/LotteryFrameScreen');
const lotteryVerify = () => import('../features/lottery/LotteryVerifyScreen');

function route(
  path: string,
  titleKey: MessageKey,
  layout: Partial<Omit<RouteEntry, 'path' | 'titleKey'>> = {},
): RouteEntry {
  return { path, titleKey, header: true, footer: true, guard: 'none', ...layout };
}

const NO_CHROME = { header: false, footer: false };
const NO_FOOTER = { footer: false };
const HOME = { header: false, screen: home };
const CATEGORY = { screen: category };

/** Every route of SPEC §2 with its title, header and footer visibility (R-NAV-30, R-NAV-33) and guard. */
export const ROUTES: RouteEntry[] = [
  route('/', 'title_home', HOME),
  route('/home', 'title_home', HOME),
  route('/index', 'title_home', HOME),
  route('/index.html', 'title_home', HOME),

  route('/login', 'title_login', { ...NO_CHROME, guard: 'guestOnly', screen: login }),
  route('/register', 'title_register', { ...NO_CHROME, guard: 'guestOnly', screen: register }),
  route('/register.html', 'title_register', { ...NO_CHROME, guard: 'guestOnly', screen: register }),
  route('/forget', 'title_forget', { ...NO_CHROME, screen: forget }),
  route('/changePsw', 'title_change_password', { ...NO_CHROME, guard: 'memberElseHome', screen: changePsw }),

  route('/message', 'title_message', { header: false, screen: message }),
  route('/notice', 'title_notice', { ...NO_FOOTER, screen: notice }),
  route('/webEmail', 'title_inbox', { guard: 'member', screen: inbox }),
  route('/activity', 'title_activity', { screen: activity }),
  route('/activity/signIn', 'title_sign_in', { guard: 'member', feature: 'LOGIN', screen: signIn }),
  route('/feedback', 'title_feedback', { screen: feedback }),
  route('/help', 'title_help', { ...NO_FOOTER, screen: help }),
  route('/helpDetail', 'title_help_detail', { ...NO_FOOTER, screen: helpDetail }),
  route('/app', 'title_app', { ...NO_CHROME, screen: appDownload }),

  route('/providers', 'title_providers', { ...NO_FOOTER, screen: providers }),
  route('/gameList', 'title_game_list', { ...NO_FOOTER, screen: gameList }),
  // The lottery hall: the lobby, and where a lottery game closes to (R-NAV-16).
  route('/game', 'title_game', { guard: 'member', screen: lottery }),
  route('/gameCenter', 'title_game_center', { screen: gameCenter }),
  route('/slotsCenter', 'title_slots_center', CATEGORY),
  route('/lottery', 'title_lottery', { ...NO_FOOTER, guard: 'member', screen: lottery }),
  route('/lottery/verify', 'title_lottery_verify', { guard: 'member', screen: lotteryVerify }),
  route('/lotteryVn', 'title_lottery_vn', { guard: 'member', screen: vnLottery }),
  route('/lotterySea', 'title_lottery_sea', { guard: 'member', screen: seaLottery }),
  route('/startLottery', 'title_start_lottery', { header: false, guard: 'member', screen: startLottery }),
  route('/launchGame', 'title_launch_game', { ...NO_CHROME, guard: 'member', screen: launchLottery }),
  // The lottery page /m/launchGame frames (R-GAMES-41); not in SPEC §2, whose lottery was a site of its own.
  route('/lottery/play', 'title_lottery_play', { ...NO_CHROME, guard: 'member', screen: lotteryFrame }),
  route('/house/slot', 'title_house_slot', { ...NO_CHROME, guard: 'member', screen: houseSlot }),
  route('/house/fairness', 'title_fairness', { guard: 'member', screen: houseFairness }),
  route('/house/crash', 'title_house_crash', { ...NO_CHROME, guard: 'member', screen: houseCrash }),
  route('/house/crash/verify', 'title_crash_verify', { screen: crashVerify }),
  route('/trail', 'title_trial', { screen: trial }),
  route('/trial', 'title_trial', { screen: trial }),

  route('/all', 'title_category_all'),
  route('/hot', 'title_category_hot', CATEGORY),
  route('/fav', 'title_category_fav', { ...CATEGORY, guard: 'member' }),
  route('/recent', 'title_category_recent', { ...CATEGORY, guard: 'member' }),
  route('/fish', 'title_category_fish', CATEGORY),
  route('/rng', 'title_category_rng', CATEGORY),
  route('/pvp', 'title_category_pvp', CATEGORY),
  route('/live', 'title_category_live', CATEGORY),
  route('/sports', 'title_category_sports', { ...CATEGORY, guard: 'member' }),
  route('/esports', 'title_category_esports', CATEGORY),
  route('/cockfight', 'title_category_cockfight', CATEGORY),
  route('/lott', 'title_category_lott', { ...CATEGORY, guard: 'member' }),
  route('/elott', 'title_category_elott', CATEGORY),
  route('/livestream', 'title_category_livestream', CATEGORY),
  route('/bgs', 'title_category_bgs', CATEGORY),

  route('/vip', 'title_vip', { ...NO_FOOTER, screen: vip }),
  route('/member/home', 'title_member_home', { guard: 'member', screen: memberHome }),
  route('/member/benefits', 'title_benefits', { guard: 'member', screen: benefits }),
  route('/member/manualRebate', 'title_manual_rebate', { guard: 'member', screen: manualRebate }),
  route('/member/responsibleGaming', 'title_responsible_gaming', {
    guard: 'member',
    screen: responsibleGaming,
  }),
  route('/member/kyc', 'title_kyc', { guard: 'member', screen: kyc }),
  route('/member/statement', 'title_statement', { guard: 'member', screen: statement }),
  route('/voucherCenter', 'title_voucher_center', { guard: 'member', screen: voucherCenter }),
  route('/withdraw', 'title_withdraw', { guard: 'member', screen: withdraw }),
  route('/leaderBoard', 'title_leaderboard', { feature: 'MISSION', screen: leaderboard }),
  route('/gameRecord', 'title_game_record', { guard: 'member', screen: gameRecord }),
  route('/transactionRecord', 'title_transaction_record', { guard: 'member', screen: transactionRecord }),
  route('/rewardCenter', 'title_reward_center', {
    guard: 'member',
    feature: 'REWCEN3',
    screen: rewardCenter,
  }),
  route('/rewardCenter/wheel', 'title_wheel_verify', { guard: 'member', screen: wheelVerify }),
  route('/receivingCenter', 'title_receiving_center', { guard: 'member', screen: receivingCenter }),
  route('/inviteFriends', 'title_invite_friends', { screen: inviteFriends }),
  route('/agentRegister', 'title_agent_register', { screen: agentRegister }),
  route('/member/agent/team', 'title_agent_team', { guard: 'member', screen: agentTeam }),
  route('/member/agent/affiliateUrls', 'title_agent_affiliate_urls', {
    guard: 'member',
    screen: affiliateUrls,
  }),
  route('/member/agent/rebates', 'title_agent_rebates', { guard: 'member', screen: agentRebates }),
  route('/member/agent/transfer', 'title_agent_transfer', { guard: 'member', screen: agentTransfer }),
  route('/member/agent/getSalaryContract', 'title_salary_contract', {
    guard: 'member',
    screen: salaryContract,
  }),
  route('/member/agent/getDevidendContract', 'title_dividend_contract', {
    guard: 'member',
    screen: dividendContract,
  }),
  route('/member/agent/getHourContract', 'title_hour_contract', { guard: 'member', screen: hourContract }),
];

export const HOME_PATHS = ['/', '/home', '/index', '/index.html'];

const byPath = new Map(ROUTES.map((r) => [r.path, r]));

/** The route entry for a path under /m, ignoring a trailing slash. */
export function routeFor(pathname: string): RouteEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return byPath.get(path);
}

/** Routes whose screens exist: the only ones the router serves. */
export const LIVE_ROUTES = ROUTES.filter((r): r is Required<RouteEntry> => Boolean(r.screen));

export function hasScreen(path: string): boolean {
  return Boolean(routeFor(path)?.screen);
}

export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
