import type { Language } from '@app/contracts';

export interface SecurityQuestionEntry {
  /** Stored with each answer: never renumber or reuse an id, only add new ones. */
  id: number;
  text: Record<Language, string>;
}

/**
 * The questions a member may choose (R-API-41). Each asks for something the member remembers for
 * years, that does not change, and that is not printed on a public profile or an ID card.
 */
export const SECURITY_QUESTIONS: readonly SecurityQuestionEntry[] = [
  {
    id: 1,
    text: {
      EN: 'What was the name of your first pet?',
      PT: 'Qual era o nome do seu primeiro animal de estimação?',
      TY: 'Ano ang pangalan ng una mong alagang hayop?',
      CN: '您的第一只宠物叫什么名字？',
      VI: 'Tên thú cưng đầu tiên của bạn là gì?',
      TH: 'สัตว์เลี้ยงตัวแรกของคุณชื่ออะไร',
      JA: '初めて飼ったペットの名前は何ですか？',
    },
  },
  {
    id: 2,
    text: {
      EN: 'In which city were you born?',
      PT: 'Em que cidade você nasceu?',
      TY: 'Saang lungsod ka ipinanganak?',
      CN: '您出生在哪个城市？',
      VI: 'Bạn sinh ra ở thành phố nào?',
      TH: 'คุณเกิดที่เมืองใด',
      JA: '生まれた街の名前は何ですか？',
    },
  },
  {
    id: 3,
    text: {
      EN: 'What was the name of your first school?',
      PT: 'Qual era o nome da sua primeira escola?',
      TY: 'Ano ang pangalan ng una mong paaralan?',
      CN: '您上的第一所学校叫什么名字？',
      VI: 'Trường học đầu tiên của bạn tên là gì?',
      TH: 'โรงเรียนแห่งแรกของคุณชื่ออะไร',
      JA: '最初に通った学校の名前は何ですか？',
    },
  },
  {
    id: 4,
    text: {
      EN: 'What is the first name of your best friend from childhood?',
      PT: 'Qual é o primeiro nome do seu melhor amigo de infância?',
      TY: 'Ano ang pangalan ng matalik mong kaibigan noong bata ka?',
      CN: '您儿时最好的朋友叫什么名字？',
      VI: 'Bạn thân thời thơ ấu của bạn tên là gì?',
      TH: 'เพื่อนสนิทสมัยเด็กของคุณชื่ออะไร',
      JA: '子どもの頃の親友の名前は何ですか？',
    },
  },
  {
    id: 5,
    text: {
      EN: 'What was your childhood nickname?',
      PT: 'Qual era o seu apelido de infância?',
      TY: 'Ano ang palayaw mo noong bata ka?',
      CN: '您小时候的小名是什么？',
      VI: 'Biệt danh hồi nhỏ của bạn là gì?',
      TH: 'ชื่อเล่นสมัยเด็กของคุณคืออะไร',
      JA: '子どもの頃のあだ名は何ですか？',
    },
  },
  {
    id: 6,
    text: {
      EN: 'What was the name of your first teacher?',
      PT: 'Qual era o nome do seu primeiro professor ou professora?',
      TY: 'Ano ang pangalan ng una mong guro?',
      CN: '您的第一位老师叫什么名字？',
      VI: 'Giáo viên đầu tiên của bạn tên là gì?',
      TH: 'ครูคนแรกของคุณชื่ออะไร',
      JA: '最初の担任の先生の名前は何ですか？',
    },
  },
];
