import type { Language } from '@app/contracts';

/**
 * Demo activities for /m/activity: one players apply to, one that needs no application, one that
 * has not started. Their periods are set from the day the demo is first seeded.
 */

type Text = Record<Language, string>;

const DAY_MS = 86_400_000;

export interface DemoActivity {
  titles: Text;
  bodies: Text;
  terms: Text;
  bannerUrl: string;
  /** Days from the seeding to the start and to the end. */
  startsInDays: number;
  endsInDays: number;
  needsApplication: boolean;
  /** Pesos given on approval. */
  reward: number;
  /** The one the download bar's gift leads to. */
  appDownload?: boolean;
}

export const DEMO_ACTIVITIES: DemoActivity[] = [
  {
    bannerUrl: '/m/banners/welcome.svg',
    startsInDays: -1,
    endsInDays: 90,
    needsApplication: true,
    reward: 100,
    titles: {
      EN: 'Welcome reward: ₱100 after your first deposit',
      PT: 'Recompensa de boas-vindas: ₱100 após o primeiro depósito',
      TY: 'Welcome reward: ₱100 pagkatapos ng unang deposito',
      CN: '新人奖励：首存后可申请 ₱100',
      VI: 'Thưởng chào mừng: ₱100 sau lần nạp đầu tiên',
      TH: 'รางวัลต้อนรับ: ₱100 หลังฝากเงินครั้งแรก',
      JA: '歓迎リワード：初回入金後に₱100',
    },
    bodies: {
      EN: 'Made your first deposit of ₱500 or more? Apply here once, with a screenshot of the deposit if you like. Our team checks every application by hand, usually within two working days. If it is approved, ₱100 waits for you in the receiving centre.',
      PT: 'Fez seu primeiro depósito de ₱500 ou mais? Envie uma solicitação aqui, uma única vez, com um print do depósito se quiser. Nossa equipe analisa cada solicitação manualmente, em geral em até dois dias úteis. Se for aprovada, ₱100 ficam esperando por você na central de recebimento.',
      TY: 'Nakapag-deposito ka na ba ng ₱500 o higit pa sa unang pagkakataon? Mag-apply dito nang isang beses, kasama ang screenshot ng deposito kung gusto mo. Sinusuri ng aming team ang bawat application, kadalasan sa loob ng dalawang araw ng trabaho. Kapag naaprubahan, naghihintay sa iyo ang ₱100 sa receiving centre.',
      CN: '首次存款达到 ₱500 或以上？请在此提交一次申请，可附上存款截图。我们的团队会逐一人工审核，通常在两个工作日内完成。审核通过后，₱100 将放入领取中心等你领取。',
      VI: 'Bạn đã nạp lần đầu từ ₱500 trở lên? Hãy gửi đơn tại đây một lần, có thể kèm ảnh chụp màn hình giao dịch nạp. Đội ngũ của chúng tôi xét duyệt từng đơn thủ công, thường trong vòng hai ngày làm việc. Nếu được duyệt, ₱100 sẽ chờ bạn trong trung tâm nhận thưởng.',
      TH: 'ฝากเงินครั้งแรกตั้งแต่ ₱500 ขึ้นไปแล้วใช่ไหม สมัครได้ที่นี่หนึ่งครั้ง จะแนบภาพหน้าจอการฝากด้วยก็ได้ ทีมงานตรวจทุกใบสมัครด้วยตนเอง โดยปกติภายในสองวันทำการ หากได้รับอนุมัติ ₱100 จะรอคุณอยู่ที่ศูนย์รับรางวัล',
      JA: '初回に₱500以上入金しましたか？ここから一度だけ申請できます（入金画面のスクリーンショットを添付しても構いません）。申請はスタッフが1件ずつ確認し、通常2営業日以内に対応します。承認されると、受取センターに₱100が届きます。',
    },
    terms: {
      EN: 'One application per player. The first deposit must be ₱500 or more and made during this promotion. The reward is given only after approval, and must be claimed in the receiving centre before it expires. Applications that break the site terms are refused, with the reason shown here. Play only with money you can afford to lose.',
      PT: 'Uma solicitação por jogador. O primeiro depósito deve ser de ₱500 ou mais e feito durante esta promoção. A recompensa só é concedida após a aprovação e deve ser resgatada na central de recebimento antes de expirar. Solicitações que violem os termos do site são recusadas, com o motivo exibido aqui. Jogue apenas com dinheiro que você pode perder.',
      TY: 'Isang application bawat player. Ang unang deposito ay dapat ₱500 o higit pa at ginawa habang tumatakbo ang promo na ito. Ibinibigay lang ang reward pagkatapos maaprubahan, at kailangang i-claim sa receiving centre bago ito mag-expire. Tatanggihan ang mga application na lumalabag sa terms ng site, at makikita rito ang dahilan. Maglaro lang gamit ang perang kaya mong mawala.',
      CN: '每位玩家限申请一次。首次存款须达到 ₱500 或以上，且在本活动期间内完成。奖励仅在审核通过后发放，须在过期前于领取中心领取。违反本站条款的申请将被拒绝，拒绝原因会显示在此处。请只用你输得起的钱娱乐。',
      VI: 'Mỗi người chơi chỉ gửi một đơn. Lần nạp đầu phải từ ₱500 trở lên và thực hiện trong thời gian khuyến mãi này. Phần thưởng chỉ được trao sau khi duyệt và phải được nhận tại trung tâm nhận thưởng trước khi hết hạn. Đơn vi phạm điều khoản của trang sẽ bị từ chối, kèm lý do hiển thị tại đây. Chỉ chơi bằng số tiền bạn có thể chấp nhận mất.',
      TH: 'ผู้เล่นหนึ่งคนสมัครได้หนึ่งครั้ง การฝากครั้งแรกต้องตั้งแต่ ₱500 ขึ้นไปและทำในช่วงโปรโมชันนี้ รางวัลจะได้รับหลังการอนุมัติเท่านั้น และต้องกดรับที่ศูนย์รับรางวัลก่อนหมดอายุ ใบสมัครที่ผิดข้อกำหนดของเว็บไซต์จะถูกปฏิเสธ พร้อมแสดงเหตุผลไว้ที่นี่ โปรดเล่นด้วยเงินที่คุณเสียได้เท่านั้น',
      JA: '申請はお一人様1回までです。初回入金は₱500以上で、本キャンペーン期間中に行われたものに限ります。リワードは承認後にのみ付与され、有効期限内に受取センターで受け取る必要があります。サイト規約に反する申請はお断りし、その理由をここに表示します。失っても困らない範囲のお金で遊びましょう。',
    },
  },
  {
    bannerUrl: '/m/banners/favourites.svg',
    startsInDays: -1,
    endsInDays: 180,
    needsApplication: false,
    reward: 0,
    titles: {
      EN: 'Daily sign-in rewards',
      PT: 'Recompensas de check-in diário',
      TY: 'Daily sign-in rewards',
      CN: '每日签到奖励',
      VI: 'Thưởng điểm danh hằng ngày',
      TH: 'รางวัลเช็กอินรายวัน',
      JA: '毎日のサインイン報酬',
    },
    bodies: {
      EN: 'Nothing to apply for: sign in once a day on the daily sign-in page and the day’s reward is added to your receiving centre. Signing in on consecutive days moves you along the reward cycle; missing a day starts it again.',
      PT: 'Não é preciso se inscrever: faça o check-in uma vez por dia na página de check-in diário e a recompensa do dia vai para a sua central de recebimento. Check-ins em dias seguidos avançam no ciclo de recompensas; se faltar um dia, o ciclo recomeça.',
      TY: 'Walang kailangang i-apply: mag-sign in isang beses kada araw sa daily sign-in page at mapupunta sa receiving centre mo ang reward ng araw na iyon. Kapag sunod-sunod ang araw ng pag-sign in, umuusad ka sa reward cycle; kapag may lumaktaw na araw, magsisimula ulit ito.',
      CN: '无需申请：每天在每日签到页面签到一次，当天的奖励就会放入你的领取中心。连续签到可推进奖励周期；中断一天则从头开始。',
      VI: 'Không cần đăng ký: điểm danh mỗi ngày một lần tại trang điểm danh hằng ngày, phần thưởng của ngày sẽ được chuyển vào trung tâm nhận thưởng của bạn. Điểm danh liên tục giúp bạn tiến dần trong chu kỳ thưởng; bỏ lỡ một ngày thì chu kỳ bắt đầu lại.',
      TH: 'ไม่ต้องสมัคร: เช็กอินวันละครั้งที่หน้าเช็กอินรายวัน แล้วรางวัลของวันนั้นจะเข้าไปที่ศูนย์รับรางวัลของคุณ เช็กอินติดต่อกันทุกวันจะเลื่อนไปตามรอบรางวัล หากขาดไปหนึ่งวัน รอบจะเริ่มใหม่',
      JA: '申請は不要です。毎日のサインインページで1日1回サインインすると、その日のリワードが受取センターに届きます。連続してサインインするとリワードのサイクルが進み、1日でも空くと最初からになります。',
    },
    terms: {
      EN: 'One sign-in per calendar day, Philippine time. Rewards must be claimed in the receiving centre before they expire. The operator may change the daily amounts; the page always shows the current ones.',
      PT: 'Um check-in por dia, no horário das Filipinas. As recompensas devem ser resgatadas na central de recebimento antes de expirarem. O operador pode alterar os valores diários; a página sempre mostra os valores atuais.',
      TY: 'Isang sign-in bawat araw, oras sa Pilipinas. Kailangang i-claim ang mga reward sa receiving centre bago mag-expire. Maaaring baguhin ng operator ang halaga kada araw; laging ipinapakita ng page ang kasalukuyang halaga.',
      CN: '每个自然日（菲律宾时间）可签到一次。奖励须在过期前于领取中心领取。运营方可能调整每日奖励金额，以页面显示的当前金额为准。',
      VI: 'Mỗi ngày (theo giờ Philippines) điểm danh một lần. Phần thưởng phải được nhận tại trung tâm nhận thưởng trước khi hết hạn. Nhà điều hành có thể thay đổi mức thưởng hằng ngày; trang luôn hiển thị mức hiện tại.',
      TH: 'เช็กอินได้วันละหนึ่งครั้งตามเวลาฟิลิปปินส์ ต้องกดรับรางวัลที่ศูนย์รับรางวัลก่อนหมดอายุ ผู้ให้บริการอาจเปลี่ยนจำนวนรางวัลรายวันได้ หน้าเช็กอินจะแสดงจำนวนปัจจุบันเสมอ',
      JA: 'サインインはフィリピン時間で1日1回です。リワードは有効期限内に受取センターで受け取ってください。1日ごとの金額は運営が変更することがあり、ページには常に現在の金額が表示されます。',
    },
  },
  {
    bannerUrl: '/m/banners/vip-levels.svg',
    startsInDays: 14,
    endsInDays: 44,
    needsApplication: true,
    reward: 50,
    titles: {
      EN: 'Slots story week: share your best moment',
      PT: 'Semana das histórias nos slots: conte seu melhor momento',
      TY: 'Slots story week: ibahagi ang pinakamasaya mong sandali',
      CN: '老虎机故事周：分享你的精彩时刻',
      VI: 'Tuần chuyện slot: chia sẻ khoảnh khắc đáng nhớ',
      TH: 'สัปดาห์เล่าเรื่องสล็อต: แชร์ช่วงเวลาที่ดีที่สุดของคุณ',
      JA: 'スロット・ストーリーウィーク：最高の瞬間をシェア',
    },
    bodies: {
      EN: 'Coming soon. During the promotion, tell us in a few words about a favourite moment in one of our slots, with up to three screenshots. Our team reads every story; approved ones receive ₱50 in the receiving centre. It does not matter whether you won or lost.',
      PT: 'Em breve. Durante a promoção, conte em poucas palavras um momento favorito em um dos nossos slots, com até três prints. Nossa equipe lê cada história; as aprovadas recebem ₱50 na central de recebimento. Não importa se você ganhou ou perdeu.',
      TY: 'Malapit na. Habang tumatakbo ang promo, ikuwento sa ilang salita ang paborito mong sandali sa isa sa aming mga slot, kasama ang hanggang tatlong screenshot. Binabasa ng aming team ang bawat kuwento; ang maaaprubahan ay makakatanggap ng ₱50 sa receiving centre. Hindi mahalaga kung nanalo ka o natalo.',
      CN: '即将开始。活动期间，用几句话讲讲你在我们某款老虎机中最喜欢的时刻，最多可附三张截图。我们的团队会阅读每一个故事，审核通过者可在领取中心获得 ₱50。输赢都没关系。',
      VI: 'Sắp diễn ra. Trong thời gian khuyến mãi, hãy kể vài dòng về một khoảnh khắc bạn thích trong một trò slot của chúng tôi, kèm tối đa ba ảnh chụp màn hình. Đội ngũ của chúng tôi đọc từng câu chuyện; câu chuyện được duyệt sẽ nhận ₱50 trong trung tâm nhận thưởng. Thắng hay thua đều không quan trọng.',
      TH: 'เร็ว ๆ นี้ ระหว่างโปรโมชัน เล่าช่วงเวลาที่คุณชอบในสล็อตของเราสั้น ๆ พร้อมภาพหน้าจอได้สูงสุดสามภาพ ทีมงานอ่านทุกเรื่อง เรื่องที่ได้รับอนุมัติจะได้รับ ₱50 ที่ศูนย์รับรางวัล ไม่ว่าคุณจะได้หรือเสียก็ตาม',
      JA: '近日開始。キャンペーン期間中に、当サイトのスロットでのお気に入りの瞬間を短い文章で教えてください（スクリーンショットは3枚まで）。スタッフがすべてのストーリーを読み、承認されたものには受取センターに₱50が届きます。勝ち負けは問いません。',
    },
    terms: {
      EN: 'One application per player, sent during the promotion period. Stories must be your own and must not show other players’ personal details. The reward is given only after approval and must be claimed before it expires.',
      PT: 'Uma solicitação por jogador, enviada durante o período da promoção. As histórias devem ser suas e não podem mostrar dados pessoais de outros jogadores. A recompensa só é concedida após a aprovação e deve ser resgatada antes de expirar.',
      TY: 'Isang application bawat player, ipinadala habang tumatakbo ang promo. Dapat sa iyo ang kuwento at hindi dapat makita rito ang personal na detalye ng ibang player. Ibinibigay lang ang reward pagkatapos maaprubahan at kailangang i-claim bago mag-expire.',
      CN: '每位玩家限在活动期间提交一次申请。故事须为你本人的经历，且不得显示其他玩家的个人信息。奖励仅在审核通过后发放，须在过期前领取。',
      VI: 'Mỗi người chơi gửi một đơn trong thời gian khuyến mãi. Câu chuyện phải là của chính bạn và không được để lộ thông tin cá nhân của người chơi khác. Phần thưởng chỉ được trao sau khi duyệt và phải được nhận trước khi hết hạn.',
      TH: 'ผู้เล่นหนึ่งคนสมัครได้หนึ่งครั้งในช่วงโปรโมชัน เรื่องราวต้องเป็นของคุณเองและต้องไม่เปิดเผยข้อมูลส่วนตัวของผู้เล่นคนอื่น รางวัลจะได้รับหลังการอนุมัติเท่านั้น และต้องกดรับก่อนหมดอายุ',
      JA: '申請はお一人様1回、キャンペーン期間中に限ります。ストーリーはご自身のものに限り、他のプレイヤーの個人情報が写らないようにしてください。リワードは承認後にのみ付与され、有効期限内に受け取る必要があります。',
    },
  },
  {
    // The app-download bonus the download bar's gift explains (R-PROMO-17, setting appDownloadActivity).
    appDownload: true,
    bannerUrl: '/m/banners/vip-host.svg',
    startsInDays: -1,
    endsInDays: 365,
    needsApplication: true,
    reward: 20,
    titles: {
      EN: 'App download bonus: ₱20',
      PT: 'Bônus por baixar o app: ₱20',
      TY: 'App download bonus: ₱20',
      CN: '下载 App 奖励：₱20',
      VI: 'Thưởng tải ứng dụng: ₱20',
      TH: 'โบนัสดาวน์โหลดแอป: ₱20',
      JA: 'アプリダウンロードボーナス：₱20',
    },
    bodies: {
      EN: 'Install our app from the download bar, log in with your account, and apply here once with a screenshot of the app open on your phone. Our team checks every application by hand, usually within two working days. If it is approved, ₱20 waits for you in the receiving centre.',
      PT: 'Instale nosso app pela barra de download, entre com sua conta e envie uma solicitação aqui, uma única vez, com um print do app aberto no seu celular. Nossa equipe analisa cada solicitação manualmente, em geral em até dois dias úteis. Se for aprovada, ₱20 ficam esperando por você na central de recebimento.',
      TY: 'I-install ang aming app mula sa download bar, mag-log in gamit ang account mo, at mag-apply dito nang isang beses kasama ang screenshot ng app na nakabukas sa phone mo. Sinusuri ng aming team ang bawat application, kadalasan sa loob ng dalawang araw ng trabaho. Kapag naaprubahan, naghihintay sa iyo ang ₱20 sa receiving centre.',
      CN: '通过下载栏安装我们的 App，用你的账号登录，然后在此提交一次申请，并附上 App 在你手机上打开时的截图。我们的团队会逐一人工审核，通常在两个工作日内完成。审核通过后，₱20 将放入领取中心等你领取。',
      VI: 'Cài ứng dụng của chúng tôi từ thanh tải xuống, đăng nhập bằng tài khoản của bạn, rồi gửi đơn tại đây một lần kèm ảnh chụp màn hình ứng dụng đang mở trên điện thoại. Đội ngũ của chúng tôi xét duyệt từng đơn thủ công, thường trong vòng hai ngày làm việc. Nếu được duyệt, ₱20 sẽ chờ bạn trong trung tâm nhận thưởng.',
      TH: 'ติดตั้งแอปของเราจากแถบดาวน์โหลด เข้าสู่ระบบด้วยบัญชีของคุณ แล้วสมัครที่นี่หนึ่งครั้งพร้อมภาพหน้าจอตอนเปิดแอปบนโทรศัพท์ ทีมงานตรวจทุกใบสมัครด้วยตนเอง โดยปกติภายในสองวันทำการ หากได้รับอนุมัติ ₱20 จะรอคุณอยู่ที่ศูนย์รับรางวัล',
      JA: 'ダウンロードバーから当サイトのアプリをインストールし、ご自分のアカウントでログインしてから、スマートフォンでアプリを開いた画面のスクリーンショットを添えて、ここから一度だけ申請してください。申請はスタッフが1件ずつ確認し、通常2営業日以内に対応します。承認されると、受取センターに₱20が届きます。',
    },
    terms: {
      EN: 'One application per player and per phone. The screenshot must show our app open and logged in to your own account. The reward is given only after approval, and must be claimed in the receiving centre before it expires; like every reward, it must be wagered once before it can be withdrawn. Available to real-money accounts aged 21 and over.',
      PT: 'Uma solicitação por jogador e por celular. O print deve mostrar nosso app aberto e conectado à sua própria conta. A recompensa só é concedida após a aprovação e deve ser resgatada na central de recebimento antes de expirar; como toda recompensa, precisa ser apostada uma vez antes de poder ser sacada. Disponível para contas com dinheiro real de maiores de 21 anos.',
      TY: 'Isang application bawat player at bawat phone. Dapat makita sa screenshot na bukas ang aming app at naka-log in sa sarili mong account. Ibinibigay lang ang reward pagkatapos maaprubahan, at kailangang i-claim sa receiving centre bago ito mag-expire; gaya ng bawat reward, kailangan itong itaya nang isang beses bago ma-withdraw. Para lang sa real-money account na 21 taong gulang pataas.',
      CN: '每位玩家、每部手机限申请一次。截图须显示我们的 App 已打开并登录你本人的账号。奖励仅在审核通过后发放，须在过期前于领取中心领取；与所有奖励一样，须先投注一倍方可提现。仅限年满 21 岁的真钱账户参与。',
      VI: 'Mỗi người chơi và mỗi điện thoại chỉ gửi một đơn. Ảnh chụp phải cho thấy ứng dụng của chúng tôi đang mở và đăng nhập vào chính tài khoản của bạn. Phần thưởng chỉ được trao sau khi duyệt và phải được nhận tại trung tâm nhận thưởng trước khi hết hạn; như mọi phần thưởng, cần cược đủ một lần trước khi rút. Dành cho tài khoản tiền thật từ 21 tuổi trở lên.',
      TH: 'ผู้เล่นหนึ่งคนและโทรศัพท์หนึ่งเครื่องสมัครได้หนึ่งครั้ง ภาพหน้าจอต้องแสดงแอปของเราที่เปิดอยู่และเข้าสู่ระบบด้วยบัญชีของคุณเอง รางวัลจะได้รับหลังการอนุมัติเท่านั้น และต้องกดรับที่ศูนย์รับรางวัลก่อนหมดอายุ เช่นเดียวกับทุกรางวัล ต้องมียอดเดิมพันครบหนึ่งเท่าก่อนถอน สำหรับบัญชีเงินจริงที่มีอายุ 21 ปีขึ้นไป',
      JA: '申請はお一人様・端末1台につき1回までです。スクリーンショットには、当サイトのアプリが開いていて、ご本人のアカウントでログインしている画面が写っている必要があります。リワードは承認後にのみ付与され、有効期限内に受取センターで受け取る必要があります。他のリワードと同様、出金の前に1倍のベットが必要です。21歳以上のリアルマネーアカウントが対象です。',
    },
  },
];

/** The demo's activities as rows, their periods counted from `now`. */
export function demoActivityRows(now = Date.now()) {
  return DEMO_ACTIVITIES.map((activity, position) => ({
    titles: activity.titles,
    bodies: activity.bodies,
    terms: activity.terms,
    bannerUrl: activity.bannerUrl,
    startsAt: new Date(now + activity.startsInDays * DAY_MS),
    endsAt: new Date(now + activity.endsInDays * DAY_MS),
    needsApplication: activity.needsApplication,
    rewardAmount: activity.reward * 100,
    position,
  }));
}
