import { contempt, type CoupleScript, criticism, defensiveness, ex, stonewalling } from './types';

export const french: CoupleScript = {
  key: 'french',
  title: 'French-speaking: Friday nights out and weekends alone',
  names: { partnerA: 'Camille', partnerB: 'Julien' },
  style: {
    personaId: 'dr-olivia',
    empathy: 7,
    directness: 5,
    messageLength: 7,
    usesEmojis: false,
    formalLanguage: false,
    language: 'french',
  },
  sessions: [
    [
      ex('welcome', 'Bonjour.', 'Bonjour, merci de nous recevoir.'),
      ex('s1-hopes', 'On se dispute chaque fois que je sors avec mes amis le vendredi.', [
        'J’aimerais qu’on arrive à en parler sans se crier dessus.',
        'Et que je me sente moins seul le week-end.',
      ]),
      ex(
        's1-strengths',
        'On voyage très bien ensemble, on a les mêmes envies.',
        'Elle me fait rire tous les jours, même quand ça va mal.',
      ),
      ex(
        's1-difficulty',
        'Pour moi, la difficulté, c’est que je dois me justifier chaque fois que je sors.',
        criticism('Elle préfère toujours ses amis à moi, elle ne pense qu’à elle.'),
      ),
      ex(
        's1-conflict',
        [
          defensiveness('Je lui dis que ce n’est pas ma faute s’il n’a pas de projets.'),
          'Puis je pars plus tôt que prévu pour éviter la dispute.',
        ],
        'Je me sens abandonné et je fais la tête toute la soirée.',
      ),
      ex(
        's1-goals',
        'Mon objectif : un samedi soir par mois rien que pour nous deux, prévu à l’avance.',
        'Mon objectif, c’est de lui écrire un petit mot gentil quand elle sort avec ses amis.',
      ),
      ex('s1-summary', 'Oui, c’est juste.', 'Oui, je suis d’accord.'),
    ],
    [
      ex('welcome', 'Salut.', 'Bonjour, la semaine s’est bien passée.'),
      ex('s2-horsemen', 'La critique, je crois.', 'La dérobade, je me ferme complètement.'),
      ex(
        's2-gentle-startup',
        'Je me sens triste quand tu boudes après mes sorties, et j’ai besoin que tu me dises ce que tu ressens.',
        [
          contempt('Oh, bien sûr, madame est parfaite, c’est toujours moi le problème.'),
          'Pardon. Je me sens seul le vendredi soir, et j’ai besoin qu’on prévoie quelque chose ensemble le samedi.',
        ],
      ),
      ex(
        's2-appreciation',
        'Merci d’avoir préparé le petit-déjeuner dimanche, ça m’a touchée.',
        'Merci d’être rentrée plus tôt mardi pour qu’on regarde le film ensemble.',
      ),
      ex(
        's2-responsibility',
        'Tu as raison, j’ai oublié de te prévenir que je rentrais tard jeudi.',
        [
          stonewalling('Laisse tomber, je n’ai rien à dire.'),
          'Non, pardon. Tu as raison, j’ai boudé toute la soirée.',
        ],
      ),
      ex(
        's2-break',
        'Je dirai « pause », j’irai marcher vingt minutes, puis je reviendrai.',
        'Je poserai la main sur ton épaule comme signal, je ferai un thé et on reprendra après.',
      ),
      ex('s2-close', 'Le démarrage en douceur.', 'La pause, au lieu de me fermer.'),
    ],
  ],
};
