import type { Language } from '@app/contracts';
import type { depositPromos } from '../schema/index.js';

type Text = Record<Language, string>;

const DAY_MS = 86_400_000;

/** The demo deposit promotion: 50 % up to ₱500 on ₱200 or more, wagered 10 times within 7 days. */
const TITLES: Text = {
  EN: 'Deposit bonus: 50% up to ₱500',
  PT: 'Bônus de depósito: 50% até ₱500',
  TY: 'Bonus sa deposito: 50% hanggang ₱500',
  CN: '存款红利：50%，最高 ₱500',
  VI: 'Thưởng nạp tiền: 50%, tối đa ₱500',
  TH: 'โบนัสเงินฝาก 50% สูงสุด ₱500',
  JA: '入金ボーナス：50%（最大₱500）',
};

const TERMS: Text = {
  EN: 'Deposit ₱200 or more with this offer and receive 50% of it as bonus money, up to ₱500, as soon as the deposit is paid. Your bets use your own money first and bonus money only after it. The bonus and what it wins become withdrawable once you have bet 10 times the bonus within 7 days; after that, what is left of it is removed. Asking for a withdrawal earlier, or giving the bonus up, removes what is left of it. One bonus at a time, once per member. Play only with money you can afford to lose.',
  PT: 'Deposite ₱200 ou mais com esta oferta e receba 50% do valor como bônus, até ₱500, assim que o depósito for pago. Suas apostas usam primeiro o seu próprio dinheiro e só depois o bônus. O bônus e o que ele ganhar podem ser sacados depois que você apostar 10 vezes o valor do bônus em até 7 dias; passado esse prazo, o que restar dele é removido. Pedir um saque antes disso, ou desistir do bônus, remove o que restar dele. Um bônus por vez, uma vez por membro. Jogue apenas com dinheiro que você pode perder.',
  TY: 'Mag-deposito ng ₱200 o higit pa gamit ang alok na ito at makatanggap ng 50% nito bilang bonus, hanggang ₱500, sa sandaling mabayaran ang deposito. Sariling pera mo muna ang gagamitin sa taya, saka pa lang ang bonus. Mawi-withdraw ang bonus at ang mga panalo nito kapag nakapagtaya ka na ng 10 beses ng halaga ng bonus sa loob ng 7 araw; pagkatapos nito, aalisin ang natitira. Kapag nag-withdraw ka bago iyon, o isinuko mo ang bonus, aalisin ang natitira rito. Isang bonus lang sa isang pagkakataon, isang beses bawat miyembro. Maglaro lang gamit ang perang kaya mong mawala.',
  CN: '使用此优惠存款 ₱200 或以上，存款到账后即可获得存款金额 50% 的红利，最高 ₱500。投注时先使用您自己的资金，用完后才使用红利。在 7 天内完成红利金额 10 倍的投注后，红利及其赢得的金额即可提款；逾期未完成，剩余红利将被扣除。在此之前申请提款或放弃红利，剩余红利将被扣除。每次仅限一个红利，每位会员限参加一次。请只用您输得起的钱娱乐。',
  VI: 'Nạp từ ₱200 trở lên với ưu đãi này để nhận 50% số tiền nạp làm tiền thưởng, tối đa ₱500, ngay khi khoản nạp được thanh toán. Khi cược, tiền của bạn được dùng trước, tiền thưởng chỉ được dùng sau đó. Tiền thưởng và tiền thắng từ nó có thể rút sau khi bạn cược đủ 10 lần số tiền thưởng trong vòng 7 ngày; quá hạn, phần còn lại sẽ bị thu hồi. Nếu yêu cầu rút tiền trước đó hoặc từ bỏ tiền thưởng, phần còn lại sẽ bị thu hồi. Mỗi lúc chỉ một khoản thưởng, mỗi thành viên một lần. Chỉ chơi bằng số tiền bạn có thể chấp nhận mất.',
  TH: 'ฝากเงินตั้งแต่ ₱200 ขึ้นไปพร้อมข้อเสนอนี้ รับโบนัส 50% ของยอดฝาก สูงสุด ₱500 ทันทีที่การฝากเงินสำเร็จ การเดิมพันจะใช้เงินของคุณเองก่อน แล้วจึงใช้เงินโบนัส โบนัสและเงินที่ได้จากโบนัสจะถอนได้เมื่อคุณเดิมพันครบ 10 เท่าของโบนัสภายใน 7 วัน หากเลยกำหนด ส่วนที่เหลือจะถูกหักออก การขอถอนเงินก่อนครบเงื่อนไข หรือการสละโบนัส จะทำให้ส่วนที่เหลือถูกหักออก รับได้ครั้งละหนึ่งโบนัส สมาชิกละหนึ่งครั้ง เล่นเฉพาะเงินที่คุณเสียได้เท่านั้น',
  JA: 'この特典で₱200以上を入金すると、入金の完了と同時に入金額の50%（最大₱500）をボーナスとして受け取れます。ベットにはまずご自身の資金が使われ、ボーナスはその後に使われます。7日以内にボーナス額の10倍をベットすると、ボーナスとその勝利金を出金できます。期限を過ぎると、残りのボーナスは取り消されます。それより前に出金を申請した場合や、ボーナスを放棄した場合も、残りは取り消されます。ボーナスは同時に1つまで、お一人様1回限りです。失っても困らない範囲でお楽しみください。',
};

export function demoDepositPromoRow(): typeof depositPromos.$inferInsert {
  return {
    titles: TITLES,
    terms: TERMS,
    percentBp: 5000,
    maxBonus: 50_000,
    minDeposit: 20_000,
    wageringMultiple: 10,
    expiryDays: 7,
    startsAt: new Date(Date.now() - DAY_MS),
    endsAt: null,
    oncePerMember: true,
  };
}
