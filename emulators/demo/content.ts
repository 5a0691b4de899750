/**
 * What the demo's people say and are asked: plain data, written once here so the seed and the
 * audience speak the same language. Nothing in it matches BLOCKED_WORDS except HELD_POST and
 * HELD_CLOUD_ENTRIES.
 */
import type { LiveQuestionSettings, LiveResponse } from '@civic/domain';
import { pickWeighted } from './context.js';

/**
 * The languages the demo's main content is also written in (docs/languages.md, "What admins write,
 * in several languages"), so a newcomer who switches language sees the event, its polls and live
 * questions and the open ballot in it. Written in English; these are the other versions.
 */
type Versions<T> = { es: T; ar: T };

/** A poll's text in other languages: question, description and every option, in the options' order. */
export interface PollVersion {
  question: string;
  description: string;
  options: readonly string[];
}

/**
 * What `createPoll` takes of a demo poll's text: written in English, with its Spanish and Arabic
 * versions (each option carries its own, so a vote is one option whatever language it was read in).
 */
export function pollText(poll: {
  question: string;
  description: string;
  options: readonly string[];
  versions: Versions<PollVersion>;
}) {
  const { es, ar } = poll.versions;
  return {
    language: 'en' as const,
    question: poll.question,
    description: poll.description,
    translations: {
      es: { question: es.question, description: es.description },
      ar: { question: ar.question, description: ar.description },
    },
    options: poll.options.map((label, i) => ({
      label,
      translations: { es: { label: es.options[i]! }, ar: { label: ar.options[i]! } },
    })),
  };
}

/** The blocked-words list the demo's moderators set (comments containing one are held for review). */
export const BLOCKED_WORDS = ['scammer', 'moron'];
/** The one post the seed sends that a blocked word holds for review. */
export const HELD_POST = 'Whoever wrote this budget is a scammer, plain and simple.';

export const LIVE_EVENT = {
  title: 'Open town hall on the 2027 budget',
  description:
    'The council presents next year’s budget and takes your questions. Vote in the live polls, react, and ask away.',
  language: 'en' as const,
  translations: {
    es: {
      title: 'Cabildo abierto sobre el presupuesto de 2027',
      description:
        'El ayuntamiento presenta el presupuesto del próximo año y responde a tus preguntas. Vota en las encuestas en directo, reacciona y pregunta lo que quieras.',
    },
    ar: {
      title: 'اجتماع عام مفتوح حول ميزانية 2027',
      description:
        'يعرض المجلس ميزانية العام المقبل ويجيب عن أسئلتك. صوّت في الاستطلاعات المباشرة، وتفاعل، واسأل ما تشاء.',
    },
  },
};

/** Coming up, broadcast from the admin's own camera (so /Admin/camera has an event to go live with). */
export const CAMERA_EVENT = {
  title: 'Ask the mayor, live from her office',
  description: 'Half an hour of your questions, streamed from the mayor’s camera.',
  inDays: 3,
};

export const LIVE_POLL = {
  question: 'Which should the 2027 budget fund first?',
  description: 'Asked live in the town hall. Results are shown as they come in.',
  options: ['Night buses', 'School repairs', 'More trees and parks', 'Affordable housing'],
  /** Shares the seeded votes follow (the audience votes at random). */
  weights: [0.34, 0.22, 0.17, 0.27],
  versions: {
    es: {
      question: '¿Qué debería financiar primero el presupuesto de 2027?',
      description: 'Pregunta hecha en directo en el cabildo. Los resultados se muestran a medida que llegan.',
      options: ['Autobuses nocturnos', 'Reparaciones en las escuelas', 'Más árboles y parques', 'Vivienda asequible'],
    },
    ar: {
      question: 'ما الذي ينبغي أن تموّله ميزانية 2027 أولًا؟',
      description: 'سؤال مطروح مباشرة في الاجتماع العام. تظهر النتائج فور وصولها.',
      options: ['حافلات ليلية', 'إصلاح المدارس', 'مزيد من الأشجار والحدائق', 'سكن ميسور التكلفة'],
    },
  },
};

/** Polls the control room can push next (open now, no votes yet). */
export const NEXT_POLLS = [
  {
    question: 'Should council meetings start at 7 pm instead of 5 pm?',
    description: 'So more people can come after work.',
    options: ['Yes, 7 pm', 'Keep 5 pm', 'Alternate between the two'],
    versions: {
      es: {
        question: '¿Deberían las sesiones del ayuntamiento empezar a las 19:00 en lugar de a las 17:00?',
        description: 'Para que más gente pueda venir después del trabajo.',
        options: ['Sí, a las 19:00', 'Mantener las 17:00', 'Alternar entre ambas'],
      },
      ar: {
        question: 'هل ينبغي أن تبدأ اجتماعات المجلس في الساعة 7 مساءً بدلًا من 5 مساءً؟',
        description: 'ليتمكن عدد أكبر من الناس من الحضور بعد العمل.',
        options: ['نعم، في 7 مساءً', 'الإبقاء على 5 مساءً', 'التناوب بين الموعدين'],
      },
    },
  },
  {
    question: 'How did you hear about tonight’s town hall?',
    description: 'Helps us reach more neighbours next time.',
    options: ['Newsletter', 'Social media', 'A friend', 'Posters in the library'],
    versions: {
      es: {
        question: '¿Cómo te enteraste del cabildo de esta noche?',
        description: 'Nos ayuda a llegar a más vecinos la próxima vez.',
        options: ['Boletín', 'Redes sociales', 'Un amigo', 'Carteles en la biblioteca'],
      },
      ar: {
        question: 'كيف علمت بالاجتماع العام لهذه الليلة؟',
        description: 'يساعدنا ذلك على الوصول إلى مزيد من الجيران في المرة القادمة.',
        options: ['النشرة الإخبارية', 'وسائل التواصل الاجتماعي', 'صديق', 'ملصقات في المكتبة'],
      },
    },
  },
];

/**
 * The live questions of the event on air (docs/live-questions.md): each pushed live, answered by
 * a few dozen viewers through `submitLiveResponse`, then the poll pushed back. `answers` are what
 * the seed's and the audience's citizens give; one cloud answer carries a blocked word
 * (`HELD_CLOUD_ENTRIES`) and is held for review.
 */
export const LIVE_QUESTIONS = {
  wordCloud: {
    question: 'One word for the town you want in 2030?',
    description: 'Up to three words or short phrases. The cloud grows as the room answers.',
    translations: {
      es: {
        question: '¿Una palabra para la ciudad que quieres en 2030?',
        description: 'Hasta tres palabras o frases cortas. La nube crece a medida que la sala responde.',
      },
      ar: {
        question: 'كلمة واحدة للمدينة التي تريدها في عام 2030؟',
        description: 'حتى ثلاث كلمات أو عبارات قصيرة. تكبر السحابة كلما أجاب الحاضرون.',
      },
    },
    settings: { kind: 'wordCloud', maxEntries: 3 },
    respondents: 36,
    /** Entries people give, the first ones most (spellings vary: the cloud counts one form). */
    answers: [
      'Green',
      'green',
      'Safe',
      'Affordable',
      'Connected',
      'Walkable',
      'Friendly',
      'Lively',
      'Clean',
      'Open',
      'Fair',
      'Night buses',
      'Trees!',
      'Bike lanes',
      'Quiet',
      'Welcoming',
    ],
  },
  scale: {
    question: 'How clear was the budget presentation?',
    description: 'From 1 (lost me) to 5 (crystal clear).',
    translations: {
      es: {
        question: '¿Qué tan clara fue la presentación del presupuesto?',
        description: 'De 1 (me perdí) a 5 (clarísima).',
      },
      ar: {
        question: 'ما مدى وضوح عرض الميزانية؟',
        description: 'من 1 (لم أفهم شيئًا) إلى 5 (واضح تمامًا).',
      },
    },
    settings: {
      kind: 'scale',
      min: 1,
      max: 5,
      minLabel: 'Lost me',
      maxLabel: 'Crystal clear',
      translations: {
        es: { minLabel: 'Me perdí', maxLabel: 'Clarísima' },
        ar: { minLabel: 'لم أفهم شيئًا', maxLabel: 'واضح تمامًا' },
      },
    },
    respondents: 30,
    /** Shares of 1…5 the answers follow. */
    weights: [0.05, 0.1, 0.25, 0.35, 0.25],
  },
  openAnswer: {
    question: 'What one thing should the council fix this year?',
    description: 'One short answer each; the room sees them as they arrive.',
    translations: {
      es: {
        question: '¿Qué es lo único que debería arreglar el ayuntamiento este año?',
        description: 'Una respuesta corta por persona; la sala las ve a medida que llegan.',
      },
      ar: {
        question: 'ما الأمر الواحد الذي ينبغي أن يصلحه المجلس هذا العام؟',
        description: 'إجابة قصيرة واحدة لكل شخص؛ يراها الحاضرون فور وصولها.',
      },
    },
    settings: { kind: 'openAnswer' },
    respondents: 14,
    answers: [
      'The potholes on Harbour Road.',
      'Street lights in the park paths.',
      'A bus after 11 pm on weekdays.',
      'The leaking roof at Elm Street school.',
      'Longer library hours on weekends.',
      'Safe crossings near the primary schools.',
      'More benches and shade on Market Square.',
      'Public toilets that are open at night.',
    ],
  },
} as const;
/** The one word-cloud answer a blocked word holds for review (never counted, never shown). */
export const HELD_CLOUD_ENTRIES = ['Clean', 'no moron politics'];

/**
 * One demo answer to a live question with `settings` (the seed's and the audience's): a cloud's
 * entries lean towards the start of the list (the most given), a 1–5 scale follows the seeded
 * shares (any other range is even), an open answer is one of the lines above.
 */
export function demoLiveAnswer(settings: LiveQuestionSettings, random: () => number): LiveResponse {
  const one = <T>(items: readonly T[], lean = 1) => items[Math.floor(random() ** lean * items.length)]!;
  if (settings.kind === 'scale') {
    const points = settings.max - settings.min + 1;
    const { weights } = LIVE_QUESTIONS.scale;
    return {
      kind: 'scale',
      value: settings.min + pickWeighted(random, points === weights.length ? weights : Array<number>(points).fill(1)),
    };
  }
  if (settings.kind === 'openAnswer') return { kind: 'openAnswer', text: one(LIVE_QUESTIONS.openAnswer.answers) };
  const count = 1 + Math.floor(random() * settings.maxEntries);
  return { kind: 'wordCloud', entries: Array.from({ length: count }, () => one(LIVE_QUESTIONS.wordCloud.answers, 2)) };
}

export const ROOM_COMMENTS = [
  'Good evening from the north ward!',
  'Night buses would change my life, I work late shifts.',
  'The slides are really clear, thank you.',
  'Can we get the budget documents in other languages too?',
  'School repairs first, the roof at Elm Street leaks every winter.',
  'Glad this is streamed, I could never make it to the hall.',
  'Housing costs are the number one issue on my street.',
  'The audio is much better than last time 👍',
  'Trees cool the streets in summer, parks are not a luxury.',
  'Watching with my kids, they want a skate park!',
  'Love that we can vote live.',
  'Please keep the library open on Sundays.',
  'Bike lanes on Harbour Road would be safer for everyone.',
  'Greetings from the care home on Mill Lane, we are all watching.',
  'The new recycling bins are working well on our block.',
  'More benches along the river path, please.',
  'Thanks to the volunteers who organised this.',
  'Street lights on Quarry Hill have been out for weeks.',
  'A youth council would be a great idea.',
  'I would pay a little more tax for better buses.',
  'Clear explanation of the reserves, thanks.',
  'Can the minutes be published the same night?',
];

export const ROOM_QUESTIONS = [
  'How much of the budget goes to road repairs?',
  'Will the night buses run on weekends too?',
  'When will the school roof repairs start?',
  'How can residents propose projects for next year?',
  'Is there money for the swimming pool renovation?',
  'What happens to the unspent money from this year?',
  'Will rents in council housing go up?',
  'Can we see the budget broken down by ward?',
];

/** What the simulated audience says while `npm run dev` runs (emulators/audience.ts). */
export const AUDIENCE_LINES = [
  'Great point!',
  'Agreed, well said.',
  'Hello from the east side!',
  'Can you show that slide again?',
  'This is really useful, thanks.',
  'The night buses get my vote.',
  'Good to see so many neighbours online.',
  'Please publish the figures after the meeting.',
  'The sound is clear here.',
  'Interesting, I did not know that.',
  '👏👏👏',
  'Housing really is the big one.',
  'More of these town halls, please.',
  'My street needs those repairs.',
];

export const AUDIENCE_QUESTIONS = [
  'Can you repeat the figure for housing?',
  'How will progress be reported during the year?',
  'Is there a plan for more cycle lanes?',
  'Who decides which roads are repaired first?',
  'Will there be another town hall before the vote?',
  'How can young people get involved?',
];

export const PAST_EVENTS = [
  {
    daysAgo: 9,
    startHour: 18,
    title: 'Public meeting: parks and green spaces',
    description: 'Plans for the riverside park, tree planting and the community gardens.',
    poll: {
      question: 'Which park project should start first?',
      description: 'Asked during the parks meeting.',
      options: ['Riverside park', 'Tree planting on main streets', 'Community gardens'],
      weights: [0.45, 0.3, 0.25],
    },
    comments: [
      'The riverside park plans look beautiful.',
      'We need more shade in the playgrounds.',
      'Community gardens bring neighbours together.',
      'Please plant native species.',
      'Will the park have public toilets?',
      'Great turnout tonight!',
      'Dogs need an off-leash area too.',
      'Thank you for listening to residents.',
      'The old oak on Station Road must stay.',
      'Can schools use the gardens for lessons?',
      'Lighting in the park at night matters for safety.',
      'Such a good idea to stream these meetings.',
      'Water fountains, please!',
      'More bins along the river, it gets messy in summer.',
    ],
    questions: [
      'When will work on the riverside park begin?',
      'Who will maintain the community gardens?',
      'How many trees will be planted this year?',
      'Is the park budget separate from the roads budget?',
    ],
  },
  {
    daysAgo: 3,
    startHour: 19,
    title: 'Q&A: the new bus network',
    description: 'The transport team answers your questions about the routes that start next month.',
    poll: {
      question: 'How often do you take the bus?',
      description: 'Asked during the bus network Q&A.',
      options: ['Every day', 'A few times a week', 'Rarely', 'Never'],
      weights: [0.3, 0.35, 0.25, 0.1],
    },
    comments: [
      'Route 12 is always late in the morning.',
      'Finally a direct line to the hospital!',
      'The new map is much easier to read.',
      'Please keep the stop near the market.',
      'Contactless payment on every bus would help.',
      'My daughter takes the 7 to school every day.',
      'Good to hear the buses will be electric.',
      'The Sunday timetable is too thin.',
      'Real-time arrival screens at stops, please.',
      'Thanks for explaining the changes so clearly.',
      'Bike racks on buses would be great.',
      'The evening service matters for shift workers.',
      'Accessible ramps on all buses is a must.',
      'Nice to see so many people online tonight.',
    ],
    questions: [
      'Will the old route 4 be replaced?',
      'How much will a monthly pass cost?',
      'Are there discounts for students and seniors?',
      'When do the night buses start?',
    ],
  },
] as const;

/** Ad poll shown during the bus network Q&A. */
export const PAST_AD_POLL = {
  question: 'Would you try a bike-share bike for the last mile of your trip?',
  description: 'Brought to you by our bike-share partner.',
  options: ['Yes', 'Maybe', 'No'],
  weights: [0.4, 0.35, 0.25],
  sponsor: {
    name: 'CityCycle',
    logoUrl: 'https://example.org/citycycle-logo.png',
    link: 'https://example.org/citycycle',
  },
};

/** Polls of the last two weeks on the dashboard (not asked in a room). */
export const HISTORY_POLLS = [
  {
    opensDaysAgo: 13,
    days: 4,
    question: 'Should the weekly market move to Saturdays?',
    options: ['Yes', 'No', 'No opinion'],
    weights: [0.55, 0.3, 0.15],
  },
  {
    opensDaysAgo: 11,
    days: 3,
    question: 'Which library service would you use most?',
    options: ['Evening opening', 'Study rooms', 'Digital loans', 'Children’s activities'],
    weights: [0.3, 0.2, 0.25, 0.25],
  },
  {
    opensDaysAgo: 8,
    days: 4,
    question: 'Should the town hall square be car-free on Sundays?',
    options: ['Yes', 'No'],
    weights: [0.62, 0.38],
  },
  {
    opensDaysAgo: 5,
    days: 3,
    question: 'What would make your street safer?',
    options: ['Speed bumps', 'Better lighting', 'Wider pavements', 'Pedestrian crossings'],
    weights: [0.25, 0.3, 0.2, 0.25],
  },
  {
    opensDaysAgo: 2,
    days: 2,
    question: 'Should the council publish meeting recordings?',
    options: ['Yes, all of them', 'Only the main meetings', 'No'],
    weights: [0.7, 0.22, 0.08],
  },
];

export interface DemoQuestion {
  text: string;
  answers: string[];
  correct: number;
  explanation: string;
}

/** The ready game's set: five questions about the town. */
export const CITY_QUIZ: { title: string; questions: DemoQuestion[] } = {
  title: 'Know your town',
  questions: [
    {
      text: 'How many wards elect the town council?',
      answers: ['Four', 'Six', 'Eight', 'Ten'],
      correct: 1,
      explanation: 'Six wards, each electing three councillors.',
    },
    {
      text: 'Which service takes the largest share of the 2027 budget?',
      answers: ['Schools', 'Roads', 'Parks', 'Libraries'],
      correct: 0,
      explanation: 'Schools take about a third of the budget.',
    },
    {
      text: 'How often is the town council elected?',
      answers: ['Every 2 years', 'Every 4 years', 'Every 5 years', 'Every 6 years'],
      correct: 1,
      explanation: 'Councillors serve four-year terms.',
    },
    {
      text: 'Who can vote in the constitutional vote?',
      answers: ['Everyone online', 'Accounts on its census', 'Only admins', 'Anyone with a receipt'],
      correct: 1,
      explanation: 'The census is frozen when the vote opens; only those on it can cast a ballot.',
    },
    {
      text: 'What does a ballot receipt prove?',
      answers: ['How you voted', 'That your ballot is in the box', 'Who you voted with', 'Nothing'],
      correct: 1,
      explanation: 'A receipt proves inclusion only, never how anyone voted.',
    },
  ],
};

/** The finished game's set: a short warm-up played before the town hall. */
export const WARM_UP_QUIZ: { title: string; questions: DemoQuestion[] } = {
  title: 'Warm-up: civic trivia',
  questions: [
    {
      text: 'What is a quorum?',
      answers: ['A type of vote', 'The minimum number present to decide', 'A council room', 'A budget line'],
      correct: 1,
      explanation: 'Without a quorum a meeting cannot take decisions.',
    },
    {
      text: 'What does a “two-thirds” pass rule need?',
      answers: ['Two yes for every no', 'Two thirds of everyone', 'Two votes', 'A recount'],
      correct: 0,
      explanation: 'At least two thirds of the yes-or-no answers must be yes.',
    },
    {
      text: 'Which of these is public at a town hall?',
      answers: ['Your ballot', 'The agenda', 'Your password', 'Your receipt’s answers'],
      correct: 1,
      explanation: 'The agenda is published in advance; ballots stay secret.',
    },
  ],
};

export const EARLIER_BALLOT = {
  title: 'Charter amendment: citizens’ assemblies',
  introduction: 'Should the town charter create citizens’ assemblies chosen by lot to advise the council?',
  articles: [
    {
      title: 'Assemblies by lot',
      text: 'The council convenes a citizens’ assembly of 50 residents chosen by lot once a year.',
    },
    {
      title: 'Public recommendations',
      text: 'The assembly’s recommendations are published and answered by the council within three months.',
    },
    {
      title: 'Paid participation',
      text: 'Members of the assembly are compensated for their time.',
    },
  ],
  /** Per article: shares of yes / no / abstain among the seeded ballots. */
  leanings: [
    [0.62, 0.3, 0.08],
    [0.78, 0.15, 0.07],
    [0.45, 0.47, 0.08],
  ],
};

export const OPEN_BALLOT = {
  title: 'Constitution 2027: the civic charter',
  introduction:
    'The civic charter sets out how residents take part in decisions. Vote yes, no or abstain on each article.',
  language: 'en' as const,
  translations: {
    es: {
      title: 'Constitución 2027: la carta cívica',
      introduction:
        'La carta cívica establece cómo participan los vecinos en las decisiones. Vota sí, no o abstención en cada artículo.',
    },
    ar: {
      title: 'دستور 2027: الميثاق المدني',
      introduction:
        'يحدد الميثاق المدني كيف يشارك السكان في اتخاذ القرارات. صوّت بنعم أو لا أو امتنع عن التصويت في كل مادة.',
    },
  },
  articles: [
    {
      title: 'Open meetings',
      text: 'Every council meeting is open to the public and streamed live.',
      translations: {
        es: {
          title: 'Sesiones abiertas',
          text: 'Todas las sesiones del ayuntamiento están abiertas al público y se emiten en directo.',
        },
        ar: { title: 'اجتماعات علنية', text: 'كل اجتماع للمجلس مفتوح للجمهور ويُبث مباشرة.' },
      },
    },
    {
      title: 'The right to petition',
      text: 'A petition signed by 500 residents puts its question on the agenda of the next council meeting.',
      translations: {
        es: {
          title: 'El derecho de petición',
          text: 'Una petición firmada por 500 vecinos lleva su asunto al orden del día de la siguiente sesión del ayuntamiento.',
        },
        ar: {
          title: 'حق تقديم العرائض',
          text: 'العريضة التي يوقّعها 500 من السكان تُدرج مسألتها في جدول أعمال اجتماع المجلس التالي.',
        },
      },
    },
    {
      title: 'Participatory budget',
      text: 'Five percent of the yearly budget is decided by residents’ vote.',
      translations: {
        es: {
          title: 'Presupuesto participativo',
          text: 'El cinco por ciento del presupuesto anual se decide por votación de los vecinos.',
        },
        ar: { title: 'الميزانية التشاركية', text: 'يُقرَّر خمسة في المئة من الميزانية السنوية بتصويت السكان.' },
      },
    },
    {
      title: 'Youth voice',
      text: 'Residents aged 16 and over may vote in constitutional votes.',
      translations: {
        es: {
          title: 'La voz de los jóvenes',
          text: 'Los vecinos de 16 años o más pueden votar en las votaciones constitucionales.',
        },
        ar: { title: 'صوت الشباب', text: 'يحق للسكان الذين بلغوا 16 عامًا فأكثر التصويت في الاقتراعات الدستورية.' },
      },
    },
  ],
  leanings: [
    [0.82, 0.12, 0.06],
    [0.7, 0.2, 0.1],
    [0.58, 0.32, 0.1],
    [0.41, 0.49, 0.1],
  ],
};

/** Reports the seed files, one per status (and the user's own one). */
export const REPORT_TEXTS = {
  comment: 'This comment insults the speaker.',
  stream: 'The sound drops out for a few seconds every minute.',
  poll: 'The poll about night buses is missing an option for weekend service.',
  vote: 'I did not receive my receipt after voting in the charter amendment.',
  account: 'My display name shows an old surname; can it be corrected?',
  other: 'The link to the budget documents on the landing page is broken.',
};

/**
 * What the demo's simulated captioner types into the live event (emulators/demo/captioner.ts),
 * round and round: English as spoken, and an interpreter's Spanish a moment later.
 */
export const CAPTION_SCRIPT: readonly { en: string; es: string }[] = [
  { en: 'Good evening, and welcome to this town hall.', es: 'Buenas noches y bienvenidos a este cabildo abierto.' },
  { en: 'Tonight we discuss the library’s opening hours.', es: 'Esta noche hablamos del horario de la biblioteca.' },
  {
    en: 'The proposal is to open on Sundays from next spring.',
    es: 'La propuesta es abrir los domingos desde la próxima primavera.',
  },
  { en: 'It would cost about forty thousand a year.', es: 'Costaría unos cuarenta mil al año.' },
  { en: 'Vote in the poll below the video, please.', es: 'Por favor, voten en la encuesta bajo el vídeo.' },
  { en: 'We will take questions from the comments next.', es: 'Después responderemos preguntas de los comentarios.' },
  {
    en: 'The first question is about parking near the library.',
    es: 'La primera pregunta es sobre el aparcamiento cerca de la biblioteca.',
  },
  { en: 'The council will add twenty bicycle spaces.', es: 'El ayuntamiento añadirá veinte plazas para bicicletas.' },
  { en: 'Thank you all for taking part tonight.', es: 'Gracias a todos por participar esta noche.' },
];

/**
 * The past town hall with a published replay (docs/replays.md, "The living demo"): as long as the
 * bundled clip (24 s), so its recording is the clip itself, and everything in it happens at the
 * second the clip says it (its subtitles are the event's captions, in English and Spanish).
 */
export const REPLAY_EVENT = {
  daysAgo: 2,
  startHour: 19,
  lengthMs: 24_000,
  title: 'Town hall: the library’s opening hours',
  description: 'Should the library open on Sundays? The council listened, and residents voted and asked.',
  language: 'en' as const,
  translations: {
    es: {
      title: 'Cabildo: el horario de la biblioteca',
      description:
        '¿Debería abrir la biblioteca los domingos? El ayuntamiento escuchó, y los vecinos votaron y preguntaron.',
    },
    ar: {
      title: 'اجتماع عام: مواعيد عمل المكتبة',
      description: 'هل ينبغي أن تفتح المكتبة أيام الأحد؟ استمع المجلس، وصوّت السكان وطرحوا أسئلتهم.',
    },
  },
  /** Each item, and the second of the clip at which it was marked "Now". */
  agenda: [
    {
      atMs: 500,
      title: 'Welcome',
      description: 'Who is here and how to take part.',
      translations: {
        es: { title: 'Bienvenida', description: 'Quién está aquí y cómo participar.' },
        ar: { title: 'الترحيب', description: 'من الحاضرون وكيف تشارك.' },
      },
    },
    {
      atMs: 4_500,
      title: 'The library’s opening hours',
      description: 'The proposal to open on Sundays, and the live poll.',
      translations: {
        es: {
          title: 'El horario de la biblioteca',
          description: 'La propuesta de abrir los domingos, y la encuesta en directo.',
        },
        ar: { title: 'مواعيد عمل المكتبة', description: 'مقترح الفتح أيام الأحد، والاستطلاع المباشر.' },
      },
    },
    {
      atMs: 12_500,
      title: 'Questions from the audience',
      description: 'Residents’ questions, parking among them.',
      translations: {
        es: {
          title: 'Preguntas del público',
          description: 'Las preguntas de los vecinos, entre ellas el aparcamiento.',
        },
        ar: { title: 'أسئلة الحضور', description: 'أسئلة السكان، ومنها مواقف السيارات.' },
      },
    },
  ],
  /** The clip's own subtitles (web/public/media/town-hall/subtitles-*.vtt), each at its cue's start. */
  captions: [
    { atMs: 500, en: 'Welcome to the Civic Live town hall.', es: 'Bienvenidos al cabildo abierto de Civic Live.' },
    {
      atMs: 4_500,
      en: "Tonight we discuss the library's new opening hours.",
      es: 'Esta noche hablamos del nuevo horario de la biblioteca.',
    },
    {
      atMs: 8_500,
      en: 'Every resident can vote in the live poll.',
      es: 'Todos los vecinos pueden votar en la encuesta en directo.',
    },
    { atMs: 12_500, en: 'Questions from the audience come next.', es: 'Después vienen las preguntas del público.' },
    { atMs: 16_500, en: 'Captions are on for everyone watching.', es: 'Los subtítulos están activados para todos.' },
    { atMs: 20_500, en: 'Thank you for taking part.', es: 'Gracias por participar.' },
  ],
  polls: [
    {
      pushedAtMs: 8_600,
      question: 'Should the library open on Sundays?',
      description: 'Asked live in the town hall on the library’s hours.',
      options: ['Yes, all day', 'Yes, afternoons only', 'No'],
      weights: [0.52, 0.33, 0.15],
      versions: {
        es: {
          question: '¿Debería abrir la biblioteca los domingos?',
          description: 'Pregunta hecha en directo en el cabildo sobre el horario de la biblioteca.',
          options: ['Sí, todo el día', 'Sí, solo por la tarde', 'No'],
        },
        ar: {
          question: 'هل ينبغي أن تفتح المكتبة أيام الأحد؟',
          description: 'سؤال مطروح مباشرة في الاجتماع العام حول مواعيد المكتبة.',
          options: ['نعم، طوال اليوم', 'نعم، بعد الظهر فقط', 'لا'],
        },
      },
    },
    {
      pushedAtMs: 14_000,
      question: 'How do you get to the library?',
      description: 'Asked when parking came up.',
      options: ['On foot', 'By bicycle', 'By bus', 'By car'],
      weights: [0.3, 0.25, 0.2, 0.25],
      versions: {
        es: {
          question: '¿Cómo llegas a la biblioteca?',
          description: 'Pregunta hecha cuando salió el tema del aparcamiento.',
          options: ['A pie', 'En bicicleta', 'En autobús', 'En coche'],
        },
        ar: {
          question: 'كيف تصل إلى المكتبة؟',
          description: 'سؤال طُرح عند الحديث عن مواقف السيارات.',
          options: ['سيرًا على الأقدام', 'بالدراجة', 'بالحافلة', 'بالسيارة'],
        },
      },
    },
  ],
  wordCloud: {
    pushedAtMs: 17_500,
    question: 'One word for your library?',
    description: 'Up to two words. The cloud grows as the room answers.',
    translations: {
      es: {
        question: '¿Una palabra para tu biblioteca?',
        description: 'Hasta dos palabras. La nube crece a medida que la sala responde.',
      },
      ar: { question: 'كلمة واحدة لمكتبتك؟', description: 'حتى كلمتين. تكبر السحابة كلما أجاب الحاضرون.' },
    },
    settings: { kind: 'wordCloud', maxEntries: 2 },
    answers: ['Quiet', 'Books', 'Open', 'Welcoming', 'Quiet', 'Sundays', 'Books', 'Warm', 'Quiet', 'Study'],
  },
  /** What the room said, each at its second: comments, then questions. */
  posts: [
    { atMs: 2_000, kind: 'comment', text: 'Hello from Station Road!' },
    { atMs: 6_000, kind: 'comment', text: 'Sundays would help working families so much.' },
    { atMs: 9_500, kind: 'comment', text: 'Voted. Afternoons would be enough for me.' },
    { atMs: 11_000, kind: 'question', text: 'Who would staff the library on Sundays?' },
    { atMs: 13_500, kind: 'question', text: 'Is there parking near the library on weekends?' },
    { atMs: 18_500, kind: 'comment', text: 'Great to see the captions in Spanish too.' },
    { atMs: 21_500, kind: 'comment', text: 'Thank you, see you at the next one.' },
  ],
} as const;
