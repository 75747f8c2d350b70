// The demo question bank's text: Scrum certification questions in English, Chinese and Japanese, the
// assessments they belong to and the test platform's categories they are filed under. Written by hand,
// plus a few families of questions made from tables (who is accountable for what, the events' timeboxes,
// the artifacts' commitments), so the bank holds a few hundred questions that read like real ones.

export type Lang = 'en' | 'zh' | 'ja';
export type Texts = Record<Lang, string>;

export interface DemoAssessment {
  code: string;
  name: string;
  passMarkPercent: number;
  timeLimitMinutes: number;
  questionCount: number;
  languageIds: Lang[];
}

export const demoAssessments: DemoAssessment[] = [
  {
    code: 'PSM-I',
    name: 'Professional Scrum Master I',
    passMarkPercent: 85,
    timeLimitMinutes: 60,
    questionCount: 80,
    languageIds: ['en', 'zh', 'ja'],
  },
  {
    code: 'PSM-II',
    name: 'Professional Scrum Master II',
    passMarkPercent: 85,
    timeLimitMinutes: 90,
    questionCount: 30,
    languageIds: ['en', 'ja'],
  },
  {
    code: 'PSPO-I',
    name: 'Professional Scrum Product Owner I',
    passMarkPercent: 85,
    timeLimitMinutes: 60,
    questionCount: 80,
    languageIds: ['en', 'zh', 'ja'],
  },
  {
    code: 'PSD-I',
    name: 'Professional Scrum Developer I',
    passMarkPercent: 85,
    timeLimitMinutes: 60,
    questionCount: 80,
    languageIds: ['en'],
  },
];

/** Parent categories and their categories, by a key the questions use, named in each language. */
export const demoCategoryTree: { parent: Texts; categories: { key: string; name: Texts }[] }[] = [
  {
    parent: { en: 'Scrum Foundations', zh: 'Scrum 基础', ja: 'スクラムの基礎' },
    categories: [
      { key: 'theory', name: { en: 'Scrum Theory', zh: 'Scrum 理论', ja: 'スクラムの理論' } },
      { key: 'values', name: { en: 'Scrum Values', zh: 'Scrum 价值观', ja: 'スクラムの価値基準' } },
    ],
  },
  {
    parent: { en: 'Scrum Team', zh: 'Scrum 团队', ja: 'スクラムチーム' },
    categories: [
      { key: 'roles', name: { en: 'Scrum Roles', zh: 'Scrum 角色', ja: 'スクラムの役割' } },
      { key: 'self-management', name: { en: 'Self-Management', zh: '自我管理', ja: '自己管理' } },
    ],
  },
  {
    parent: { en: 'Scrum Events', zh: 'Scrum 事件', ja: 'スクラムイベント' },
    categories: [
      { key: 'events', name: { en: 'Events', zh: '事件', ja: 'イベント' } },
      { key: 'timeboxes', name: { en: 'Timeboxes', zh: '时间盒', ja: 'タイムボックス' } },
    ],
  },
  {
    parent: { en: 'Scrum Artifacts', zh: 'Scrum 工件', ja: 'スクラムの作成物' },
    categories: [
      { key: 'artifacts', name: { en: 'Artifacts', zh: '工件', ja: '作成物' } },
      { key: 'done', name: { en: 'Definition of Done', zh: '完成的定义', ja: '完成の定義' } },
    ],
  },
  {
    parent: { en: 'Product Ownership', zh: '产品负责', ja: 'プロダクトオーナーシップ' },
    categories: [
      { key: 'value', name: { en: 'Product Value', zh: '产品价值', ja: 'プロダクトの価値' } },
      { key: 'backlog', name: { en: 'Backlog Management', zh: '待办事项列表管理', ja: 'バックログの管理' } },
    ],
  },
];

export interface DemoAnswer {
  text: Texts;
  correct: boolean;
}

export interface DemoQuestion {
  category: string;
  type: 'multiplechoice' | 'truefalse' | 'essay';
  prompt: Texts;
  feedback: Texts;
  /** Multiple choice only; true/false uses `isTrue`. */
  answers: DemoAnswer[];
  isTrue?: boolean;
  assessments: string[];
}

const t = (en: string, zh: string, ja: string): Texts => ({ en, zh, ja });
const right = (text: Texts): DemoAnswer => ({ text, correct: true });
const wrong = (text: Texts): DemoAnswer => ({ text, correct: false });

const PO = t('The Product Owner', '产品负责人', 'プロダクトオーナー');
const SM = t('The Scrum Master', 'Scrum Master', 'スクラムマスター');
const DEVS = t('The Developers', '开发人员', '開発者');
const STAKEHOLDERS = t('The stakeholders', '利益相关者', 'ステークホルダー');
const MANAGER = t('The project manager', '项目经理', 'プロジェクトマネージャー');
const GUIDE = t('See the Scrum Guide.', '参见《Scrum 指南》。', 'スクラムガイドを参照してください。');

const mc = (
  category: string,
  prompt: Texts,
  answers: DemoAnswer[],
  feedback: Texts,
  assessments: string[],
): DemoQuestion => ({
  category,
  type: 'multiplechoice',
  prompt,
  answers,
  feedback,
  assessments,
});
const tf = (
  category: string,
  prompt: Texts,
  isTrue: boolean,
  feedback: Texts,
  assessments: string[],
): DemoQuestion => ({
  category,
  type: 'truefalse',
  prompt,
  answers: [],
  isTrue,
  feedback,
  assessments,
});
const essay = (category: string, prompt: Texts, feedback: Texts, assessments: string[]): DemoQuestion => ({
  category,
  type: 'essay',
  prompt,
  answers: [],
  feedback,
  assessments,
});

const written: DemoQuestion[] = [
  mc(
    'theory',
    t('Scrum is founded on which theory?', 'Scrum 建立在哪种理论之上？', 'スクラムはどの理論に基づいていますか？'),
    [
      right(t('Empiricism and lean thinking', '经验主义和精益思维', '経験主義とリーン思考')),
      wrong(t('Predictive planning', '预测性计划', '予測型の計画')),
      wrong(t('Waterfall project management', '瀑布式项目管理', 'ウォーターフォール型のプロジェクト管理')),
      wrong(t('Command and control', '命令与控制', '指揮統制')),
    ],
    t(
      'Empiricism asserts that knowledge comes from experience.',
      '经验主义认为知识来自经验。',
      '経験主義では、知識は経験から生まれるとされています。',
    ),
    ['PSM-I', 'PSPO-I', 'PSD-I'],
  ),
  mc(
    'theory',
    t('Which are the three pillars of empiricism?', '经验主义的三大支柱是什么？', '経験主義の三本柱はどれですか？'),
    [
      right(t('Transparency, inspection and adaptation', '透明、检视和适应', '透明性、検査、適応')),
      wrong(t('Planning, execution and control', '计划、执行和控制', '計画、実行、管理')),
      wrong(t('Commitment, courage and focus', '承诺、勇气和专注', '確約、勇気、集中')),
      wrong(t('Speed, quality and cost', '速度、质量和成本', 'スピード、品質、コスト')),
    ],
    GUIDE,
    ['PSM-I', 'PSPO-I', 'PSD-I'],
  ),
  tf(
    'theory',
    t(
      'Inspection without adaptation is considered pointless in Scrum.',
      '在 Scrum 中，没有适应的检视被认为是没有意义的。',
      'スクラムでは、適応を伴わない検査は無意味だと考えられています。',
    ),
    true,
    t('Inspection enables adaptation.', '检视使适应成为可能。', '検査によって適応が可能になります。'),
    ['PSM-I'],
  ),
  mc(
    'theory',
    t(
      'Why does Scrum use an iterative, incremental approach?',
      '为什么 Scrum 采用迭代、增量的方法？',
      'スクラムが反復的かつ漸進的なアプローチを採用するのはなぜですか？',
    ),
    [
      right(
        t(
          'To optimize predictability and control risk',
          '为了优化可预测性并控制风险',
          '予測可能性を最適化し、リスクを管理するため',
        ),
      ),
      wrong(
        t(
          'To deliver all features at the end of the project',
          '为了在项目结束时交付所有功能',
          'プロジェクトの最後にすべての機能を届けるため',
        ),
      ),
      wrong(t('To avoid writing documentation', '为了避免编写文档', 'ドキュメントを書かずに済ませるため')),
    ],
    GUIDE,
    ['PSM-I', 'PSD-I'],
  ),
  tf(
    'theory',
    t(
      'Scrum is a methodology that prescribes every practice a team must use.',
      'Scrum 是一种规定团队必须使用的所有实践的方法论。',
      'スクラムは、チームが使うべきすべてのプラクティスを規定する方法論である。',
    ),
    false,
    t(
      'Scrum is a lightweight framework, purposefully incomplete.',
      'Scrum 是一个轻量级框架，有意保持不完整。',
      'スクラムは意図的に不完全にされた軽量級のフレームワークです。',
    ),
    ['PSM-I', 'PSPO-I'],
  ),
  mc(
    'values',
    t(
      'Which of these is one of the five Scrum values?',
      '以下哪一项是 Scrum 的五个价值观之一？',
      '次のうち、スクラムの5つの価値基準のひとつはどれですか？',
    ),
    [
      right(t('Openness', '开放', '公開')),
      wrong(t('Velocity', '速率', 'ベロシティ')),
      wrong(t('Hierarchy', '层级', '階層')),
      wrong(t('Predictability', '可预测性', '予測可能性')),
    ],
    t(
      'The values are commitment, focus, openness, respect and courage.',
      '五个价值观是承诺、专注、开放、尊重和勇气。',
      '価値基準は確約、集中、公開、尊敬、勇気です。',
    ),
    ['PSM-I', 'PSPO-I', 'PSD-I'],
  ),
  tf(
    'values',
    t(
      'Courage means the Scrum Team works on tough problems and does the right thing.',
      '勇气是指 Scrum 团队勇于处理棘手的问题并做正确的事。',
      '勇気とは、スクラムチームが困難な問題に取り組み、正しいことを行うことを意味する。',
    ),
    true,
    GUIDE,
    ['PSM-I'],
  ),
  essay(
    'values',
    t(
      'Describe a situation in which a Scrum Team lacked openness, and what you would do as a Scrum Master.',
      '请描述一个 Scrum 团队缺乏开放的情形，以及作为 Scrum Master 你会怎么做。',
      'スクラムチームに公開の価値基準が欠けていた状況と、スクラムマスターとしてあなたが取る行動を説明してください。',
    ),
    t(
      'Graders look for a concrete example and a coaching stance.',
      '评分者关注具体的例子和教练的立场。',
      '採点者は具体例とコーチングの姿勢を評価します。',
    ),
    ['PSM-II'],
  ),
  mc(
    'roles',
    t(
      'How many Product Owners does one product have?',
      '一个产品有几位产品负责人？',
      'ひとつのプロダクトにプロダクトオーナーは何人いますか？',
    ),
    [
      right(t('One', '一位', '1人')),
      wrong(t('One per Scrum Team', '每个 Scrum 团队一位', 'スクラムチームごとに1人')),
      wrong(t('As many as the stakeholders need', '利益相关者需要多少就有多少', 'ステークホルダーが必要とするだけ')),
      wrong(t('None; the Developers share the role', '没有；由开发人员共同承担', 'いない。開発者が共同で担う')),
    ],
    t(
      'The Product Owner is one person, not a committee.',
      '产品负责人是一个人，而不是一个委员会。',
      'プロダクトオーナーは委員会ではなく1人の人間です。',
    ),
    ['PSPO-I', 'PSM-I'],
  ),
  tf(
    'roles',
    t(
      'The Scrum Master is accountable for the Scrum Team’s effectiveness.',
      'Scrum Master 对 Scrum 团队的有效性负责。',
      'スクラムマスターはスクラムチームの有効性に責任を持つ。',
    ),
    true,
    GUIDE,
    ['PSM-I', 'PSM-II'],
  ),
  mc(
    'roles',
    t(
      'What is the recommended size of a Scrum Team?',
      '推荐的 Scrum 团队规模是多少？',
      'スクラムチームの推奨人数は何人ですか？',
    ),
    [
      right(t('10 or fewer people', '10 人或更少', '10人以下')),
      wrong(t('Exactly 7 people', '正好 7 人', 'ちょうど7人')),
      wrong(t('At least 12 people', '至少 12 人', '12人以上')),
      wrong(
        t(
          'Any size, as long as there is one manager',
          '任意规模，只要有一位经理',
          'マネージャーが1人いれば何人でもよい',
        ),
      ),
    ],
    t(
      'Smaller teams communicate better and are more productive.',
      '较小的团队沟通更好，效率更高。',
      '小さなチームのほうがコミュニケーションがよく、生産性も高くなります。',
    ),
    ['PSM-I', 'PSD-I'],
  ),
  tf(
    'roles',
    t(
      'The Scrum Team contains sub-teams such as testing or business analysis.',
      'Scrum 团队包含测试或业务分析等子团队。',
      'スクラムチームには、テストやビジネス分析などのサブチームがある。',
    ),
    false,
    t(
      'Within a Scrum Team there are no sub-teams or hierarchies.',
      'Scrum 团队内部没有子团队或层级。',
      'スクラムチームの中にはサブチームや階層はありません。',
    ),
    ['PSM-I', 'PSD-I'],
  ),
  essay(
    'roles',
    t(
      'A manager asks you, the Scrum Master, for weekly status reports on each Developer. How do you respond?',
      '一位经理要求你（Scrum Master）每周提交每位开发人员的状态报告。你会如何回应？',
      'マネージャーがスクラムマスターであるあなたに、開発者一人ひとりの週次進捗報告を求めています。どう対応しますか？',
    ),
    t(
      'Look for transparency through the artifacts instead of individual reporting.',
      '关注通过工件实现透明，而不是个人汇报。',
      '個人報告ではなく、作成物を通じた透明性に注目してください。',
    ),
    ['PSM-II'],
  ),
  mc(
    'self-management',
    t(
      'Who decides how the Developers turn Product Backlog items into an Increment?',
      '由谁决定开发人员如何将产品待办事项列表条目转化为增量？',
      'プロダクトバックログアイテムをインクリメントに変える方法は誰が決めますか？',
    ),
    [right(DEVS), wrong(SM), wrong(PO), wrong(MANAGER)],
    t(
      'No one tells the Developers how to do their work.',
      '没有人告诉开发人员如何开展工作。',
      '開発者に仕事のやり方を指示する人はいません。',
    ),
    ['PSM-I', 'PSD-I'],
  ),
  tf(
    'self-management',
    t(
      'A self-managing team decides internally who does what, when and how.',
      '自我管理的团队在内部决定谁做什么、何时做以及如何做。',
      '自己管理型のチームは、誰が何をいつどのように行うかをチーム内で決める。',
    ),
    true,
    GUIDE,
    ['PSM-I', 'PSM-II'],
  ),
  mc(
    'events',
    t('What is the purpose of the Daily Scrum?', '每日 Scrum 的目的是什么？', 'デイリースクラムの目的は何ですか？'),
    [
      right(
        t(
          'To inspect progress toward the Sprint Goal and adapt the Sprint Backlog',
          '检视迈向冲刺目标的进展并调整冲刺待办事项列表',
          'スプリントゴールに向けた進捗を検査し、スプリントバックログを適応させること',
        ),
      ),
      wrong(
        t('To report status to the Scrum Master', '向 Scrum Master 汇报状态', 'スクラムマスターに状況を報告すること'),
      ),
      wrong(
        t('To assign tasks to each Developer', '为每位开发人员分配任务', '開発者一人ひとりにタスクを割り当てること'),
      ),
    ],
    GUIDE,
    ['PSM-I', 'PSD-I'],
  ),
  mc(
    'events',
    t('Who can cancel a Sprint?', '谁可以取消冲刺？', 'スプリントを中止できるのは誰ですか？'),
    [right(PO), wrong(SM), wrong(DEVS), wrong(STAKEHOLDERS)],
    t(
      'Only the Product Owner has the authority to cancel the Sprint.',
      '只有产品负责人有权取消冲刺。',
      'スプリントを中止する権限を持つのはプロダクトオーナーだけです。',
    ),
    ['PSM-I', 'PSPO-I'],
  ),
  tf(
    'events',
    t(
      'A new Sprint starts immediately after the conclusion of the previous Sprint.',
      '新的冲刺在上一个冲刺结束后立即开始。',
      '新しいスプリントは、前のスプリントが終了した直後に始まる。',
    ),
    true,
    GUIDE,
    ['PSM-I', 'PSPO-I', 'PSD-I'],
  ),
  mc(
    'events',
    t(
      'When is the Sprint Retrospective held?',
      '冲刺回顾会在什么时候举行？',
      'スプリントレトロスペクティブはいつ行われますか？',
    ),
    [
      right(
        t(
          'After the Sprint Review, to conclude the Sprint',
          '在冲刺评审会之后，作为冲刺的结束',
          'スプリントレビューの後、スプリントを締めくくるとき',
        ),
      ),
      wrong(t('Before the Sprint Planning', '在冲刺计划会之前', 'スプリントプランニングの前')),
      wrong(t('Only when the team has problems', '只有在团队遇到问题时', 'チームに問題があるときだけ')),
    ],
    GUIDE,
    ['PSM-I'],
  ),
  essay(
    'events',
    t(
      'Your Sprint Reviews have turned into demos without feedback. What would you change?',
      '你们的冲刺评审会已经变成了没有反馈的演示。你会做出哪些改变？',
      'スプリントレビューがフィードバックのないデモになってしまいました。何を変えますか？',
    ),
    t(
      'A good answer makes the Review a working session with stakeholders.',
      '好的回答会把评审会变成与利益相关者一起工作的会议。',
      'よい回答は、レビューをステークホルダーとの作業セッションにします。',
    ),
    ['PSM-II', 'PSPO-I'],
  ),
  mc(
    'artifacts',
    t('Who owns the Sprint Backlog?', '谁拥有冲刺待办事项列表？', 'スプリントバックログを所有するのは誰ですか？'),
    [right(DEVS), wrong(PO), wrong(SM), wrong(STAKEHOLDERS)],
    t(
      'The Sprint Backlog is a plan by and for the Developers.',
      '冲刺待办事项列表是由开发人员制定并为开发人员服务的计划。',
      'スプリントバックログは、開発者による開発者のための計画です。',
    ),
    ['PSM-I', 'PSD-I'],
  ),
  tf(
    'artifacts',
    t(
      'Multiple Increments may be created within a Sprint.',
      '在一个冲刺内可以创建多个增量。',
      'ひとつのスプリントの中で複数のインクリメントを作成してもよい。',
    ),
    true,
    t(
      'An Increment may be delivered to stakeholders before the end of the Sprint.',
      '增量可以在冲刺结束之前交付给利益相关者。',
      'インクリメントはスプリントの終了前にステークホルダーに届けてもよい。',
    ),
    ['PSM-I', 'PSD-I'],
  ),
  mc(
    'artifacts',
    t('What is the Product Goal?', '什么是产品目标？', 'プロダクトゴールとは何ですか？'),
    [
      right(t('The long-term objective for the Scrum Team', 'Scrum 团队的长期目标', 'スクラムチームの長期的な目標')),
      wrong(t('The objective of one Sprint', '一个冲刺的目标', 'ひとつのスプリントの目標')),
      wrong(t('A list of all features with deadlines', '带有截止日期的所有功能列表', '期限付きの全機能の一覧')),
    ],
    GUIDE,
    ['PSPO-I', 'PSM-I'],
  ),
  tf(
    'done',
    t(
      'Work that does not meet the Definition of Done can be shown at the Sprint Review.',
      '不符合完成的定义的工作可以在冲刺评审会上展示。',
      '完成の定義を満たしていない作業をスプリントレビューで提示してもよい。',
    ),
    false,
    t(
      'Undone work returns to the Product Backlog.',
      '未完成的工作会回到产品待办事项列表。',
      '未完成の作業はプロダクトバックログに戻されます。',
    ),
    ['PSM-I', 'PSD-I'],
  ),
  mc(
    'done',
    t(
      'Several Scrum Teams work on the same product. What is true of the Definition of Done?',
      '多个 Scrum 团队开发同一个产品。关于完成的定义，哪一项是正确的？',
      '複数のスクラムチームが同じプロダクトに取り組んでいます。完成の定義について正しいものはどれですか？',
    ),
    [
      right(
        t(
          'They must mutually define and comply with the same Definition of Done',
          '他们必须共同定义并遵守同一个完成的定义',
          '同じ完成の定義を共同で定め、それに従わなければならない',
        ),
      ),
      wrong(
        t(
          'Each team uses its own, whatever it is',
          '每个团队使用自己的定义，无论内容如何',
          '各チームが内容を問わず独自の定義を使う',
        ),
      ),
      wrong(t('The Product Owner writes it alone', '由产品负责人单独编写', 'プロダクトオーナーが単独で作成する')),
    ],
    GUIDE,
    ['PSD-I', 'PSM-II'],
  ),
  essay(
    'done',
    t(
      'Explain how a weak Definition of Done creates technical debt, with an example.',
      '请举例说明薄弱的完成的定义如何造成技术债务。',
      '不十分な完成の定義がどのように技術的負債を生むのか、例を挙げて説明してください。',
    ),
    t(
      'Expect a link between transparency of the Increment and quality.',
      '期待回答将增量的透明与质量联系起来。',
      'インクリメントの透明性と品質の関係に触れていることを期待します。',
    ),
    ['PSD-I'],
  ),
  mc(
    'value',
    t(
      'Who is accountable for maximizing the value of the product?',
      '谁对产品价值最大化负责？',
      'プロダクトの価値を最大化することに責任を持つのは誰ですか？',
    ),
    [right(PO), wrong(SM), wrong(DEVS), wrong(MANAGER)],
    GUIDE,
    ['PSPO-I', 'PSM-I'],
  ),
  tf(
    'value',
    t(
      'The Product Owner may delegate Product Backlog work to others and remain accountable.',
      '产品负责人可以将产品待办事项列表的工作委派给他人，但仍对其负责。',
      'プロダクトオーナーはプロダクトバックログの作業を他者に任せることができるが、責任は持ち続ける。',
    ),
    true,
    GUIDE,
    ['PSPO-I'],
  ),
  essay(
    'value',
    t(
      'Name two measures of value you would track for an internal product, and why.',
      '请列出你会为一个内部产品追踪的两项价值衡量指标，并说明原因。',
      '社内向けプロダクトで追跡する価値の指標を2つ挙げ、その理由を説明してください。',
    ),
    t(
      'Good answers tie each measure to an outcome, not to output.',
      '好的回答会将每个指标与成果而非产出联系起来。',
      'よい回答は、各指標をアウトプットではなくアウトカムに結びつけます。',
    ),
    ['PSPO-I'],
  ),
  mc(
    'backlog',
    t(
      'What is Product Backlog refinement?',
      '什么是产品待办事项列表梳理？',
      'プロダクトバックログリファインメントとは何ですか？',
    ),
    [
      right(
        t(
          'Breaking down and further defining items into smaller, more precise items',
          '将条目分解并进一步定义为更小、更精确的条目',
          'アイテムをより小さく、より正確なアイテムに分割し、詳細化すること',
        ),
      ),
      wrong(
        t(
          'A formal event held at the end of each Sprint',
          '在每个冲刺结束时举行的正式事件',
          '各スプリントの終わりに行う正式なイベント',
        ),
      ),
      wrong(t('Approving items for release', '批准条目发布', 'リリースするアイテムを承認すること')),
    ],
    GUIDE,
    ['PSPO-I', 'PSD-I'],
  ),
  tf(
    'backlog',
    t(
      'The Product Backlog is ordered, and the Product Owner is accountable for that order.',
      '产品待办事项列表是有序的，产品负责人对其顺序负责。',
      'プロダクトバックログは並び替えられており、その順序にはプロダクトオーナーが責任を持つ。',
    ),
    true,
    GUIDE,
    ['PSPO-I', 'PSM-I'],
  ),
  mc(
    'backlog',
    t(
      'Who may change the Product Backlog?',
      '谁可以修改产品待办事项列表？',
      'プロダクトバックログを変更できるのは誰ですか？',
    ),
    [
      right(
        t(
          'Anyone, with the Product Owner’s agreement, while the Product Owner stays accountable',
          '任何人，只要得到产品负责人的同意，产品负责人仍然负责',
          'プロダクトオーナーの同意があれば誰でもよい。責任はプロダクトオーナーにある',
        ),
      ),
      wrong(t('Only the Scrum Master', '只有 Scrum Master', 'スクラムマスターだけ')),
      wrong(t('Only senior stakeholders', '只有高级利益相关者', '上級のステークホルダーだけ')),
    ],
    GUIDE,
    ['PSPO-I'],
  ),
];

/** Who is accountable for what: one question each, the accountable role right, the others wrong. */
const accountabilities: { thing: Texts; who: Texts }[] = [
  {
    thing: t('ordering Product Backlog items', '对产品待办事项列表条目排序', 'プロダクトバックログアイテムの並び替え'),
    who: PO,
  },
  {
    thing: t(
      'creating a plan for the Sprint, the Sprint Backlog',
      '制定冲刺计划，即冲刺待办事项列表',
      'スプリントの計画、すなわちスプリントバックログの作成',
    ),
    who: DEVS,
  },
  {
    thing: t(
      'causing the removal of impediments to the Scrum Team’s progress',
      '促使消除阻碍 Scrum 团队进展的障碍',
      'スクラムチームの進捗を妨げる障害の除去を促すこと',
    ),
    who: SM,
  },
  {
    thing: t(
      'instilling quality by adhering to a Definition of Done',
      '通过遵守完成的定义来保证质量',
      '完成の定義を守ることによる品質の作り込み',
    ),
    who: DEVS,
  },
  {
    thing: t('developing and communicating the Product Goal', '制定并沟通产品目标', 'プロダクトゴールの策定と伝達'),
    who: PO,
  },
  {
    thing: t(
      'establishing Scrum as defined in the Scrum Guide',
      '按照《Scrum 指南》的定义建立 Scrum',
      'スクラムガイドで定義されたスクラムの確立',
    ),
    who: SM,
  },
  {
    thing: t(
      'adapting their plan each day toward the Sprint Goal',
      '每天朝着冲刺目标调整计划',
      'スプリントゴールに向けて毎日計画を適応させること',
    ),
    who: DEVS,
  },
  {
    thing: t(
      'ensuring the Product Backlog is transparent, visible and understood',
      '确保产品待办事项列表透明、可见且被理解',
      'プロダクトバックログの透明性、可視性、理解の確保',
    ),
    who: PO,
  },
  {
    thing: t(
      'coaching the team members in self-management and cross-functionality',
      '在自我管理和跨职能方面指导团队成员',
      '自己管理と機能横断性についてのチームメンバーのコーチング',
    ),
    who: SM,
  },
  {
    thing: t(
      'sizing Product Backlog items',
      '估算产品待办事项列表条目的大小',
      'プロダクトバックログアイテムのサイズ見積り',
    ),
    who: DEVS,
  },
  {
    thing: t(
      'facilitating stakeholder collaboration as requested or needed',
      '根据请求或需要促进与利益相关者的协作',
      '要請や必要に応じたステークホルダーとの協働の促進',
    ),
    who: SM,
  },
  {
    thing: t(
      'deciding whether to release an Increment',
      '决定是否发布增量',
      'インクリメントをリリースするかどうかの判断',
    ),
    who: PO,
  },
];

const accountabilityQuestions: DemoQuestion[] = accountabilities.map(({ thing, who }) =>
  mc(
    'roles',
    t(`Who is accountable for ${thing.en}?`, `谁负责${thing.zh}？`, `${thing.ja}に責任を持つのは誰ですか？`),
    [PO, SM, DEVS, MANAGER].map((role) => ({ text: role, correct: role === who })),
    GUIDE,
    who === PO ? ['PSPO-I', 'PSM-I'] : who === DEVS ? ['PSD-I', 'PSM-I'] : ['PSM-I', 'PSM-II'],
  ),
);

/** The events' timeboxes for a one-month Sprint, stated right and wrong. */
const timeboxes: { event: Texts; right: Texts; wrong: Texts }[] = [
  {
    event: t('Sprint Planning', '冲刺计划会', 'スプリントプランニング'),
    right: t('8 hours', '8 小时', '8時間'),
    wrong: t('4 hours', '4 小时', '4時間'),
  },
  {
    event: t('Sprint Review', '冲刺评审会', 'スプリントレビュー'),
    right: t('4 hours', '4 小时', '4時間'),
    wrong: t('8 hours', '8 小时', '8時間'),
  },
  {
    event: t('Sprint Retrospective', '冲刺回顾会', 'スプリントレトロスペクティブ'),
    right: t('3 hours', '3 小时', '3時間'),
    wrong: t('1 hour', '1 小时', '1時間'),
  },
  {
    event: t('Daily Scrum', '每日 Scrum', 'デイリースクラム'),
    right: t('15 minutes', '15 分钟', '15分'),
    wrong: t('30 minutes', '30 分钟', '30分'),
  },
];

const statement = (event: Texts, span: Texts) =>
  t(
    `For a one-month Sprint, the ${event.en} is timeboxed to a maximum of ${span.en}.`,
    `对于为期一个月的冲刺，${event.zh}的时间盒最长为 ${span.zh}。`,
    `1か月のスプリントでは、${event.ja}のタイムボックスは最大${span.ja}である。`,
  );

const timeboxQuestions: DemoQuestion[] = timeboxes.flatMap(({ event, right: r, wrong: w }) => [
  tf('timeboxes', statement(event, r), true, GUIDE, ['PSM-I', 'PSD-I']),
  tf('timeboxes', statement(event, w), false, GUIDE, ['PSM-I']),
  mc(
    'timeboxes',
    t(
      `What is the maximum timebox of the ${event.en} for a one-month Sprint?`,
      `对于为期一个月的冲刺，${event.zh}的最长时间盒是多少？`,
      `1か月のスプリントにおける${event.ja}の最大のタイムボックスはどれですか？`,
    ),
    [right(r), wrong(w), wrong(t('There is no timebox', '没有时间盒', 'タイムボックスはない'))],
    GUIDE,
    ['PSM-I', 'PSPO-I'],
  ),
]);

/** Each artifact's commitment. */
const commitments: { artifact: Texts; commitment: Texts }[] = [
  {
    artifact: t('Product Backlog', '产品待办事项列表', 'プロダクトバックログ'),
    commitment: t('Product Goal', '产品目标', 'プロダクトゴール'),
  },
  {
    artifact: t('Sprint Backlog', '冲刺待办事项列表', 'スプリントバックログ'),
    commitment: t('Sprint Goal', '冲刺目标', 'スプリントゴール'),
  },
  {
    artifact: t('Increment', '增量', 'インクリメント'),
    commitment: t('Definition of Done', '完成的定义', '完成の定義'),
  },
];

const commitmentQuestions: DemoQuestion[] = commitments.map(({ artifact, commitment }) =>
  mc(
    'artifacts',
    t(
      `What is the commitment of the ${artifact.en}?`,
      `${artifact.zh}的承诺是什么？`,
      `${artifact.ja}の確約は何ですか？`,
    ),
    commitments.map((c) => ({ text: c.commitment, correct: c.commitment === commitment })),
    GUIDE,
    ['PSM-I', 'PSPO-I', 'PSD-I'],
  ),
);

/** Scrum values, each asked as "which of these is a value", against practices that are not. */
const values = [
  t('Commitment', '承诺', '確約'),
  t('Focus', '专注', '集中'),
  t('Respect', '尊重', '尊敬'),
  t('Courage', '勇气', '勇気'),
];
const notValues = [
  t('Efficiency', '效率', '効率'),
  t('Compliance', '合规', 'コンプライアンス'),
  t('Speed', '速度', 'スピード'),
];

const valueQuestions: DemoQuestion[] = values.map((value, i) =>
  mc(
    'values',
    t(
      `Which of the following is a Scrum value? (${i + 1})`,
      `以下哪一项是 Scrum 价值观？（${i + 1}）`,
      `次のうち、スクラムの価値基準はどれですか？（${i + 1}）`,
    ),
    [right(value), ...notValues.map(wrong)],
    t(
      'The values are commitment, focus, openness, respect and courage.',
      '五个价值观是承诺、专注、开放、尊重和勇气。',
      '価値基準は確約、集中、公開、尊敬、勇気です。',
    ),
    ['PSM-I', 'PSPO-I'],
  ),
);

/** Every demo question, in English with its Chinese and Japanese translations. */
export const demoQuestions: DemoQuestion[] = [
  ...written,
  ...accountabilityQuestions,
  ...timeboxQuestions,
  ...commitmentQuestions,
  ...valueQuestions,
];

/** Review comments on staged items. */
export const reviewComments = [
  'The distractors are too easy: candidates will guess this one.',
  'Please align the wording with the 2020 Scrum Guide.',
  'Looks good to me; approving.',
  'Archiving makes sense: the question is about the 2017 guide.',
];

/** Why a sync item failed, as the platform answered. */
export const syncErrors = [
  'HTTP 429 Too Many Requests: the hourly call budget of this API key is used up',
  'HTTP 400 Bad Request: category_id does not exist in this account',
  'HTTP 503 Service Unavailable: the platform is under maintenance',
];
