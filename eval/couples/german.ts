import { contempt, type CoupleScript, criticism, defensiveness, ex, stonewalling } from './types';

export const german: CoupleScript = {
  key: 'german',
  title: 'German-speaking: overtime and no shared time',
  names: { partnerA: 'Lena', partnerB: 'Jonas' },
  style: {
    personaId: 'dr-james',
    empathy: 6,
    directness: 8,
    messageLength: 5,
    usesEmojis: false,
    formalLanguage: true,
    language: 'german',
  },
  sessions: [
    [
      ex('welcome', 'Guten Tag.', 'Hallo, danke, dass wir hier sein dürfen.'),
      ex(
        's1-hopes',
        [
          'Wir streiten seit Monaten über seine Arbeitszeiten.',
          'Ich wünsche mir, dass wir wieder Zeit füreinander haben.',
        ],
        'Ich möchte, dass wir wieder ruhig miteinander reden können.',
      ),
      ex(
        's1-strengths',
        'Wir sind ein gutes Team im Alltag, besonders mit dem Hund.',
        'Wir wandern gern zusammen, das ist immer schön.',
      ),
      ex(
        's1-difficulty',
        criticism('Er ist immer nur mit seiner Arbeit beschäftigt und denkt nie an uns.'),
        'Für mich ist die Schwierigkeit, dass ich mich ständig rechtfertigen muss.',
      ),
      ex('s1-conflict', 'Ich werde laut und zähle alles auf, was er vergessen hat.', [
        defensiveness('Ich sage dann, dass das nicht meine Schuld ist, mein Chef verlangt das.'),
        stonewalling('Danach schweige ich und setze mich an den Computer.'),
      ]),
      ex(
        's1-goals',
        'Mein Ziel ist ein freier Sonntag im Monat nur für uns beide.',
        'Mein Ziel ist, um sieben Uhr den Laptop zuzuklappen, zumindest an drei Abenden pro Woche.',
      ),
      ex('s1-summary', 'Ja, das passt.', 'Ja, das klingt fair.'),
    ],
    [
      ex('welcome', 'Hallo.', 'Guten Tag, wir hatten eine gute Woche.'),
      ex('s2-horsemen', 'Kritik, glaube ich.', 'Rechtfertigung, ganz klar. Und manchmal Mauern.'),
      ex(
        's2-gentle-startup',
        'Ich fühle mich einsam, wenn du am Wochenende arbeitest, und ich brauche einen Tag, an dem du ganz da bist.',
        [
          contempt('Ach, die Dame hat ja nie Stress, wie schön für sie.'),
          'Entschuldigung. Ich fühle mich unter Druck, wenn ich abends sofort Fragen bekomme, und ich brauche kurz Ruhe.',
        ],
      ),
      ex(
        's2-appreciation',
        'Ich schätze, dass du am Dienstag früher nach Hause gekommen bist.',
        'Ich schätze, dass du meiner Mutter beim Umzug geholfen hast.',
      ),
      ex(
        's2-responsibility',
        'Du hast recht, ich habe deine Arbeit vor deinen Kollegen schlechtgemacht.',
        'Du hast recht, ich habe unseren Termin am Freitag vergessen.',
      ),
      ex(
        's2-break',
        'Ich sage „Pause“, gehe zwanzig Minuten mit dem Hund raus und komme dann zurück.',
        [
          'Ich sage, dass ich eine Pause brauche, und lege mich kurz hin.',
          'Danach reden wir weiter.',
        ],
      ),
      ex('s2-close', 'Der sanfte Einstieg.', 'Verantwortung übernehmen.'),
    ],
  ],
};
