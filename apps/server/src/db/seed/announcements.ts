import type { Language } from '@app/contracts';

/**
 * Operator-written demo content for a fresh site: home banners (group m_home), marquee lines and
 * lobby news, in every language. The banner images are served by the web (public/banners/).
 */

type Text = Record<Language, string>;

export const DEMO_BANNERS: { key: string; imageUrl: string; url: string; title: Text; content: Text }[] = [
  {
    key: 'welcome',
    imageUrl: '/m/banners/welcome.svg',
    // Sign-up is the header's Register; the welcome points at the games instead of repeating it.
    url: '/m/rng',
    title: {
      EN: 'Welcome to PerlaPlay',
      PT: 'Bem-vindo à PerlaPlay',
      TY: 'Maligayang pagdating sa PerlaPlay',
      CN: '欢迎来到 PerlaPlay',
      VI: 'Chào mừng đến với PerlaPlay',
      TH: 'ยินดีต้อนรับสู่ PerlaPlay',
      JA: 'PerlaPlayへようこそ',
    },
    content: {
      EN: 'Our own slots, made for your phone. Tap to see them all.',
      PT: 'Nossos próprios slots, feitos para o seu celular. Toque para ver todos.',
      TY: 'Sariling slots namin, gawa para sa phone mo. Pindutin para makita lahat.',
      CN: '我们自研的老虎机，专为手机打造。点击查看全部。',
      VI: 'Slot do chính chúng tôi phát triển, dành riêng cho điện thoại. Chạm để xem tất cả.',
      TH: 'สล็อตของเราเอง ออกแบบมาเพื่อมือถือ แตะเพื่อดูทั้งหมด',
      JA: 'スマホ向けに作ったオリジナルスロット。タップしてすべて見る。',
    },
  },
  {
    key: 'play-safe',
    imageUrl: '/m/banners/play-safe.svg',
    url: '/m/help',
    title: {
      EN: 'Play responsibly',
      PT: 'Jogue com responsabilidade',
      TY: 'Maglaro nang responsable',
      CN: '理性游戏',
      VI: 'Chơi có trách nhiệm',
      TH: 'เล่นอย่างรับผิดชอบ',
      JA: '責任あるプレイを',
    },
    content: {
      EN: 'Set deposit limits or take a break whenever you need. The help centre explains how.',
      PT: 'Defina limites de depósito ou faça uma pausa quando precisar. A central de ajuda explica como.',
      TY: 'Magtakda ng limitasyon sa deposito o magpahinga kung kailangan. Nasa help centre ang paliwanag.',
      CN: '随时可以设置存款限额或暂停游戏，帮助中心有详细说明。',
      VI: 'Đặt hạn mức nạp tiền hoặc tạm nghỉ bất cứ khi nào bạn cần. Trung tâm trợ giúp có hướng dẫn chi tiết.',
      TH: 'ตั้งวงเงินฝากหรือพักการเล่นได้ทุกเมื่อ ศูนย์ช่วยเหลือมีคำแนะนำโดยละเอียด',
      JA: '入金上限の設定や休止はいつでもできます。方法はヘルプセンターで確認できます。',
    },
  },
  {
    key: 'favourites',
    imageUrl: '/m/banners/favourites.svg',
    url: '/m/fav',
    title: {
      EN: 'Your favourites, one tap away',
      PT: 'Seus favoritos a um toque',
      TY: 'Mga paborito mo, isang pindot lang',
      CN: '收藏游戏，一键直达',
      VI: 'Trò chơi yêu thích chỉ với một chạm',
      TH: 'เกมโปรดของคุณ แค่แตะเดียว',
      JA: 'お気に入りにワンタップで',
    },
    content: {
      EN: 'Tap the star on any game to keep it in your favourites.',
      PT: 'Toque na estrela de qualquer jogo para guardá-lo nos favoritos.',
      TY: 'Pindutin ang bituin sa kahit anong laro para idagdag ito sa iyong mga paborito.',
      CN: '点击任意游戏上的星标，即可加入收藏。',
      VI: 'Chạm vào ngôi sao trên trò chơi bất kỳ để thêm vào mục yêu thích.',
      TH: 'แตะรูปดาวบนเกมใดก็ได้เพื่อเก็บไว้ในรายการโปรด',
      JA: 'ゲームの星マークをタップすると、お気に入りに追加できます。',
    },
  },
];

export const DEMO_MARQUEE: Text[] = [
  {
    EN: 'PerlaPlay is for players aged 21 and over. Please play responsibly.',
    PT: 'A PerlaPlay é para maiores de 21 anos. Jogue com responsabilidade.',
    TY: 'Para lamang sa edad 21 pataas ang PerlaPlay. Maglaro nang responsable.',
    CN: 'PerlaPlay 仅面向年满 21 岁的玩家，请理性游戏。',
    VI: 'PerlaPlay chỉ dành cho người chơi từ 21 tuổi trở lên. Hãy chơi có trách nhiệm.',
    TH: 'PerlaPlay สำหรับผู้เล่นอายุ 21 ปีขึ้นไปเท่านั้น โปรดเล่นอย่างรับผิดชอบ',
    JA: 'PerlaPlayは21歳以上の方が対象です。責任あるプレイをお願いします。',
  },
  {
    EN: 'Never share your password or SMS code. Our staff will never ask for them.',
    PT: 'Nunca compartilhe sua senha ou código SMS. Nossa equipe nunca vai pedi-los.',
    TY: 'Huwag ibahagi ang iyong password o SMS code. Hindi ito kailanman hihingin ng aming staff.',
    CN: '请勿向任何人透露密码或短信验证码，我们的工作人员绝不会索取。',
    VI: 'Không chia sẻ mật khẩu hoặc mã SMS với bất kỳ ai. Nhân viên của chúng tôi không bao giờ yêu cầu những thông tin này.',
    TH: 'อย่าเปิดเผยรหัสผ่านหรือรหัส SMS แก่ผู้ใด เจ้าหน้าที่ของเราจะไม่ขอข้อมูลเหล่านี้',
    JA: 'パスワードやSMSコードは誰にも教えないでください。当社スタッフがお尋ねすることはありません。',
  },
];

export const DEMO_NEWS: { title: Text; content: Text; daysAgo: number }[] = [
  {
    daysAgo: 2,
    title: {
      EN: 'PerlaPlay is open',
      PT: 'A PerlaPlay está no ar',
      TY: 'Bukas na ang PerlaPlay',
      CN: 'PerlaPlay 正式上线',
      VI: 'PerlaPlay chính thức ra mắt',
      TH: 'PerlaPlay เปิดให้บริการแล้ว',
      JA: 'PerlaPlayがオープンしました',
    },
    content: {
      EN: '<p>Our new mobile site is live. Create an account, save your favourite games and find them again in one tap.</p>',
      PT: '<p>Nosso novo site para celular está no ar. Crie sua conta, salve seus jogos favoritos e encontre-os de novo com um toque.</p>',
      TY: '<p>Live na ang aming bagong mobile site. Gumawa ng account, i-save ang mga paborito mong laro at balikan ang mga ito sa isang pindot.</p>',
      CN: '<p>全新手机网站现已上线。注册账号、收藏喜爱的游戏，一键即可再次打开。</p>',
      VI: '<p>Trang web di động mới của chúng tôi đã hoạt động. Hãy tạo tài khoản, lưu các trò chơi yêu thích và mở lại chỉ với một chạm.</p>',
      TH: '<p>เว็บไซต์มือถือใหม่ของเราเปิดใช้งานแล้ว สมัครสมาชิก บันทึกเกมโปรด แล้วกลับมาเล่นได้ในแตะเดียว</p>',
      JA: '<p>新しいモバイルサイトを公開しました。アカウントを作成してお気に入りのゲームを保存すれば、ワンタップでまた遊べます。</p>',
    },
  },
  {
    daysAgo: 1,
    title: {
      EN: 'Keep your account safe',
      PT: 'Mantenha sua conta segura',
      TY: 'Panatilihing ligtas ang iyong account',
      CN: '保护您的账户安全',
      VI: 'Bảo vệ tài khoản của bạn',
      TH: 'รักษาบัญชีของคุณให้ปลอดภัย',
      JA: 'アカウントを安全に保つために',
    },
    content: {
      EN: '<p>Use a long password that you do not use anywhere else, and set a payment password in the member centre.</p>',
      PT: '<p>Use uma senha longa que você não usa em nenhum outro lugar e defina uma senha de pagamento na central do membro.</p>',
      TY: '<p>Gumamit ng mahabang password na hindi mo ginagamit sa ibang lugar, at magtakda ng payment password sa member centre.</p>',
      CN: '<p>请使用未在其他地方用过的长密码，并在会员中心设置支付密码。</p>',
      VI: '<p>Hãy dùng mật khẩu dài mà bạn không dùng ở nơi khác, và đặt mật khẩu thanh toán trong trung tâm thành viên.</p>',
      TH: '<p>ใช้รหัสผ่านยาวที่ไม่ซ้ำกับที่อื่น และตั้งรหัสผ่านสำหรับการชำระเงินในศูนย์สมาชิก</p>',
      JA: '<p>ほかで使っていない長いパスワードを使い、会員センターで支払いパスワードを設定しましょう。</p>',
    },
  },
];

/** One banner each for the VIP page's Levels and Host tabs (R-VIP-06, R-VIP-07). */
export const DEMO_VIP_BANNERS: {
  groupName: 'm_viplevels' | 'm_viphost';
  imageUrl: string;
  url: string;
  title: Text;
  content: Text;
}[] = [
  {
    groupName: 'm_viplevels',
    imageUrl: '/m/banners/vip-levels.svg',
    url: '/m/member/benefits',
    title: {
      EN: 'Climb the VIP levels',
      PT: 'Suba nos níveis VIP',
      TY: 'Umakyat sa mga VIP level',
      CN: '逐级晋升 VIP',
      VI: 'Thăng hạng VIP',
      TH: 'ไต่ระดับ VIP',
      JA: 'VIPレベルを上げよう',
    },
    content: {
      EN: '21 levels, each with its own salary and weekly cashback.',
      PT: '21 níveis, cada um com seu salário e cashback semanal.',
      TY: '21 level, bawat isa may sariling sahod at lingguhang cashback.',
      CN: '21 个等级，每级都有专属薪资和每周返水。',
      VI: '21 cấp, mỗi cấp có lương và hoàn tiền hằng tuần riêng.',
      TH: '21 ระดับ แต่ละระดับมีเงินเดือนและเงินคืนรายสัปดาห์ของตัวเอง',
      JA: '全21レベル、それぞれに給与と毎週のキャッシュバック。',
    },
  },
  {
    groupName: 'm_viphost',
    imageUrl: '/m/banners/vip-host.svg',
    url: '/m/member/benefits',
    title: {
      EN: 'Your personal VIP host',
      PT: 'Seu anfitrião VIP pessoal',
      TY: 'Ang iyong personal na VIP host',
      CN: '您的专属 VIP 客服',
      VI: 'Chuyên viên VIP riêng của bạn',
      TH: 'โฮสต์ VIP ส่วนตัวของคุณ',
      JA: '専属VIPホスト',
    },
    content: {
      EN: 'From GOLD, a dedicated host looks after your account.',
      PT: 'A partir do GOLD, um anfitrião dedicado cuida da sua conta.',
      TY: 'Mula GOLD, may nakatalagang host na mag-aasikaso sa iyong account.',
      CN: '从 GOLD 等级起，由专属客服照顾您的账户。',
      VI: 'Từ hạng GOLD, một chuyên viên riêng chăm sóc tài khoản của bạn.',
      TH: 'ตั้งแต่ระดับ GOLD จะมีโฮสต์ส่วนตัวดูแลบัญชีของคุณ',
      JA: 'GOLDから、専属ホストがあなたのアカウントをサポートします。',
    },
  },
];
