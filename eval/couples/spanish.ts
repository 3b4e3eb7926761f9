import { type CoupleScript, criticism, defensiveness, ex, stonewalling } from './types';

export const spanish: CoupleScript = {
  key: 'spanish',
  title: 'Spanish-speaking: long working hours, evenings apart',
  names: { partnerA: 'Lucía', partnerB: 'Mateo' },
  style: {
    personaId: 'dr-emma',
    empathy: 8,
    directness: 6,
    messageLength: 6,
    usesEmojis: true,
    formalLanguage: true,
    language: 'spanish',
  },
  sessions: [
    [
      ex(
        'welcome',
        'Hola, buenas tardes.',
        'Buenas tardes. Es la primera vez que hacemos algo así.',
      ),
      ex(
        's1-hopes',
        [
          'Desde que él cambió de trabajo casi no nos vemos entre semana.',
          'Me gustaría que volviéramos a sentirnos un equipo.',
        ],
        'Quiero que dejemos de discutir cada domingo por la noche.',
      ),
      ex(
        's1-strengths',
        'Nos reímos mucho juntos y cocinamos muy bien en pareja.',
        'Confío en ella por completo, siempre está cuando la necesito.',
      ),
      ex(
        's1-difficulty',
        criticism('Él siempre llega tarde y nunca avisa, es un egoísta.'),
        'Para mí la dificultad es que siempre parece que hago las cosas mal.',
      ),
      ex('s1-conflict', 'Me siento sola y empiezo a reprochar todo lo que pasó en la semana.', [
        defensiveness('Yo le explico que no es culpa mía, que el trabajo es así.'),
        stonewalling('Y al final me callo y me voy al salón.'),
      ]),
      ex(
        's1-goals',
        'Mi objetivo es cenar juntos tres noches por semana, sin móviles.',
        'Mi objetivo es mandar un mensaje cuando vaya a llegar después de las ocho.',
      ),
      ex('s1-summary', 'Sí, me parece justo.', 'Sí, estoy de acuerdo.'),
    ],
    [
      ex('welcome', 'Hola de nuevo.', 'Hola. Ha sido una semana más tranquila.'),
      ex(
        's2-horsemen',
        'La crítica, creo. Ataco en vez de pedir.',
        'La actitud defensiva, siempre me justifico.',
      ),
      ex(
        's2-gentle-startup',
        [
          criticism('Tú nunca piensas en mí cuando haces planes con tus amigos.'),
          'Perdón, otra vez: me siento apartada cuando haces planes sin consultarme, y necesito que lo hablemos antes.',
        ],
        'Me siento agobiado cuando me piden explicaciones nada más llegar a casa, y necesito diez minutos para descansar primero.',
      ),
      ex(
        's2-appreciation',
        'Te agradezco que prepararas la cena el jueves cuando yo estaba cansada.',
        'Te agradezco que llamaras a mi madre por su cumpleaños.',
      ),
      ex(
        's2-responsibility',
        'Tienes razón en que levanté la voz el sábado delante de tu hermana.',
        [
          defensiveness('Bueno, yo solo llegué tarde porque había tráfico, no es para tanto.'),
          'Vale, tienes razón en que no te avisé.',
        ],
      ),
      ex(
        's2-break',
        'Diré que necesito una pausa, saldré a caminar veinte minutos y volveré para terminar la conversación.',
        'Yo diré «tiempo muerto», me daré una ducha y luego volvemos a hablar.',
      ),
      ex('s2-close', 'El planteamiento suave.', 'Asumir mi parte de responsabilidad.'),
    ],
  ],
};
