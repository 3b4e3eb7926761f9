// Every fixed phrase of the offline facilitator, in the five languages (spec §3 "language").
//
// A phrase is either one string (the same in both registers) or { informal, formal }. In the
// formal register the facilitator uses the polite "you" (usted/ustedes, vous, Sie, 您/二位) and,
// in English, no contractions (applied automatically by `decontract`). Informal Spanish speaks
// to the couple as vosotros, German as ihr, Mandarin as 你们; French uses vous for two people in
// both registers and differs when it speaks to one partner (tu / vous).
//
// Placeholders: {name} {a} {b} {first} {second} {writer} — names; {therapist} — the couple's
// persona's name; {q} {qa} {qb} {phrase} {meaning} {example} — already quoted text; {feeling}
// {topic} {horseman} {antidote} {n} — grammar words, substituted before the language's
// contractions (es "de el" → "del").

import type { TherapistLanguage } from '@kindred/shared/therapist-style';

export interface Registers {
  informal: string;
  formal: string;
}
export type Text = string | Registers;
export type Localized = Readonly<Record<TherapistLanguage, Text>>;
type LocalizedVariants = Readonly<Record<TherapistLanguage, readonly Text[]>>;

const reg = (informal: string, formal: string): Registers => ({ informal, formal });

// ---------------------------------------------------------------------------------------------
// Program questions and the short explanation behind each step (shown in detailed replies).

export type StepId =
  | 's1-hopes'
  | 's1-strengths'
  | 's1-difficulty'
  | 's1-conflict'
  | 's1-goals'
  | 's1-summary'
  | 's2-horsemen'
  | 's2-gentle-startup'
  | 's2-appreciation'
  | 's2-responsibility'
  | 's2-break'
  | 's2-close'
  | 'g-checkin'
  | 'g-topic'
  | 'g-views'
  | 'g-step'
  | 'g-close';

export const STEP_QUESTIONS: Readonly<Record<StepId, Localized>> = {
  's1-hopes': {
    english:
      'Tell me a bit more: what made you decide to come now, and what would you each like to be different by the end of this program?',
    spanish: reg(
      'Contadme un poco más: ¿qué os ha hecho venir ahora, y qué os gustaría a cada uno que fuera distinto al final de este programa?',
      'Cuéntenme un poco más: ¿qué les ha hecho venir ahora, y qué les gustaría a cada uno que fuera distinto al final de este programa?',
    ),
    french:
      "Dites-m'en un peu plus : qu'est-ce qui vous a décidés à venir maintenant, et qu'aimeriez-vous, chacun, voir changer d'ici la fin de ce programme ?",
    german: reg(
      'Erzählt mir ein bisschen mehr: Was hat euch dazu gebracht, gerade jetzt zu kommen, und was soll für jeden von euch am Ende dieses Programms anders sein?',
      'Erzählen Sie mir ein bisschen mehr: Was hat Sie dazu gebracht, gerade jetzt zu kommen, und was soll für jeden von Ihnen am Ende dieses Programms anders sein?',
    ),
    mandarin: reg(
      '再多和我说一点：是什么让你们决定现在来？到这个课程结束时，你们各自希望有什么不一样？',
      '请再多和我说一点：是什么让二位决定现在来？到这个课程结束时，二位各自希望有什么不一样？',
    ),
  },
  's1-strengths': {
    english:
      "Now let's look at what's working. What's one thing that's good between you right now — something you'd want to keep, whatever else changes?",
    spanish: reg(
      'Ahora veamos lo que funciona. ¿Qué hay de bueno entre vosotros ahora mismo, algo que querríais conservar pase lo que pase?',
      'Ahora veamos lo que funciona. ¿Qué hay de bueno entre ustedes ahora mismo, algo que querrían conservar pase lo que pase?',
    ),
    french:
      "Regardons maintenant ce qui fonctionne. Qu'y a-t-il de bon entre vous en ce moment — quelque chose que vous voudriez garder, quoi qu'il arrive ?",
    german: reg(
      'Schauen wir jetzt auf das, was funktioniert. Was ist gerade gut zwischen euch – etwas, das ihr behalten wollt, egal was sich sonst ändert?',
      'Schauen wir jetzt auf das, was funktioniert. Was ist gerade gut zwischen Ihnen – etwas, das Sie behalten möchten, egal was sich sonst ändert?',
    ),
    mandarin: reg(
      '现在我们看看哪些是顺利的。你们之间现在有什么好的地方——无论其他方面怎么变，都想保留下来的？',
      '现在我们看看哪些是顺利的。二位之间现在有什么好的地方——无论其他方面怎么变，都想保留下来的？',
    ),
  },
  's1-difficulty': {
    english:
      "What's the main difficulty that keeps coming back between you? I'd like to hear it from each of you, in your own words — without judging the other's version.",
    spanish: reg(
      '¿Cuál es la dificultad principal que vuelve una y otra vez entre vosotros? Me gustaría escucharla de cada uno, con vuestras propias palabras y sin juzgar la versión del otro.',
      '¿Cuál es la dificultad principal que vuelve una y otra vez entre ustedes? Me gustaría escucharla de cada uno, con sus propias palabras y sin juzgar la versión del otro.',
    ),
    french:
      "Quelle est la principale difficulté qui revient sans cesse entre vous ? J'aimerais l'entendre de chacun, avec vos propres mots, sans juger la version de l'autre.",
    german: reg(
      'Was ist die Hauptschwierigkeit, die zwischen euch immer wiederkehrt? Ich möchte sie von jedem von euch hören, in euren eigenen Worten – ohne die Version des anderen zu bewerten.',
      'Was ist die Hauptschwierigkeit, die zwischen Ihnen immer wiederkehrt? Ich möchte sie von jedem von Ihnen hören, in Ihren eigenen Worten – ohne die Version des anderen zu bewerten.',
    ),
    mandarin: reg(
      '你们之间反复出现的主要困难是什么？我想听你们每个人用自己的话说一说——不去评判对方的说法。',
      '二位之间反复出现的主要困难是什么？我想请二位各自用自己的话说一说——不去评判对方的说法。',
    ),
  },
  's1-conflict': {
    english:
      'When that difficulty comes up, what happens for you? What do you feel, and what do you tend to do — push, explain, go quiet, leave the room?',
    spanish: reg(
      'Cuando aparece esa dificultad, ¿qué os pasa por dentro? ¿Qué sentís y qué soléis hacer: insistir, dar explicaciones, callaros, salir de la habitación?',
      'Cuando aparece esa dificultad, ¿qué les pasa por dentro? ¿Qué sienten y qué suelen hacer: insistir, dar explicaciones, callarse, salir de la habitación?',
    ),
    french:
      'Quand cette difficulté surgit, que se passe-t-il pour vous ? Que ressentez-vous, et que faites-vous en général : insister, vous justifier, vous taire, quitter la pièce ?',
    german: reg(
      'Wenn diese Schwierigkeit auftaucht, was passiert dann in euch? Was fühlt ihr, und was tut ihr meistens – drängen, erklären, verstummen, den Raum verlassen?',
      'Wenn diese Schwierigkeit auftaucht, was passiert dann in Ihnen? Was fühlen Sie, und was tun Sie meistens – drängen, erklären, verstummen, den Raum verlassen?',
    ),
    mandarin: reg(
      '当这个困难出现时，你们内心会发生什么？你们会有什么感受，通常又会怎么做——坚持、解释、沉默，还是离开房间？',
      '当这个困难出现时，二位内心会发生什么？二位会有什么感受，通常又会怎么做——坚持、解释、沉默，还是离开房间？',
    ),
  },
  's1-goals': {
    english:
      "Let's set one concrete goal each for this program — small enough to notice in an ordinary week, like “ten minutes of talking after dinner”. What's yours?",
    spanish: reg(
      'Pongamos un objetivo concreto para cada uno en este programa, lo bastante pequeño como para notarlo en una semana normal, como «diez minutos de charla después de cenar». ¿Cuál es el tuyo?',
      'Pongamos un objetivo concreto para cada uno en este programa, lo bastante pequeño como para notarlo en una semana normal, como «diez minutos de charla después de cenar». ¿Cuál es el suyo?',
    ),
    french: reg(
      'Fixons un objectif concret pour chacun de vous dans ce programme, assez petit pour le remarquer dans une semaine ordinaire, comme « dix minutes de discussion après le dîner ». Quel est le tien ?',
      'Fixons un objectif concret pour chacun de vous dans ce programme, assez petit pour le remarquer dans une semaine ordinaire, comme « dix minutes de discussion après le dîner ». Quel est le vôtre ?',
    ),
    german: reg(
      'Legen wir für jeden von euch ein konkretes Ziel für dieses Programm fest – klein genug, um es in einer normalen Woche zu bemerken, zum Beispiel „zehn Minuten reden nach dem Abendessen“. Was ist deins?',
      'Legen wir für jeden von Ihnen ein konkretes Ziel für dieses Programm fest – klein genug, um es in einer normalen Woche zu bemerken, zum Beispiel „zehn Minuten reden nach dem Abendessen“. Was ist Ihres?',
    ),
    mandarin: reg(
      '我们来为每个人定一个具体的目标——小到在平常的一周里就能注意到，比如“晚饭后聊十分钟”。你的目标是什么？',
      '我们来为每个人定一个具体的目标——小到在平常的一周里就能注意到，比如“晚饭后聊十分钟”。您的目标是什么？',
    ),
  },
  's1-summary': {
    english:
      'Does that feel like a fair summary to you both, and are you willing to work towards these goals until we meet again?',
    spanish: reg(
      '¿Os parece un resumen justo a los dos, y estáis dispuestos a trabajar en estos objetivos hasta la próxima sesión?',
      '¿Les parece un resumen justo a ambos, y están dispuestos a trabajar en estos objetivos hasta la próxima sesión?',
    ),
    french:
      "Ce résumé vous paraît-il juste à tous les deux, et êtes-vous prêts à travailler sur ces objectifs d'ici notre prochaine séance ?",
    german: reg(
      'Ist das für euch beide eine faire Zusammenfassung, und seid ihr bereit, bis zu unserer nächsten Sitzung an diesen Zielen zu arbeiten?',
      'Ist das für Sie beide eine faire Zusammenfassung, und sind Sie bereit, bis zu unserer nächsten Sitzung an diesen Zielen zu arbeiten?',
    ),
    mandarin: reg(
      '你们俩觉得这个总结公平吗？在下次见面之前，你们愿意朝这些目标努力吗？',
      '二位觉得这个总结公平吗？在下次见面之前，二位愿意朝这些目标努力吗？',
    ),
  },
  's2-horsemen': {
    english:
      "Today we'll look at four patterns that tend to wear a relationship down — the Four Horsemen: criticism, contempt, defensiveness and stonewalling. Each has an antidote, and we'll practise them one by one. To start: which of the four do you each recognise in yourself — not in your partner?",
    spanish: reg(
      'Hoy veremos cuatro patrones que suelen desgastar una relación, los Cuatro Jinetes: la crítica, el desprecio, la actitud defensiva y la actitud evasiva. Cada uno tiene un antídoto y los practicaremos uno a uno. Para empezar: ¿cuál de los cuatro reconocéis cada uno en vosotros mismos, no en vuestra pareja?',
      'Hoy veremos cuatro patrones que suelen desgastar una relación, los Cuatro Jinetes: la crítica, el desprecio, la actitud defensiva y la actitud evasiva. Cada uno tiene un antídoto y los practicaremos uno a uno. Para empezar: ¿cuál de los cuatro reconocen cada uno en sí mismos, no en su pareja?',
    ),
    french:
      "Aujourd'hui, nous allons regarder quatre schémas qui usent une relation — les Quatre Cavaliers : la critique, le mépris, l'attitude défensive et la dérobade. Chacun a son antidote, et nous allons les pratiquer un par un. Pour commencer : lequel des quatre reconnaissez-vous chacun chez vous-même — pas chez l'autre ?",
    german: reg(
      'Heute schauen wir auf vier Muster, die eine Beziehung zermürben – die vier apokalyptischen Reiter: Kritik, Verachtung, Rechtfertigung und Mauern. Zu jedem gibt es ein Gegenmittel, und wir üben sie nacheinander. Zum Anfang: Welchen der vier erkennt jeder von euch bei sich selbst – nicht beim anderen?',
      'Heute schauen wir auf vier Muster, die eine Beziehung zermürben – die vier apokalyptischen Reiter: Kritik, Verachtung, Rechtfertigung und Mauern. Zu jedem gibt es ein Gegenmittel, und wir üben sie nacheinander. Zum Anfang: Welchen der vier erkennt jeder von Ihnen bei sich selbst – nicht beim anderen?',
    ),
    mandarin: reg(
      '今天我们来看看四种会慢慢消耗一段关系的模式——“末日四骑士”：批评、轻蔑、防御和筑墙。每一种都有对应的解药，我们会一个一个来练习。先说说：这四种里，你们各自在自己身上（而不是对方身上）认出了哪一种？',
      '今天我们来看看四种会慢慢消耗一段关系的模式——“末日四骑士”：批评、轻蔑、防御和筑墙。每一种都有对应的解药，我们会一个一个来练习。先请二位说说：这四种里，二位各自在自己身上（而不是对方身上）认出了哪一种？',
    ),
  },
  's2-gentle-startup': {
    english:
      "Let's practise the antidote to criticism: a gentle start-up — “I feel … about …, and I need …”. Think of a small, recent complaint and say it to your partner in that shape.",
    spanish: reg(
      'Practiquemos el antídoto de la crítica: un planteamiento suave, «me siento… por…, y necesito…». Pensad en una queja pequeña y reciente y decídsela así a vuestra pareja.',
      'Practiquemos el antídoto de la crítica: un planteamiento suave, «me siento… por…, y necesito…». Piensen en una queja pequeña y reciente y exprésenla así a su pareja.',
    ),
    french:
      "Pratiquons l'antidote de la critique : le démarrage en douceur — « je me sens… à propos de…, et j'ai besoin de… ». Pensez chacun à un petit reproche récent et dites-le à l'autre sous cette forme.",
    german: reg(
      'Üben wir das Gegenmittel zur Kritik: einen sanften Einstieg – „Ich fühle mich …, wenn …, und ich brauche …“. Denkt an eine kleine, aktuelle Beschwerde und sagt sie dem anderen in dieser Form.',
      'Üben wir das Gegenmittel zur Kritik: einen sanften Einstieg – „Ich fühle mich …, wenn …, und ich brauche …“. Denken Sie an eine kleine, aktuelle Beschwerde und sagen Sie sie dem anderen in dieser Form.',
    ),
    mandarin: reg(
      '我们来练习批评的解药：温和地开启话题——“对于……，我感到……，我需要……”。你们各自想一个最近的小抱怨，用这个句式对对方说出来。',
      '我们来练习批评的解药：温和地开启话题——“对于……，我感到……，我需要……”。请二位各自想一个最近的小抱怨，用这个句式对对方说出来。',
    ),
  },
  's2-appreciation': {
    english:
      'The antidote to contempt is a culture of appreciation and fondness. Tell your partner one specific thing they did recently that you appreciate, and why it mattered to you.',
    spanish: reg(
      'El antídoto del desprecio es una cultura de aprecio y cariño. Decidle a vuestra pareja algo concreto que haya hecho hace poco y que apreciáis, y por qué os importó.',
      'El antídoto del desprecio es una cultura de aprecio y cariño. Díganle a su pareja algo concreto que haya hecho hace poco y que aprecian, y por qué les importó.',
    ),
    french:
      "L'antidote du mépris, c'est une culture d'appréciation et de tendresse. Dites à l'autre une chose précise qu'il ou elle a faite récemment et que vous appréciez, et pourquoi cela a compté pour vous.",
    german: reg(
      'Das Gegenmittel zur Verachtung ist eine Kultur der Wertschätzung und Zuneigung. Sagt dem anderen eine konkrete Sache, die er oder sie kürzlich getan hat und die ihr schätzt – und warum sie euch wichtig war.',
      'Das Gegenmittel zur Verachtung ist eine Kultur der Wertschätzung und Zuneigung. Sagen Sie dem anderen eine konkrete Sache, die er oder sie kürzlich getan hat und die Sie schätzen – und warum sie Ihnen wichtig war.',
    ),
    mandarin: reg(
      '轻蔑的解药是培养欣赏和爱意。告诉对方一件他或她最近做的、让你感激的具体小事，以及它为什么对你重要。',
      '轻蔑的解药是培养欣赏和爱意。请告诉对方一件他或她最近做的、让您感激的具体小事，以及它为什么对您重要。',
    ),
  },
  's2-responsibility': {
    english:
      "The antidote to defensiveness is taking responsibility. Think back to a recent disagreement: what's one part of it — even a small one — that you can own? Try saying it to your partner: “You're right that I…”.",
    spanish: reg(
      'El antídoto de la actitud defensiva es asumir responsabilidad. Pensad en un desacuerdo reciente: ¿qué parte, aunque sea pequeña, podéis reconocer como vuestra? Probad a decírselo a vuestra pareja: «Tienes razón en que yo…».',
      'El antídoto de la actitud defensiva es asumir responsabilidad. Piensen en un desacuerdo reciente: ¿qué parte, aunque sea pequeña, pueden reconocer como suya? Prueben a decírselo a su pareja: «Tienes razón en que yo…».',
    ),
    french:
      "L'antidote de l'attitude défensive, c'est d'assumer sa part de responsabilité. Repensez à un désaccord récent : quelle part, même petite, pouvez-vous reconnaître comme la vôtre ? Essayez de le dire à l'autre : « Tu as raison, j'ai… ».",
    german: reg(
      'Das Gegenmittel zur Rechtfertigung ist, Verantwortung zu übernehmen. Denkt an eine Meinungsverschiedenheit der letzten Zeit: Welchen Teil davon – auch einen kleinen – könnt ihr als euren anerkennen? Sagt es dem anderen: „Du hast recht, ich habe …“.',
      'Das Gegenmittel zur Rechtfertigung ist, Verantwortung zu übernehmen. Denken Sie an eine Meinungsverschiedenheit der letzten Zeit: Welchen Teil davon – auch einen kleinen – können Sie als Ihren anerkennen? Sagen Sie es dem anderen: „Du hast recht, ich habe …“.',
    ),
    mandarin: reg(
      '防御的解药是承担责任。回想最近的一次分歧：其中哪一部分——哪怕很小——是你可以承认属于自己的？试着对对方说：“你说得对，我确实……”。',
      '防御的解药是承担责任。请回想最近的一次分歧：其中哪一部分——哪怕很小——是您可以承认属于自己的？请试着对对方说：“你说得对，我确实……”。',
    ),
  },
  's2-break': {
    english:
      'The antidote to stonewalling is physiological self-soothing: when you feel flooded, take a break of at least 20 minutes, do something calming, and then come back. How will each of you signal that you need a break — and how will you come back to the conversation?',
    spanish: reg(
      'El antídoto de la actitud evasiva es calmar el cuerpo: cuando os sintáis desbordados, haced una pausa de al menos 20 minutos, haced algo que os calme y luego volved. ¿Cómo avisará cada uno de que necesita una pausa, y cómo volveréis a la conversación?',
      'El antídoto de la actitud evasiva es calmar el cuerpo: cuando se sientan desbordados, hagan una pausa de al menos 20 minutos, hagan algo que les calme y luego vuelvan. ¿Cómo avisará cada uno de que necesita una pausa, y cómo volverán a la conversación?',
    ),
    french:
      "L'antidote de la dérobade, c'est l'apaisement physiologique : quand vous vous sentez submergés, faites une pause d'au moins 20 minutes, faites quelque chose qui vous calme, puis revenez. Comment chacun de vous signalera-t-il qu'il a besoin d'une pause — et comment reviendrez-vous à la conversation ?",
    german: reg(
      'Das Gegenmittel zum Mauern ist körperliche Selbstberuhigung: Wenn ihr euch überflutet fühlt, macht eine Pause von mindestens 20 Minuten, tut etwas Beruhigendes und kommt dann zurück. Wie zeigt jeder von euch, dass er eine Pause braucht – und wie kommt ihr ins Gespräch zurück?',
      'Das Gegenmittel zum Mauern ist körperliche Selbstberuhigung: Wenn Sie sich überflutet fühlen, machen Sie eine Pause von mindestens 20 Minuten, tun Sie etwas Beruhigendes und kommen Sie dann zurück. Wie zeigt jeder von Ihnen, dass er eine Pause braucht – und wie kommen Sie ins Gespräch zurück?',
    ),
    mandarin: reg(
      '筑墙的解药是让身体平静下来：当你们感到情绪被淹没时，休息至少20分钟，做点让自己平静的事，然后再回来。你们各自会怎样表示需要暂停？又会怎样回到对话中？',
      '筑墙的解药是让身体平静下来：当二位感到情绪被淹没时，请休息至少20分钟，做点让自己平静的事，然后再回来。二位各自会怎样表示需要暂停？又会怎样回到对话中？',
    ),
  },
  's2-close': {
    english:
      'Before we finish: which antidote will each of you practise this week, and in what kind of moment?',
    spanish: reg(
      'Antes de terminar: ¿qué antídoto va a practicar cada uno de vosotros esta semana, y en qué tipo de momento?',
      'Antes de terminar: ¿qué antídoto va a practicar cada uno de ustedes esta semana, y en qué tipo de momento?',
    ),
    french:
      'Avant de terminer : quel antidote chacun de vous va-t-il pratiquer cette semaine, et dans quel genre de moment ?',
    german: reg(
      'Bevor wir aufhören: Welches Gegenmittel übt jeder von euch diese Woche, und in welcher Art von Moment?',
      'Bevor wir aufhören: Welches Gegenmittel übt jeder von Ihnen diese Woche, und in welcher Art von Moment?',
    ),
    mandarin: reg(
      '结束之前：这周你们各自打算练习哪一种解药？会在什么样的时刻用？',
      '结束之前：这周二位各自打算练习哪一种解药？会在什么样的时刻用？',
    ),
  },
  'g-checkin': {
    english:
      "Let's start by looking back. Since our last session, how has it gone with the goals you set — what went well, and what got in the way?",
    spanish: reg(
      'Empecemos mirando atrás. Desde la última sesión, ¿cómo os ha ido con los objetivos que os pusisteis: qué ha ido bien y qué se ha interpuesto?',
      'Empecemos mirando atrás. Desde la última sesión, ¿cómo les ha ido con los objetivos que se pusieron: qué ha ido bien y qué se ha interpuesto?',
    ),
    french:
      "Commençons par regarder en arrière. Depuis notre dernière séance, comment cela s'est-il passé avec les objectifs que vous vous étiez fixés : qu'est-ce qui a bien marché, et qu'est-ce qui a fait obstacle ?",
    german: reg(
      'Fangen wir mit einem Rückblick an. Wie ist es seit unserer letzten Sitzung mit euren Zielen gelaufen – was hat geklappt, und was kam dazwischen?',
      'Fangen wir mit einem Rückblick an. Wie ist es seit unserer letzten Sitzung mit Ihren Zielen gelaufen – was hat geklappt, und was kam dazwischen?',
    ),
    mandarin: reg(
      '我们先回顾一下。自从上次会谈以来，你们定下的目标进行得怎么样——哪些顺利，哪些受到了阻碍？',
      '我们先回顾一下。自从上次会谈以来，二位定下的目标进行得怎么样——哪些顺利，哪些受到了阻碍？',
    ),
  },
  'g-topic': {
    english: 'What feels most important to talk about today? Try to choose one topic together.',
    spanish: reg(
      '¿De qué os parece más importante hablar hoy? Intentad elegir un solo tema juntos.',
      '¿De qué les parece más importante hablar hoy? Intenten elegir un solo tema juntos.',
    ),
    french:
      "De quoi vous semble-t-il le plus important de parler aujourd'hui ? Essayez de choisir un seul sujet ensemble.",
    german: reg(
      'Worüber ist es euch heute am wichtigsten zu sprechen? Versucht, gemeinsam ein Thema auszuwählen.',
      'Worüber ist es Ihnen heute am wichtigsten zu sprechen? Versuchen Sie, gemeinsam ein Thema auszuwählen.',
    ),
    mandarin: reg(
      '今天你们觉得最重要的话题是什么？试着一起选一个话题。',
      '今天二位觉得最重要的话题是什么？请试着一起选一个话题。',
    ),
  },
  'g-views': {
    english:
      "Let's understand both views. What does this look like from your side, and what do you need from each other here?",
    spanish: reg(
      'Entendamos las dos perspectivas. ¿Cómo se ve esto desde tu lado, y qué necesitas del otro aquí?',
      'Entendamos las dos perspectivas. ¿Cómo se ve esto desde su lado, y qué necesita usted del otro aquí?',
    ),
    french: reg(
      "Essayons de comprendre les deux points de vue. À quoi cela ressemble-t-il de ton côté, et de quoi as-tu besoin de l'autre ici ?",
      "Essayons de comprendre les deux points de vue. À quoi cela ressemble-t-il de votre côté, et de quoi avez-vous besoin de l'autre ici ?",
    ),
    german: reg(
      'Lasst uns beide Sichtweisen verstehen. Wie sieht das aus deiner Sicht aus, und was brauchst du hier vom anderen?',
      'Lassen Sie uns beide Sichtweisen verstehen. Wie sieht das aus Ihrer Sicht aus, und was brauchen Sie hier vom anderen?',
    ),
    mandarin: reg(
      '我们来理解双方的看法。从你的角度看，这是怎样的？在这件事上你需要对方做什么？',
      '我们来理解双方的看法。从您的角度看，这是怎样的？在这件事上您需要对方做什么？',
    ),
  },
  'g-step': {
    english:
      "What's one small, concrete step each of you could take before our next session — what, when, and how will you know you did it?",
    spanish: reg(
      '¿Qué paso pequeño y concreto podría dar cada uno de vosotros antes de la próxima sesión: qué, cuándo y cómo sabréis que lo habéis hecho?',
      '¿Qué paso pequeño y concreto podría dar cada uno de ustedes antes de la próxima sesión: qué, cuándo y cómo sabrán que lo han hecho?',
    ),
    french:
      'Quel petit pas concret chacun de vous pourrait-il faire avant notre prochaine séance : quoi, quand, et comment saurez-vous que c’est fait ?',
    german: reg(
      'Welchen kleinen, konkreten Schritt könnte jeder von euch bis zur nächsten Sitzung gehen – was, wann, und woran merkt ihr, dass ihr ihn gegangen seid?',
      'Welchen kleinen, konkreten Schritt könnte jeder von Ihnen bis zur nächsten Sitzung gehen – was, wann, und woran merken Sie, dass Sie ihn gegangen sind?',
    ),
    mandarin: reg(
      '在下次会谈之前，你们每个人可以迈出哪一小步具体的行动——做什么、什么时候做，以及怎么知道自己做到了？',
      '在下次会谈之前，二位各自可以迈出哪一小步具体的行动——做什么、什么时候做，以及怎么知道自己做到了？',
    ),
  },
  'g-close': {
    english:
      "How are you each feeling as we close today — and is there anything you'd like to say to each other before we end?",
    spanish: reg(
      '¿Cómo os sentís al cerrar la sesión de hoy? ¿Hay algo que queráis deciros antes de terminar?',
      '¿Cómo se sienten al cerrar la sesión de hoy? ¿Hay algo que quieran decirse antes de terminar?',
    ),
    french:
      'Comment vous sentez-vous en clôturant cette séance ? Y a-t-il quelque chose que vous aimeriez vous dire avant de terminer ?',
    german: reg(
      'Wie fühlt ihr euch zum Abschluss der heutigen Sitzung – und gibt es etwas, das ihr euch noch sagen möchtet, bevor wir aufhören?',
      'Wie fühlen Sie sich zum Abschluss der heutigen Sitzung – und gibt es etwas, das Sie sich noch sagen möchten, bevor wir aufhören?',
    ),
    mandarin: reg(
      '今天的会谈快结束了，你们现在感觉怎么样？结束之前，有什么想对彼此说的吗？',
      '今天的会谈快结束了，二位现在感觉怎么样？结束之前，有什么想对彼此说的吗？',
    ),
  },
};

/**
 * Each step's question asked again, to the one partner who has not answered it yet (a partner
 * asked the therapist to answer alone): other words than the first time, so that no sentence is
 * said twice in a session.
 */
export const STEP_REASK: Readonly<Record<StepId, Localized>> = {
  's1-hopes': {
    english:
      'What brought you here now, and what would you most like to be different by the end of the program?',
    spanish: reg(
      '¿Qué te ha traído aquí ahora, y qué te gustaría que fuera distinto al final del programa?',
      '¿Qué le ha traído aquí ahora, y qué le gustaría que fuera distinto al final del programa?',
    ),
    french: reg(
      'Qu’est-ce qui t’amène maintenant, et qu’aimerais-tu voir changer d’ici la fin du programme ?',
      'Qu’est-ce qui vous amène maintenant, et qu’aimeriez-vous voir changer d’ici la fin du programme ?',
    ),
    german: reg(
      'Was führt dich gerade jetzt hierher, und was soll am Ende des Programms für dich anders sein?',
      'Was führt Sie gerade jetzt hierher, und was soll am Ende des Programms für Sie anders sein?',
    ),
    mandarin: reg(
      '是什么让你现在来到这里？到课程结束时，你最希望有什么不同？',
      '是什么让您现在来到这里？到课程结束时，您最希望有什么不同？',
    ),
  },
  's1-strengths': {
    english: "From your side, what is one good thing between you two that you'd want to keep?",
    spanish: reg(
      'Desde tu lado, ¿qué cosa buena hay entre vosotros que querrías conservar?',
      'Desde su lado, ¿qué cosa buena hay entre ustedes que querría conservar?',
    ),
    french: reg(
      'De ton côté, quelle bonne chose entre vous aimerais-tu garder ?',
      'De votre côté, quelle bonne chose entre vous aimeriez-vous garder ?',
    ),
    german: reg(
      'Was ist aus deiner Sicht etwas Gutes zwischen euch, das du behalten möchtest?',
      'Was ist aus Ihrer Sicht etwas Gutes zwischen Ihnen beiden, das Sie behalten möchten?',
    ),
    mandarin: reg(
      '从你的角度看，你们之间有什么好的地方是你想保留的？',
      '从您的角度看，二位之间有什么好的地方是您想保留的？',
    ),
  },
  's1-difficulty': {
    english: "In your own words, what's the difficulty that keeps coming back between you?",
    spanish: reg(
      'Con tus propias palabras, ¿cuál es la dificultad que vuelve una y otra vez entre vosotros?',
      'Con sus propias palabras, ¿cuál es la dificultad que vuelve una y otra vez entre ustedes?',
    ),
    french: reg(
      'Avec tes propres mots, quelle est la difficulté qui revient sans cesse entre vous ?',
      'Avec vos propres mots, quelle est la difficulté qui revient sans cesse entre vous ?',
    ),
    german: reg(
      'In deinen eigenen Worten: Welche Schwierigkeit kehrt zwischen euch immer wieder?',
      'In Ihren eigenen Worten: Welche Schwierigkeit kehrt zwischen Ihnen immer wieder?',
    ),
    mandarin: reg(
      '用你自己的话说，你们之间反复出现的困难是什么？',
      '用您自己的话说，二位之间反复出现的困难是什么？',
    ),
  },
  's1-conflict': {
    english: 'When that difficulty flares up, what do you feel, and what do you usually do?',
    spanish: reg(
      'Cuando esa dificultad se enciende, ¿qué sientes y qué sueles hacer?',
      'Cuando esa dificultad se enciende, ¿qué siente y qué suele hacer?',
    ),
    french: reg(
      'Quand cette difficulté s’enflamme, que ressens-tu, et que fais-tu en général ?',
      'Quand cette difficulté s’enflamme, que ressentez-vous, et que faites-vous en général ?',
    ),
    german: reg(
      'Wenn diese Schwierigkeit aufflammt, was fühlst du, und was tust du dann meistens?',
      'Wenn diese Schwierigkeit aufflammt, was fühlen Sie, und was tun Sie dann meistens?',
    ),
    mandarin: reg(
      '当这个困难冒出来时，你有什么感受，通常又会怎么做？',
      '当这个困难冒出来时，您有什么感受，通常又会怎么做？',
    ),
  },
  's1-goals': {
    english: "What's one small, concrete goal you'd like to set for yourself in this program?",
    spanish: reg(
      '¿Qué objetivo pequeño y concreto te gustaría ponerte en este programa?',
      '¿Qué objetivo pequeño y concreto le gustaría ponerse en este programa?',
    ),
    french: reg(
      'Quel petit objectif concret aimerais-tu te fixer dans ce programme ?',
      'Quel petit objectif concret aimeriez-vous vous fixer dans ce programme ?',
    ),
    german: reg(
      'Welches kleine, konkrete Ziel möchtest du dir für dieses Programm setzen?',
      'Welches kleine, konkrete Ziel möchten Sie sich für dieses Programm setzen?',
    ),
    mandarin: reg(
      '在这个课程里，你想给自己定一个什么样的小而具体的目标？',
      '在这个课程里，您想给自己定一个什么样的小而具体的目标？',
    ),
  },
  's1-summary': {
    english: 'Does that summary feel fair to you, and are you willing to work towards these goals?',
    spanish: reg(
      '¿Te parece justo ese resumen, y te animas a trabajar en estos objetivos?',
      '¿Le parece justo ese resumen, y se anima a trabajar en estos objetivos?',
    ),
    french: reg(
      'Ce résumé te semble-t-il juste, et acceptes-tu de travailler sur ces objectifs ?',
      'Ce résumé vous semble-t-il juste, et acceptez-vous de travailler sur ces objectifs ?',
    ),
    german: reg(
      'Findest du die Zusammenfassung fair, und willst du an diesen Zielen arbeiten?',
      'Finden Sie die Zusammenfassung fair, und wollen Sie an diesen Zielen arbeiten?',
    ),
    mandarin: reg(
      '你觉得这个总结公平吗，愿意朝这些目标努力吗？',
      '您觉得这个总结公平吗，愿意朝这些目标努力吗？',
    ),
  },
  's2-horsemen': {
    english:
      'Of the four — criticism, contempt, defensiveness and stonewalling — which do you recognise in yourself?',
    spanish: reg(
      'De los cuatro (la crítica, el desprecio, la actitud defensiva y la actitud evasiva), ¿cuál reconoces en ti?',
      'De los cuatro (la crítica, el desprecio, la actitud defensiva y la actitud evasiva), ¿cuál reconoce en usted?',
    ),
    french: reg(
      'Des quatre — la critique, le mépris, l’attitude défensive et la dérobade —, lequel reconnais-tu chez toi ?',
      'Des quatre — la critique, le mépris, l’attitude défensive et la dérobade —, lequel reconnaissez-vous chez vous ?',
    ),
    german: reg(
      'Welchen der vier – Kritik, Verachtung, Rechtfertigung, Mauern – erkennst du bei dir selbst?',
      'Welchen der vier – Kritik, Verachtung, Rechtfertigung, Mauern – erkennen Sie bei sich selbst?',
    ),
    mandarin: reg(
      '批评、轻蔑、防御和筑墙这四种里，你在自己身上认出了哪一种？',
      '批评、轻蔑、防御和筑墙这四种里，您在自己身上认出了哪一种？',
    ),
  },
  's2-gentle-startup': {
    english:
      'Could you try it now with one small, recent complaint: how you feel, about what, and what you need?',
    spanish: reg(
      '¿Podrías probarlo ahora con una queja pequeña y reciente: cómo te sientes, ante qué y qué necesitas?',
      '¿Podría probarlo ahora con una queja pequeña y reciente: cómo se siente, ante qué y qué necesita?',
    ),
    french: reg(
      'Pourrais-tu essayer maintenant avec un petit reproche récent : ce que tu ressens, à propos de quoi, et ce dont tu as besoin ?',
      'Pourriez-vous essayer maintenant avec un petit reproche récent : ce que vous ressentez, à propos de quoi, et ce dont vous avez besoin ?',
    ),
    german: reg(
      'Magst du es jetzt mit einer kleinen, aktuellen Beschwerde versuchen: wie du dich fühlst, worüber, und was du brauchst?',
      'Möchten Sie es jetzt mit einer kleinen, aktuellen Beschwerde versuchen: wie Sie sich fühlen, worüber, und was Sie brauchen?',
    ),
    mandarin: reg(
      '你现在能用一个最近的小抱怨试试吗：你的感受、关于什么事，以及你需要什么？',
      '您现在能用一个最近的小抱怨试试吗：您的感受、关于什么事，以及您需要什么？',
    ),
  },
  's2-appreciation': {
    english:
      "What's one specific thing your partner did recently that you appreciate, and why did it matter to you?",
    spanish: reg(
      '¿Qué cosa concreta hizo tu pareja hace poco que aprecias, y por qué te importó?',
      '¿Qué cosa concreta hizo su pareja hace poco que usted aprecia, y por qué le importó?',
    ),
    french: reg(
      'Quel geste précis de l’autre, ces derniers temps, apprécies-tu, et pourquoi a-t-il compté pour toi ?',
      'Quel geste précis de l’autre, ces derniers temps, appréciez-vous, et pourquoi a-t-il compté pour vous ?',
    ),
    german: reg(
      'Was hat der andere kürzlich getan, das du schätzt – und warum war es dir wichtig?',
      'Was hat der andere kürzlich getan, das Sie schätzen – und warum war es Ihnen wichtig?',
    ),
    mandarin: reg(
      '对方最近做了哪件让你感激的具体小事，它为什么对你重要？',
      '对方最近做了哪件让您感激的具体小事，它为什么对您重要？',
    ),
  },
  's2-responsibility': {
    english:
      "Thinking of a recent disagreement, what's one part of it, even a small one, that you can own?",
    spanish: reg(
      'Pensando en un desacuerdo reciente, ¿qué parte, aunque sea pequeña, puedes reconocer como tuya?',
      'Pensando en un desacuerdo reciente, ¿qué parte, aunque sea pequeña, puede reconocer como suya?',
    ),
    french: reg(
      'En pensant à un désaccord récent, quelle part, même petite, peux-tu reconnaître comme la tienne ?',
      'En pensant à un désaccord récent, quelle part, même petite, pouvez-vous reconnaître comme la vôtre ?',
    ),
    german: reg(
      'Wenn du an eine Meinungsverschiedenheit der letzten Zeit denkst: Welchen Teil davon, auch einen kleinen, kannst du als deinen anerkennen?',
      'Wenn Sie an eine Meinungsverschiedenheit der letzten Zeit denken: Welchen Teil davon, auch einen kleinen, können Sie als Ihren anerkennen?',
    ),
    mandarin: reg(
      '想想最近的一次分歧，其中哪一部分（哪怕很小）是你可以承认的？',
      '想想最近的一次分歧，其中哪一部分（哪怕很小）是您可以承认的？',
    ),
  },
  's2-break': {
    english:
      'How will you signal that you need a break, and how will you come back to the conversation?',
    spanish: reg(
      '¿Cómo avisarás de que necesitas una pausa, y cómo volverás a la conversación?',
      '¿Cómo avisará de que necesita una pausa, y cómo volverá a la conversación?',
    ),
    french: reg(
      'Comment signaleras-tu que tu as besoin d’une pause, et comment reviendras-tu à la conversation ?',
      'Comment signalerez-vous que vous avez besoin d’une pause, et comment reviendrez-vous à la conversation ?',
    ),
    german: reg(
      'Wie zeigst du, dass du eine Pause brauchst, und wie kommst du ins Gespräch zurück?',
      'Wie zeigen Sie, dass Sie eine Pause brauchen, und wie kommen Sie ins Gespräch zurück?',
    ),
    mandarin: reg(
      '你会怎样表示自己需要暂停，又会怎样回到对话中？',
      '您会怎样表示自己需要暂停，又会怎样回到对话中？',
    ),
  },
  's2-close': {
    english: 'Which antidote will you practise this week, and in what kind of moment?',
    spanish: reg(
      '¿Qué antídoto vas a practicar esta semana, y en qué tipo de momento?',
      '¿Qué antídoto va a practicar esta semana, y en qué tipo de momento?',
    ),
    french: reg(
      'Quel antidote vas-tu pratiquer cette semaine, et dans quel genre de moment ?',
      'Quel antidote allez-vous pratiquer cette semaine, et dans quel genre de moment ?',
    ),
    german: reg(
      'Welches Gegenmittel übst du diese Woche, und in welcher Art von Moment?',
      'Welches Gegenmittel üben Sie diese Woche, und in welcher Art von Moment?',
    ),
    mandarin: reg(
      '这周你打算练习哪一种解药，在什么样的时刻用？',
      '这周您打算练习哪一种解药，在什么样的时刻用？',
    ),
  },
  'g-checkin': {
    english:
      'Since last time, how have your goals gone for you — what helped, and what got in the way?',
    spanish: reg(
      'Desde la última vez, ¿cómo te ha ido con tus objetivos: qué te ayudó y qué se interpuso?',
      'Desde la última vez, ¿cómo le ha ido con sus objetivos: qué le ayudó y qué se interpuso?',
    ),
    french: reg(
      'Depuis la dernière fois, comment cela s’est-il passé pour toi avec tes objectifs : qu’est-ce qui a aidé, et qu’est-ce qui a gêné ?',
      'Depuis la dernière fois, comment cela s’est-il passé pour vous avec vos objectifs : qu’est-ce qui a aidé, et qu’est-ce qui a gêné ?',
    ),
    german: reg(
      'Wie ist es dir seit dem letzten Mal mit deinen Zielen ergangen – was hat geholfen, und was stand im Weg?',
      'Wie ist es Ihnen seit dem letzten Mal mit Ihren Zielen ergangen – was hat geholfen, und was stand im Weg?',
    ),
    mandarin: reg(
      '从上次到现在，你的目标进行得怎么样——什么有帮助，什么成了阻碍？',
      '从上次到现在，您的目标进行得怎么样——什么有帮助，什么成了阻碍？',
    ),
  },
  'g-topic': {
    english: 'Which topic matters most to you today?',
    spanish: reg('¿Qué tema te importa más hoy?', '¿Qué tema le importa más hoy?'),
    french: reg(
      'Quel sujet compte le plus pour toi aujourd’hui ?',
      'Quel sujet compte le plus pour vous aujourd’hui ?',
    ),
    german: reg(
      'Welches Thema ist dir heute am wichtigsten?',
      'Welches Thema ist Ihnen heute am wichtigsten?',
    ),
    mandarin: reg('今天对你来说最重要的话题是什么？', '今天对您来说最重要的话题是什么？'),
  },
  'g-views': {
    english: 'How does this look from where you stand, and what would you need from your partner?',
    spanish: reg(
      '¿Cómo ves esto desde tu posición, y qué necesitarías de tu pareja?',
      '¿Cómo ve esto desde su posición, y qué necesitaría de su pareja?',
    ),
    french: reg(
      'Comment vois-tu les choses de ta place, et de quoi aurais-tu besoin de l’autre ?',
      'Comment voyez-vous les choses de votre place, et de quoi auriez-vous besoin de l’autre ?',
    ),
    german: reg(
      'Wie siehst du das von deinem Standpunkt aus, und was bräuchtest du vom anderen?',
      'Wie sehen Sie das von Ihrem Standpunkt aus, und was bräuchten Sie vom anderen?',
    ),
    mandarin: reg(
      '站在你的位置看，这件事是怎样的，你又需要对方做些什么？',
      '站在您的位置看，这件事是怎样的，您又需要对方做些什么？',
    ),
  },
  'g-step': {
    english:
      'What small, concrete step could you take before next time — what, when, and how will you know?',
    spanish: reg(
      '¿Qué paso pequeño y concreto podrías dar antes de la próxima vez: qué, cuándo y cómo lo sabrás?',
      '¿Qué paso pequeño y concreto podría dar antes de la próxima vez: qué, cuándo y cómo lo sabrá?',
    ),
    french: reg(
      'Quel petit pas concret pourrais-tu faire d’ici la prochaine fois : quoi, quand, et comment le sauras-tu ?',
      'Quel petit pas concret pourriez-vous faire d’ici la prochaine fois : quoi, quand, et comment le saurez-vous ?',
    ),
    german: reg(
      'Welchen kleinen, konkreten Schritt könntest du bis zum nächsten Mal gehen – was, wann, und woran merkst du es?',
      'Welchen kleinen, konkreten Schritt könnten Sie bis zum nächsten Mal gehen – was, wann, und woran merken Sie es?',
    ),
    mandarin: reg(
      '下次之前，你可以迈出哪一小步具体的行动——做什么、什么时候，又怎么知道做到了？',
      '下次之前，您可以迈出哪一小步具体的行动——做什么、什么时候，又怎么知道做到了？',
    ),
  },
  'g-close': {
    english:
      "As we close, how are you feeling, and is there anything you'd like to say to your partner?",
    spanish: reg(
      'Al cerrar, ¿cómo te sientes, y hay algo que quieras decirle a tu pareja?',
      'Al cerrar, ¿cómo se siente, y hay algo que quiera decirle a su pareja?',
    ),
    french: reg(
      'Au moment de clore, comment te sens-tu, et y a-t-il quelque chose que tu aimerais dire à l’autre ?',
      'Au moment de clore, comment vous sentez-vous, et y a-t-il quelque chose que vous aimeriez dire à l’autre ?',
    ),
    german: reg(
      'Wie fühlst du dich zum Abschluss, und möchtest du dem anderen noch etwas sagen?',
      'Wie fühlen Sie sich zum Abschluss, und möchten Sie dem anderen noch etwas sagen?',
    ),
    mandarin: reg(
      '快结束了，你现在感觉怎么样，有什么想对对方说的吗？',
      '快结束了，您现在感觉怎么样，有什么想对对方说的吗？',
    ),
  },
};

/** A short explanation of the idea behind each step, for detailed replies (message length > 7). */
export const STEP_LEARN: Readonly<Record<StepId, Localized>> = {
  's1-hopes': {
    english:
      "A word on how this works: over these sessions we'll look at what's working, what keeps getting stuck, and what each of you wants. Research on couples suggests that small, regular changes matter more than grand gestures, so we'll aim for steps you can actually take.",
    spanish:
      'Unas palabras sobre cómo funciona esto: a lo largo de las sesiones veremos qué funciona, qué se atasca una y otra vez y qué quiere cada uno. La investigación sobre parejas sugiere que los cambios pequeños y regulares importan más que los grandes gestos, así que buscaremos pasos que de verdad se puedan dar.',
    french:
      'Un mot sur le fonctionnement : au fil des séances, nous regarderons ce qui fonctionne, ce qui bloque encore et encore, et ce que chacun de vous souhaite. La recherche sur les couples suggère que de petits changements réguliers comptent davantage que les grands gestes ; nous viserons donc des pas que vous pourrez vraiment faire.',
    german:
      'Kurz zum Ablauf: In diesen Sitzungen schauen wir darauf, was funktioniert, was immer wieder hakt und was sich jeder wünscht. Die Paarforschung legt nahe, dass kleine, regelmäßige Veränderungen mehr bewirken als große Gesten – deshalb suchen wir nach Schritten, die sich wirklich gehen lassen.',
    mandarin:
      '简单说说我们的方式：在这几次会谈中，我们会看看哪些是顺利的，哪些总是卡住，以及每个人真正想要什么。对伴侣关系的研究表明，小而持续的改变比轰轰烈烈的举动更重要，所以我们会着眼于真正做得到的小步骤。',
  },
  's1-strengths': {
    english:
      'Why start with strengths? Couples who can name what works between them build a reserve of goodwill, and that reserve makes the harder conversations easier to have.',
    spanish:
      '¿Por qué empezar por lo que funciona? Las parejas que saben nombrar lo que va bien entre ellas acumulan una reserva de buena voluntad, y esa reserva hace más llevaderas las conversaciones difíciles.',
    french:
      'Pourquoi commencer par les forces ? Les couples qui savent nommer ce qui fonctionne entre eux se constituent une réserve de bienveillance, et cette réserve rend les conversations difficiles plus faciles à mener.',
    german:
      'Warum mit den Stärken beginnen? Paare, die benennen können, was zwischen ihnen funktioniert, bauen einen Vorrat an Wohlwollen auf – und dieser Vorrat macht die schwierigeren Gespräche leichter.',
    mandarin:
      '为什么从优点开始？能说出彼此之间哪些地方很好的伴侣，会积累起一份善意的“储备”，这份储备会让更难的对话变得容易一些。',
  },
  's1-difficulty': {
    english:
      "According to John Gottman's research, about two thirds of couples' conflicts are perpetual: they come from lasting differences in personality or needs. The goal isn't to make them disappear, but to be able to talk about them without hurting each other.",
    spanish:
      'Según la investigación de John Gottman, alrededor de dos tercios de los conflictos de pareja son perpetuos: nacen de diferencias duraderas de carácter o de necesidades. El objetivo no es hacerlos desaparecer, sino poder hablar de ellos sin haceros daño.',
    french:
      "Selon les recherches de John Gottman, environ deux tiers des conflits de couple sont perpétuels : ils viennent de différences durables de personnalité ou de besoins. Le but n'est pas de les faire disparaître, mais de pouvoir en parler sans se blesser.",
    german:
      'Nach John Gottmans Forschung sind etwa zwei Drittel der Paarkonflikte dauerhaft: Sie entstehen aus bleibenden Unterschieden in Persönlichkeit oder Bedürfnissen. Das Ziel ist nicht, sie verschwinden zu lassen, sondern darüber sprechen zu können, ohne einander zu verletzen.',
    mandarin:
      '根据约翰·戈特曼的研究，伴侣之间大约三分之二的冲突是“永久性”的：它们源于性格或需要上长期存在的差异。目标不是让它们消失，而是能够谈论它们，而不伤害彼此。',
  },
  's1-conflict': {
    english:
      'When an argument heats up, the body can become “flooded” — the heart races and listening shuts down. Knowing your own early signs of flooding is the first step towards handling conflict differently.',
    spanish:
      'Cuando una discusión sube de tono, el cuerpo puede quedar «desbordado»: el corazón se acelera y la escucha se apaga. Conocer las propias señales tempranas de desbordamiento es el primer paso para manejar el conflicto de otra manera.',
    french:
      "Quand une dispute s'échauffe, le corps peut être « submergé » : le cœur s'emballe et l'écoute se coupe. Connaître ses propres signes précoces de submersion est le premier pas pour vivre les conflits autrement.",
    german:
      'Wenn ein Streit hochkocht, kann der Körper „überflutet“ werden – das Herz rast, das Zuhören schaltet ab. Die eigenen frühen Anzeichen dafür zu kennen, ist der erste Schritt, um Konflikte anders zu erleben.',
    mandarin:
      '当争吵升温时，身体可能会进入“情绪淹没”状态——心跳加速，倾听能力随之关闭。了解自己情绪被淹没的早期信号，是以不同方式处理冲突的第一步。',
  },
  's1-goals': {
    english:
      'Good goals are small, specific and within your own control: “I’ll ask about your day before talking about mine” works better than “communicate better”.',
    spanish:
      'Los buenos objetivos son pequeños, concretos y dependen de uno mismo: «preguntaré por tu día antes de hablar del mío» funciona mejor que «comunicarnos mejor».',
    french:
      "Les bons objectifs sont petits, précis et à votre portée : « je te demanderai comment s'est passée ta journée avant de parler de la mienne » fonctionne mieux que « mieux communiquer ».",
    german:
      'Gute Ziele sind klein, konkret und liegen in der eigenen Hand: „Ich frage nach deinem Tag, bevor ich von meinem erzähle“ funktioniert besser als „besser kommunizieren“.',
    mandarin:
      '好的目标是小的、具体的，并且在自己掌控之中：“在说我的一天之前，先问问你的一天过得怎样”比“更好地沟通”更有效。',
  },
  's1-summary': {
    english:
      "Between sessions, notice the moments when things go even a little better — they're worth as much attention as the hard ones.",
    spanish:
      'Entre sesiones, fijaos en los momentos en que las cosas van aunque sea un poco mejor: merecen tanta atención como los difíciles.',
    french:
      "Entre les séances, remarquez les moments où les choses vont ne serait-ce qu'un peu mieux : ils méritent autant d'attention que les moments difficiles.",
    german:
      'Achtet zwischen den Sitzungen auf die Momente, in denen es auch nur ein bisschen besser läuft – sie verdienen genauso viel Aufmerksamkeit wie die schweren.',
    mandarin: '在两次会谈之间，留意那些哪怕只是好了一点点的时刻——它们和困难的时刻一样值得关注。',
  },
  's2-horsemen': {
    english:
      'Briefly: criticism attacks the person rather than the behaviour; contempt speaks from above, with mockery, sarcasm or eye-rolling; defensiveness answers a complaint with a counter-attack or with innocence; stonewalling shuts down and withdraws. Every couple slips into them sometimes; what matters is noticing and repairing.',
    spanish:
      'En pocas palabras: la crítica ataca a la persona en lugar de la conducta; el desprecio habla desde arriba, con burla, sarcasmo o poniendo los ojos en blanco; la actitud defensiva responde a una queja con un contraataque o haciéndose la víctima; la actitud evasiva se cierra y se retira. Todas las parejas caen en ellos a veces; lo que importa es darse cuenta y reparar.',
    french:
      "En bref : la critique attaque la personne plutôt que le comportement ; le mépris parle de haut, avec moquerie, sarcasme ou levers d'yeux au ciel ; l'attitude défensive répond à un reproche par une contre-attaque ou en se posant en victime ; la dérobade se ferme et se retire. Tous les couples y glissent parfois ; l'important est de le remarquer et de réparer.",
    german:
      'Kurz gesagt: Kritik greift die Person an statt das Verhalten; Verachtung spricht von oben herab, mit Spott, Sarkasmus oder Augenrollen; Rechtfertigung beantwortet eine Beschwerde mit Gegenangriff oder Unschuldsmiene; Mauern macht dicht und zieht sich zurück. Jedes Paar rutscht manchmal hinein – entscheidend ist, es zu bemerken und zu reparieren.',
    mandarin:
      '简单来说：批评攻击的是人而不是行为；轻蔑是居高临下地说话，带着嘲讽、挖苦或翻白眼；防御是用反击或装无辜来回应抱怨；筑墙则是封闭自己、退出对话。每对伴侣都会偶尔陷入其中，重要的是察觉并修复。',
  },
  's2-gentle-startup': {
    english:
      'A gentle start-up has three parts: how I feel, about what specific situation, and what I need — a positive request rather than a verdict about who the other person is. Conversations tend to end the way they begin.',
    spanish:
      'Un planteamiento suave tiene tres partes: cómo me siento, ante qué situación concreta y qué necesito; una petición en positivo, no un veredicto sobre cómo es el otro. Las conversaciones suelen terminar como empiezan.',
    french:
      "Un démarrage en douceur a trois parties : ce que je ressens, à propos de quelle situation précise, et ce dont j'ai besoin — une demande positive plutôt qu'un verdict sur qui est l'autre. Les conversations finissent souvent comme elles commencent.",
    german:
      'Ein sanfter Einstieg hat drei Teile: wie ich mich fühle, in welcher konkreten Situation und was ich brauche – eine positive Bitte statt eines Urteils darüber, wie der andere ist. Gespräche enden meist so, wie sie beginnen.',
    mandarin:
      '温和地开启话题有三个部分：我的感受、具体是什么情境，以及我需要什么——一个正面的请求，而不是对对方为人的评判。对话往往以怎样的方式开始，就会以怎样的方式结束。',
  },
  's2-appreciation': {
    english:
      "Contempt grows when we scan for our partner's mistakes. The antidote is to scan for what they do right and say it out loud; stable couples have about five positive moments for every negative one, even during conflict.",
    spanish:
      'El desprecio crece cuando buscamos los errores del otro. El antídoto es buscar lo que hace bien y decirlo en voz alta; las parejas estables tienen unos cinco momentos positivos por cada negativo, incluso en pleno conflicto.',
    french:
      "Le mépris grandit quand on guette les erreurs de l'autre. L'antidote consiste à guetter ce qu'il fait bien et à le dire à voix haute ; les couples stables vivent environ cinq moments positifs pour un négatif, même pendant un conflit.",
    german:
      'Verachtung wächst, wenn wir nach den Fehlern des anderen suchen. Das Gegenmittel ist, nach dem zu suchen, was er gut macht, und es laut zu sagen; stabile Paare erleben etwa fünf positive Momente auf einen negativen, sogar im Streit.',
    mandarin:
      '当我们总在搜寻对方的错误时，轻蔑就会滋长。解药是去发现对方做得好的地方，并说出来；稳定的伴侣即使在冲突中，正面时刻与负面时刻的比例也大约是五比一。',
  },
  's2-responsibility': {
    english:
      "Taking responsibility doesn't mean accepting all the blame. It means owning your part, even a small one — and it usually lowers the temperature straight away.",
    spanish:
      'Asumir responsabilidad no significa cargar con toda la culpa. Significa reconocer la parte propia, aunque sea pequeña, y suele bajar la tensión de inmediato.',
    french:
      'Assumer sa part ne veut pas dire prendre toute la faute. Cela veut dire reconnaître sa part, même petite — et cela fait généralement baisser la tension tout de suite.',
    german:
      'Verantwortung zu übernehmen heißt nicht, alle Schuld auf sich zu nehmen. Es heißt, den eigenen Anteil anzuerkennen, auch einen kleinen – und das senkt die Temperatur meist sofort.',
    mandarin:
      '承担责任并不意味着揽下所有的错。它意味着承认自己的那一部分，哪怕很小——这通常能立刻让气氛缓和下来。',
  },
  's2-break': {
    english:
      'When the heart rate climbs above about 100 beats a minute, it becomes very hard to listen. A break of at least 20 minutes, spent on something calming rather than rehearsing the argument, lets the body settle. The key is to agree on coming back.',
    spanish:
      'Cuando el pulso supera unos 100 latidos por minuto, escuchar se vuelve muy difícil. Una pausa de al menos 20 minutos, dedicada a algo que calme en lugar de ensayar la discusión, deja que el cuerpo se asiente. La clave es acordar la vuelta.',
    french:
      "Quand le rythme cardiaque dépasse environ 100 battements par minute, écouter devient très difficile. Une pause d'au moins 20 minutes, consacrée à quelque chose d'apaisant plutôt qu'à ressasser la dispute, permet au corps de se calmer. L'essentiel est de convenir du retour.",
    german:
      'Wenn der Puls über etwa 100 Schläge pro Minute steigt, wird Zuhören sehr schwer. Eine Pause von mindestens 20 Minuten mit etwas Beruhigendem – statt den Streit im Kopf durchzuspielen – lässt den Körper zur Ruhe kommen. Entscheidend ist, die Rückkehr zu vereinbaren.',
    mandarin:
      '当心率超过每分钟大约100次时，倾听会变得非常困难。至少20分钟的暂停，用来做些让人平静的事，而不是在脑子里反复排练争吵，能让身体安定下来。关键是约定好回来继续。',
  },
  's2-close': {
    english:
      'Expect to slip into old patterns now and then — everyone does. What counts is noticing and repairing: “Let me try that again.”',
    spanish:
      'Es normal volver a caer a veces en los viejos patrones; a todo el mundo le pasa. Lo que cuenta es darse cuenta y reparar: «Déjame intentarlo otra vez».',
    french:
      "Il arrivera de retomber dans les vieux schémas — c'est le cas de tout le monde. Ce qui compte, c'est de le remarquer et de réparer : « Laisse-moi reformuler. »",
    german:
      'Rechnet damit, ab und zu in alte Muster zu rutschen – das passiert allen. Was zählt, ist, es zu bemerken und zu reparieren: „Lass mich das noch mal anders sagen.“',
    mandarin:
      '偶尔又落入旧模式是很正常的——每个人都会。重要的是察觉并修复：“让我换个方式再说一遍。”',
  },
  'g-checkin': {
    english:
      "Looking back at goals isn't about grading yourselves; it's about learning what helps you and what gets in the way.",
    spanish:
      'Revisar los objetivos no consiste en poneros nota, sino en aprender qué ayuda y qué se interpone.',
    french:
      'Revenir sur les objectifs ne consiste pas à vous noter, mais à apprendre ce qui vous aide et ce qui fait obstacle.',
    german:
      'Beim Rückblick auf die Ziele geht es nicht um Noten, sondern darum zu lernen, was hilft und was im Weg steht.',
    mandarin: '回顾目标不是给自己打分，而是了解什么有帮助、什么在阻碍。',
  },
  'g-topic': {
    english:
      "Choosing one topic, instead of everything at once, keeps the conversation manageable and makes it more likely that you'll both feel heard.",
    spanish:
      'Elegir un solo tema, en lugar de todo a la vez, mantiene la conversación abarcable y hace más probable que los dos se sientan escuchados.',
    french:
      'Choisir un seul sujet, plutôt que tout à la fois, garde la conversation gérable et rend plus probable que chacun se sente entendu.',
    german:
      'Ein Thema statt aller auf einmal hält das Gespräch überschaubar und macht es wahrscheinlicher, dass sich beide gehört fühlen.',
    mandarin: '一次只选一个话题，而不是什么都谈，能让对话更可控，也更可能让双方都感到被倾听。',
  },
  'g-views': {
    english:
      "Understanding your partner's view doesn't mean agreeing with it. Try summarising what the other said before answering; it's one of the simplest ways to help someone feel heard.",
    spanish:
      'Entender la perspectiva del otro no significa estar de acuerdo con ella. Resumir lo que ha dicho el otro antes de responder es una de las formas más sencillas de que alguien se sienta escuchado.',
    french:
      "Comprendre le point de vue de l'autre ne veut pas dire être d'accord. Résumer ce que l'autre a dit avant de répondre est l'une des façons les plus simples de l'aider à se sentir entendu.",
    german:
      'Die Sicht des anderen zu verstehen heißt nicht, ihr zuzustimmen. Zusammenzufassen, was der andere gesagt hat, bevor man antwortet, ist einer der einfachsten Wege, jemandem das Gefühl zu geben, gehört zu werden.',
    mandarin:
      '理解对方的看法并不等于同意它。在回应之前先概括一下对方说了什么，是让人感到被倾听的最简单的方法之一。',
  },
  'g-step': {
    english:
      "Small steps work because they're doable. Make yours specific: what, when, and how you'll know you did it.",
    spanish:
      'Los pasos pequeños funcionan porque son realizables. Cuanto más concretos, mejor: qué, cuándo y cómo se sabrá que se ha hecho.',
    french:
      "Les petits pas fonctionnent parce qu'ils sont faisables. Rendez-les précis : quoi, quand, et comment vous saurez que c'est fait.",
    german:
      'Kleine Schritte funktionieren, weil sie machbar sind. Je konkreter, desto besser: was, wann und woran man merkt, dass es geschafft ist.',
    mandarin:
      '小步骤之所以有效，是因为做得到。越具体越好：做什么、什么时候做，以及怎么知道做到了。',
  },
  'g-close': {
    english:
      'Change in couples happens between sessions, in ordinary moments. Be patient with yourselves when progress is uneven.',
    spanish:
      'El cambio en pareja ocurre entre sesiones, en los momentos corrientes. Hace falta paciencia cuando el avance es desigual.',
    french:
      'Le changement dans un couple se fait entre les séances, dans les moments ordinaires. Soyez patients avec vous-mêmes quand les progrès sont inégaux.',
    german:
      'Veränderung in Paaren geschieht zwischen den Sitzungen, in ganz gewöhnlichen Momenten. Geduld mit sich selbst hilft, wenn der Fortschritt ungleichmäßig ist.',
    mandarin:
      '伴侣之间的改变发生在两次会谈之间，发生在平常的时刻里。进展时快时慢时，请对自己多一些耐心。',
  },
};

// ---------------------------------------------------------------------------------------------
// Words the facilitator slots into its sentences.

export type FeelingId =
  | 'close'
  | 'unheard'
  | 'unappreciated'
  | 'criticized'
  | 'overwhelmed'
  | 'lonely'
  | 'hurt'
  | 'disconnected'
  | 'jealous'
  | 'tired'
  | 'stressed'
  | 'anxious'
  | 'scared'
  | 'frustrated'
  | 'angry'
  | 'sad'
  | 'disappointed'
  | 'guilty'
  | 'stuck'
  | 'hopeful'
  | 'grateful'
  | 'happy';

/** English: an adjective ("you're feeling lonely"); the others: a noun phrase without gender. */
export const FEELINGS: Readonly<Record<FeelingId, Readonly<Record<TherapistLanguage, string>>>> = {
  close: {
    english: 'closer',
    spanish: 'cercanía',
    french: 'de la proximité',
    german: 'Nähe',
    mandarin: '亲近',
  },
  unheard: {
    english: 'unheard',
    spanish: 'una necesidad de escucha',
    french: "un besoin d'écoute",
    german: 'den Wunsch, gehört zu werden',
    mandarin: '不被倾听的失落',
  },
  unappreciated: {
    english: 'unappreciated',
    spanish: 'falta de reconocimiento',
    french: 'un manque de reconnaissance',
    german: 'fehlende Wertschätzung',
    mandarin: '不被欣赏的失落',
  },
  criticized: {
    english: 'criticized',
    spanish: 'el peso de la crítica',
    french: 'le poids des critiques',
    german: 'das Gefühl, kritisiert zu werden',
    mandarin: '被指责的委屈',
  },
  overwhelmed: {
    english: 'overwhelmed',
    spanish: 'agobio',
    french: 'un trop-plein',
    german: 'Überforderung',
    mandarin: '难以承受的压力',
  },
  lonely: {
    english: 'lonely',
    spanish: 'soledad',
    french: 'de la solitude',
    german: 'Einsamkeit',
    mandarin: '孤独',
  },
  hurt: {
    english: 'hurt',
    spanish: 'dolor',
    french: 'de la peine',
    german: 'Verletztheit',
    mandarin: '委屈',
  },
  disconnected: {
    english: 'disconnected',
    spanish: 'distancia',
    french: 'de la distance',
    german: 'Distanz',
    mandarin: '疏离',
  },
  jealous: {
    english: 'jealous',
    spanish: 'celos',
    french: 'de la jalousie',
    german: 'Eifersucht',
    mandarin: '嫉妒',
  },
  tired: {
    english: 'exhausted',
    spanish: 'cansancio',
    french: 'de la fatigue',
    german: 'Erschöpfung',
    mandarin: '疲惫',
  },
  stressed: {
    english: 'stressed',
    spanish: 'estrés',
    french: 'du stress',
    german: 'Stress',
    mandarin: '压力',
  },
  anxious: {
    english: 'anxious',
    spanish: 'preocupación',
    french: "de l'inquiétude",
    german: 'Sorge',
    mandarin: '焦虑',
  },
  scared: {
    english: 'scared',
    spanish: 'miedo',
    french: 'de la peur',
    german: 'Angst',
    mandarin: '害怕',
  },
  frustrated: {
    english: 'frustrated',
    spanish: 'frustración',
    french: 'de la frustration',
    german: 'Frust',
    mandarin: '挫败',
  },
  angry: {
    english: 'angry',
    spanish: 'enfado',
    french: 'de la colère',
    german: 'Wut',
    mandarin: '愤怒',
  },
  sad: {
    english: 'sad',
    spanish: 'tristeza',
    french: 'de la tristesse',
    german: 'Traurigkeit',
    mandarin: '难过',
  },
  disappointed: {
    english: 'disappointed',
    spanish: 'decepción',
    french: 'de la déception',
    german: 'Enttäuschung',
    mandarin: '失望',
  },
  guilty: {
    english: 'guilty',
    spanish: 'culpa',
    french: 'de la culpabilité',
    german: 'Schuldgefühle',
    mandarin: '内疚',
  },
  stuck: {
    english: 'stuck',
    spanish: 'bloqueo',
    french: 'un sentiment de blocage',
    german: 'Ratlosigkeit',
    mandarin: '迷茫',
  },
  hopeful: {
    english: 'hopeful',
    spanish: 'esperanza',
    french: "de l'espoir",
    german: 'Hoffnung',
    mandarin: '希望',
  },
  grateful: {
    english: 'grateful',
    spanish: 'gratitud',
    french: 'de la gratitude',
    german: 'Dankbarkeit',
    mandarin: '感激',
  },
  happy: {
    english: 'happy',
    spanish: 'alegría',
    french: 'de la joie',
    german: 'Freude',
    mandarin: '喜悦',
  },
};

export type TopicId =
  | 'communication'
  | 'chores'
  | 'time'
  | 'money'
  | 'intimacy'
  | 'work'
  | 'family'
  | 'kids'
  | 'screens'
  | 'trust'
  | 'arguments';

export const TOPICS: Readonly<Record<TopicId, Readonly<Record<TherapistLanguage, string>>>> = {
  communication: {
    english: 'how you talk with each other',
    spanish: 'la comunicación',
    french: 'la communication',
    german: 'die Kommunikation',
    mandarin: '沟通',
  },
  chores: {
    english: 'the housework',
    spanish: 'las tareas de casa',
    french: 'les tâches ménagères',
    german: 'die Hausarbeit',
    mandarin: '家务',
  },
  time: {
    english: 'time together',
    spanish: 'el tiempo juntos',
    french: 'le temps passé ensemble',
    german: 'die gemeinsame Zeit',
    mandarin: '在一起的时间',
  },
  money: {
    english: 'money',
    spanish: 'el dinero',
    french: "l'argent",
    german: 'das Geld',
    mandarin: '钱',
  },
  intimacy: {
    english: 'closeness and intimacy',
    spanish: 'la cercanía y la intimidad',
    french: "la proximité et l'intimité",
    german: 'Nähe und Intimität',
    mandarin: '亲密关系',
  },
  work: {
    english: 'work',
    spanish: 'el trabajo',
    french: 'le travail',
    german: 'die Arbeit',
    mandarin: '工作',
  },
  family: {
    english: 'family',
    spanish: 'la familia',
    french: 'la famille',
    german: 'die Familie',
    mandarin: '家人',
  },
  kids: {
    english: 'the kids',
    spanish: 'los hijos',
    french: 'les enfants',
    german: 'die Kinder',
    mandarin: '孩子',
  },
  screens: {
    english: 'phones and screens',
    spanish: 'los móviles y las pantallas',
    french: 'les téléphones et les écrans',
    german: 'Handys und Bildschirme',
    mandarin: '手机和屏幕',
  },
  trust: {
    english: 'trust',
    spanish: 'la confianza',
    french: 'la confiance',
    german: 'das Vertrauen',
    mandarin: '信任',
  },
  arguments: {
    english: 'the arguments',
    spanish: 'las discusiones',
    french: 'les disputes',
    german: 'die Streitereien',
    mandarin: '争吵',
  },
};

export type HorsemanId = 'criticism' | 'contempt' | 'defensiveness' | 'stonewalling';

export const HORSEMAN_NAMES: Readonly<
  Record<HorsemanId, Readonly<Record<TherapistLanguage, string>>>
> = {
  criticism: {
    english: 'criticism',
    spanish: 'crítica',
    french: 'la critique',
    german: 'Kritik',
    mandarin: '批评',
  },
  contempt: {
    english: 'contempt',
    spanish: 'desprecio',
    french: 'le mépris',
    german: 'Verachtung',
    mandarin: '轻蔑',
  },
  defensiveness: {
    english: 'defensiveness',
    spanish: 'actitud defensiva',
    french: "l'attitude défensive",
    german: 'Rechtfertigung',
    mandarin: '防御',
  },
  stonewalling: {
    english: 'stonewalling',
    spanish: 'actitud evasiva',
    french: 'la dérobade',
    german: 'Mauern',
    mandarin: '筑墙（冷战）',
  },
};

/** The antidote, described (for medium and detailed replies) and named (for brief ones). */
export const ANTIDOTES: Readonly<
  Record<HorsemanId, Readonly<Record<TherapistLanguage, { long: string; short: string }>>>
> = {
  criticism: {
    english: {
      long: "a gentle start-up: talking about your own feelings and needs instead of your partner's character",
      short: 'a gentle start-up',
    },
    spanish: {
      long: 'un planteamiento suave: hablar de los propios sentimientos y necesidades en lugar del carácter de la pareja',
      short: 'un planteamiento suave',
    },
    french: {
      long: "le démarrage en douceur : parler de ses propres sentiments et besoins plutôt que du caractère de l'autre",
      short: 'le démarrage en douceur',
    },
    german: {
      long: 'ein sanfter Einstieg: über die eigenen Gefühle und Bedürfnisse sprechen statt über den Charakter des anderen',
      short: 'ein sanfter Einstieg',
    },
    mandarin: {
      long: '温和地开启话题：谈自己的感受和需要，而不是评价对方的性格',
      short: '温和地开启话题',
    },
  },
  contempt: {
    english: {
      long: 'a culture of appreciation and fondness: saying what you feel and need without the jab, and naming what you value in each other',
      short: 'appreciation and fondness',
    },
    spanish: {
      long: 'una cultura de aprecio y cariño: decir lo que uno siente y necesita sin la pulla, y nombrar lo que valora del otro',
      short: 'el aprecio y el cariño',
    },
    french: {
      long: "une culture d'appréciation et de tendresse : dire ce que l'on ressent et ce dont on a besoin, sans la pique, et nommer ce que l'on apprécie chez l'autre",
      short: "l'appréciation et la tendresse",
    },
    german: {
      long: 'eine Kultur der Wertschätzung und Zuneigung: sagen, was man fühlt und braucht, ohne Seitenhieb – und benennen, was man am anderen schätzt',
      short: 'Wertschätzung und Zuneigung',
    },
    mandarin: {
      long: '培养欣赏和爱意：说出自己的感受和需要，不带讽刺，并说出自己欣赏对方的地方',
      short: '欣赏和爱意',
    },
  },
  defensiveness: {
    english: {
      long: 'taking responsibility, even for a small part of the problem',
      short: 'taking responsibility',
    },
    spanish: {
      long: 'asumir responsabilidad, aunque sea por una pequeña parte del problema',
      short: 'asumir responsabilidad',
    },
    french: {
      long: 'la prise de responsabilité, même pour une petite part du problème',
      short: 'la prise de responsabilité',
    },
    german: {
      long: 'die Übernahme von Verantwortung, auch für einen kleinen Teil des Problems',
      short: 'Verantwortung übernehmen',
    },
    mandarin: {
      long: '承担责任，哪怕只是问题中的一小部分',
      short: '承担责任',
    },
  },
  stonewalling: {
    english: {
      long: 'taking a break to self-soothe — about 20 minutes of something calming — and then coming back to the conversation',
      short: 'a break to self-soothe',
    },
    spanish: {
      long: 'hacer una pausa para calmarse (unos 20 minutos haciendo algo tranquilo) y luego volver a la conversación',
      short: 'una pausa para calmarse',
    },
    french: {
      long: "une pause pour s'apaiser — une vingtaine de minutes à faire quelque chose de calme — puis le retour à la conversation",
      short: "une pause pour s'apaiser",
    },
    german: {
      long: 'eine Pause zur Selbstberuhigung – etwa 20 Minuten mit etwas Beruhigendem – und danach die Rückkehr ins Gespräch',
      short: 'eine Pause zur Selbstberuhigung',
    },
    mandarin: {
      long: '暂停下来让自己平静——用大约20分钟做些让自己放松的事——然后再回到对话中',
      short: '暂停并让自己平静',
    },
  },
};

/** What a partner could say instead (partner to partner, so in the familiar register). */
export type ExampleId =
  | 'criticism.communication'
  | 'criticism.chores'
  | 'criticism.time'
  | 'criticism.screens'
  | 'criticism.default'
  | 'contempt'
  | 'defensiveness'
  | 'stonewalling';

export const EXAMPLES: Readonly<Record<ExampleId, Readonly<Record<TherapistLanguage, string>>>> = {
  'criticism.communication': {
    english:
      'I miss talking with you in the evenings. Could we take ten minutes after dinner, just the two of us?',
    spanish:
      'Echo de menos hablar contigo por las noches. ¿Podríamos tomarnos diez minutos después de cenar, solo nosotros dos?',
    french:
      'Nos discussions du soir me manquent. Est-ce qu’on pourrait prendre dix minutes après le dîner, rien que nous deux ?',
    german:
      'Ich vermisse unsere Gespräche am Abend. Können wir uns nach dem Essen zehn Minuten nur für uns beide nehmen?',
    mandarin: '我很想念晚上和你聊天的时光。晚饭后我们能不能留十分钟，只属于我们俩？',
  },
  'criticism.chores': {
    english:
      "I'm feeling overwhelmed by the housework. Could we sit down tonight and split the chores?",
    spanish:
      'Las tareas de casa me están desbordando. ¿Podríamos sentarnos esta noche y repartirlas?',
    french:
      'Les tâches ménagères me débordent. Est-ce qu’on pourrait s’asseoir ce soir et les répartir ?',
    german:
      'Die Hausarbeit wächst mir über den Kopf. Können wir uns heute Abend hinsetzen und sie aufteilen?',
    mandarin: '家务让我有点喘不过气。今晚我们能坐下来一起分配一下吗？',
  },
  'criticism.time': {
    english: 'I miss spending time with you. Could we plan one evening this week just for us?',
    spanish:
      'Echo de menos pasar tiempo contigo. ¿Podríamos reservar una tarde esta semana solo para nosotros?',
    french:
      'Passer du temps avec toi me manque. Est-ce qu’on pourrait prévoir une soirée cette semaine rien que pour nous ?',
    german:
      'Ich vermisse die Zeit mit dir. Können wir diese Woche einen Abend nur für uns einplanen?',
    mandarin: '我很想和你多待在一起。这周我们能不能安排一个只属于我们的晚上？',
  },
  'criticism.screens': {
    english:
      "I feel lonely when we're both on our phones at dinner. Could we keep dinner phone-free?",
    spanish:
      'Echo de menos hablar contigo cuando los dos estamos con el móvil en la cena. ¿Podríamos cenar sin móviles?',
    french:
      'Nos conversations me manquent quand on est tous les deux sur nos téléphones au dîner. Est-ce qu’on pourrait dîner sans téléphones ?',
    german:
      'Ich fühle mich einsam, wenn wir beim Essen beide am Handy sind. Können wir beim Essen die Handys weglegen?',
    mandarin: '吃饭时我们都在看手机，我会觉得孤单。吃饭的时候我们能不能都不看手机？',
  },
  'criticism.default': {
    english:
      'I feel hurt when that happens, and I need us to find a better way. Could we talk about it?',
    spanish: 'Me duele cuando pasa eso y necesito que encontremos otra manera. ¿Podemos hablarlo?',
    french:
      'Ça me fait de la peine quand ça arrive, et j’ai besoin qu’on trouve une meilleure façon de faire. Est-ce qu’on peut en parler ?',
    german:
      'Es tut mir weh, wenn das passiert, und ich brauche, dass wir einen besseren Weg finden. Können wir darüber reden?',
    mandarin: '发生这种事时我很难过，我需要我们找到更好的方式。我们能谈谈吗？',
  },
  contempt: {
    english: "I'm really frustrated right now. What I need is for us to sort this out together.",
    spanish: 'Ahora mismo siento mucha frustración. Lo que necesito es que lo resolvamos juntos.',
    french:
      'Je ressens beaucoup de frustration en ce moment. Ce dont j’ai besoin, c’est qu’on règle ça ensemble.',
    german:
      'Ich bin gerade wirklich frustriert. Was ich brauche, ist, dass wir das gemeinsam klären.',
    mandarin: '我现在真的很沮丧。我需要的是我们一起把这件事解决好。',
  },
  defensiveness: {
    english: "You're right that I played a part in this, and I'm sorry for that part.",
    spanish: 'Tienes razón en que yo también he tenido parte en esto, y lo siento por esa parte.',
    french: 'Tu as raison, j’ai aussi joué un rôle là-dedans, et je m’en excuse.',
    german: 'Du hast recht, ich habe auch meinen Teil dazu beigetragen, und das tut mir leid.',
    mandarin: '你说得对，这件事我也有责任，对于这部分我很抱歉。',
  },
  stonewalling: {
    english: "I'm feeling flooded. Can we take a 20-minute break and come back to this?",
    spanish: 'Me estoy saturando. ¿Podemos hacer una pausa de 20 minutos y volver a esto después?',
    french: 'Là, c’est trop pour moi. On peut faire une pause de 20 minutes et y revenir ensuite ?',
    german:
      'Ich bin gerade überflutet. Können wir 20 Minuten Pause machen und dann darauf zurückkommen?',
    mandarin: '我现在情绪有点满了。我们能不能先休息20分钟，然后再回来谈？',
  },
};

// ---------------------------------------------------------------------------------------------
// Sentences.

const PHRASE_TABLE = {
  'reflect.feeling': {
    english: [
      "{name}, when you say {q}, I hear that you're feeling {feeling}.",
      "{name}, there's a lot in {q} — it sounds like you're feeling {feeling}.",
    ],
    spanish: [
      reg(
        '{name}, cuando dices {q}, percibo {feeling} en tus palabras.',
        '{name}, cuando usted dice {q}, percibo {feeling} en sus palabras.',
      ),
      '{name}, hay mucho en {q}: percibo {feeling}.',
    ],
    french: [
      reg(
        '{name}, quand tu dis {q}, j’entends {feeling}.',
        '{name}, quand vous dites {q}, j’entends {feeling}.',
      ),
      '{name}, il y a beaucoup dans {q} : j’y perçois {feeling}.',
    ],
    german: [
      reg(
        '{name}, wenn du {q} sagst, höre ich darin {feeling}.',
        '{name}, wenn Sie {q} sagen, höre ich darin {feeling}.',
      ),
      '{name}, in {q} steckt viel; ich spüre darin {feeling}.',
    ],
    mandarin: [
      reg(
        '{name}，你说{q}，我能感受到其中的{feeling}。',
        '{name}，您说{q}，我能感受到其中的{feeling}。',
      ),
      '{name}，{q}这句话里有很多东西，我感受到了{feeling}。',
    ],
  },
  'reflect.feelingGood': {
    english: [
      "{name}, when you say {q}, I can hear that you're feeling {feeling}.",
      "{name}, {q} — it sounds like you're feeling {feeling}.",
    ],
    spanish: [
      reg(
        '{name}, cuando dices {q}, noto {feeling} en tus palabras.',
        '{name}, cuando usted dice {q}, noto {feeling} en sus palabras.',
      ),
      '{name}, en {q} se nota {feeling}.',
    ],
    french: [
      reg(
        '{name}, quand tu dis {q}, j’entends {feeling}.',
        '{name}, quand vous dites {q}, j’entends {feeling}.',
      ),
      '{name}, dans {q}, on sent {feeling}.',
    ],
    german: [
      reg(
        '{name}, wenn du {q} sagst, höre ich darin {feeling}.',
        '{name}, wenn Sie {q} sagen, höre ich darin {feeling}.',
      ),
      '{name}, in {q} spürt man {feeling}.',
    ],
    mandarin: [
      reg(
        '{name}，你说{q}，我能感受到你的{feeling}。',
        '{name}，您说{q}，我能感受到您的{feeling}。',
      ),
      '{name}，从{q}里能感受到{feeling}。',
    ],
  },
  'reflect.namedHard': {
    english: [
      '{name}, {q} — that sounds really hard.',
      '{name}, thank you for saying it so plainly: {q}.',
    ],
    spanish: [
      '{name}, {q}: eso suena muy duro.',
      reg(
        '{name}, gracias por decirlo tan claro: {q}.',
        '{name}, gracias por decirlo con tanta claridad: {q}.',
      ),
    ],
    french: [
      '{name}, {q} : cela semble vraiment difficile.',
      '{name}, merci de le dire aussi clairement : {q}.',
    ],
    german: [
      '{name}, {q} – das klingt wirklich schwer.',
      reg(
        '{name}, danke, dass du es so klar sagst: {q}.',
        '{name}, danke, dass Sie es so klar sagen: {q}.',
      ),
    ],
    mandarin: [
      '{name}，{q}——这听起来真的很不容易。',
      reg('{name}，谢谢你说得这么坦白：{q}。', '{name}，谢谢您说得这么坦白：{q}。'),
    ],
  },
  'reflect.namedGood': {
    english: ["{name}, {q} — that's really good to hear.", "{name}, it's good to hear {q}."],
    spanish: ['{name}, {q}: qué bien oír eso.', '{name}, me alegra leer {q}.'],
    french: ['{name}, {q} : ça fait plaisir à entendre.', '{name}, cela fait du bien de lire {q}.'],
    german: ['{name}, {q} – das ist wirklich schön zu hören.', '{name}, wie schön, {q} zu lesen.'],
    mandarin: ['{name}，{q}——听到这个真好。', '{name}，很高兴读到{q}。'],
  },
  'reflect.recognises': {
    english: [
      '{name}, thank you for owning that: {q}. It takes honesty to see {horseman} in yourself.',
    ],
    spanish: [
      reg(
        '{name}, gracias por reconocerlo: {q}. Hace falta honestidad para ver {horseman} en uno mismo.',
        '{name}, le agradezco que lo reconozca: {q}. Hace falta honestidad para ver {horseman} en uno mismo.',
      ),
    ],
    french: [
      reg(
        '{name}, merci de le reconnaître : {q}. Il faut de l’honnêteté pour voir {horseman} chez soi.',
        '{name}, merci de le reconnaître : {q}. Il faut de l’honnêteté pour voir {horseman} chez soi.',
      ),
    ],
    german: [
      reg(
        '{name}, danke, dass du dazu stehst: {q}. Es braucht Ehrlichkeit, {horseman} bei sich selbst zu sehen.',
        '{name}, danke, dass Sie dazu stehen: {q}. Es braucht Ehrlichkeit, {horseman} bei sich selbst zu sehen.',
      ),
    ],
    mandarin: [
      reg(
        '{name}，谢谢你坦然承认：{q}。能在自己身上看到{horseman}需要诚实。',
        '{name}，谢谢您坦然承认：{q}。能在自己身上看到{horseman}需要诚实。',
      ),
    ],
  },
  'reflect.recognisesToo': {
    english: [
      '{name}, the same honesty from you: {q} — that is what {horseman} looks like from the inside.',
    ],
    spanish: [
      reg(
        '{name}, la misma honestidad por tu parte: {q}; así se ve {horseman} desde dentro.',
        '{name}, la misma honestidad por su parte: {q}; así se ve {horseman} desde dentro.',
      ),
    ],
    french: [
      reg(
        '{name}, la même honnêteté de ton côté : {q} — c’est à cela que ressemble {horseman} vu de l’intérieur.',
        '{name}, la même honnêteté de votre côté : {q} — c’est à cela que ressemble {horseman} vu de l’intérieur.',
      ),
    ],
    german: [
      reg(
        '{name}, dieselbe Ehrlichkeit von dir: {q} – so sieht {horseman} von innen aus.',
        '{name}, dieselbe Ehrlichkeit von Ihnen: {q} – so sieht {horseman} von innen aus.',
      ),
    ],
    mandarin: [
      reg(
        '{name}，你也同样诚实：{q}——这就是从内部看到的{horseman}。',
        '{name}，您也同样诚实：{q}——这就是从内部看到的{horseman}。',
      ),
    ],
  },
  'reflect.underneath': {
    english: [
      "{name}, underneath what you wrote, I hear that you're feeling {feeling}.",
      "{name}, under those words I hear that you're feeling {feeling}.",
    ],
    spanish: [
      reg(
        '{name}, debajo de lo que escribes percibo {feeling}.',
        '{name}, debajo de lo que usted escribe percibo {feeling}.',
      ),
      '{name}, detrás de esas palabras percibo {feeling}.',
    ],
    french: [
      reg(
        '{name}, derrière ce que tu écris, j’entends {feeling}.',
        '{name}, derrière ce que vous écrivez, j’entends {feeling}.',
      ),
      '{name}, derrière ces mots, j’entends {feeling}.',
    ],
    german: [
      reg(
        '{name}, hinter dem, was du schreibst, höre ich {feeling}.',
        '{name}, hinter dem, was Sie schreiben, höre ich {feeling}.',
      ),
      '{name}, hinter diesen Worten höre ich {feeling}.',
    ],
    mandarin: [
      reg(
        '{name}，在你写的话背后，我感受到了{feeling}。',
        '{name}，在您写的话背后，我感受到了{feeling}。',
      ),
      '{name}，在这些话背后，我感受到了{feeling}。',
    ],
  },
  'reflect.wonder': {
    english: [
      "{name}, underneath what you wrote, I wonder if you're feeling {feeling}.",
      '{name}, I wonder if part of you is feeling {feeling} right now.',
    ],
    spanish: [
      reg(
        '{name}, debajo de lo que escribes, me pregunto si hay {feeling}.',
        '{name}, debajo de lo que usted escribe, me pregunto si hay {feeling}.',
      ),
      '{name}, me pregunto si ahora mismo hay {feeling} detrás de esas palabras.',
    ],
    french: [
      reg(
        '{name}, derrière ce que tu écris, je me demande s’il y a {feeling}.',
        '{name}, derrière ce que vous écrivez, je me demande s’il y a {feeling}.',
      ),
      '{name}, je me demande si, derrière ces mots, il y a {feeling}.',
    ],
    german: [
      reg(
        '{name}, hinter dem, was du schreibst, frage ich mich, ob {feeling} mitschwingt.',
        '{name}, hinter dem, was Sie schreiben, frage ich mich, ob {feeling} mitschwingt.',
      ),
      '{name}, ich frage mich, ob hinter diesen Worten gerade {feeling} steckt.',
    ],
    mandarin: [
      reg(
        '{name}，在你写的话背后，我在想是不是有一些{feeling}。',
        '{name}，在您写的话背后，我在想是不是有一些{feeling}。',
      ),
      '{name}，我在想，这些话背后是不是藏着{feeling}。',
    ],
  },
  'reflect.plain': {
    english: [
      '{name}, I hear you saying {q}.',
      '{name}, what stands out for me in what you wrote is {q}.',
    ],
    spanish: [
      reg('{name}, te escucho decir {q}.', '{name}, le escucho decir {q}.'),
      reg(
        '{name}, de lo que escribes me quedo con esto: {q}.',
        '{name}, de lo que usted escribe me quedo con esto: {q}.',
      ),
    ],
    french: [
      reg('{name}, je t’entends dire {q}.', '{name}, je vous entends dire {q}.'),
      reg(
        '{name}, dans ce que tu écris, je retiens ceci : {q}.',
        '{name}, dans ce que vous écrivez, je retiens ceci : {q}.',
      ),
    ],
    german: [
      reg('{name}, ich höre dich sagen: {q}.', '{name}, ich höre Sie sagen: {q}.'),
      '{name}, bei mir kommt an: {q}.',
    ],
    mandarin: [
      reg('{name}，我听到你说{q}。', '{name}，我听到您说{q}。'),
      reg(
        '{name}，你写的内容里，我特别注意到这一句：{q}。',
        '{name}，您写的内容里，我特别注意到这一句：{q}。',
      ),
    ],
  },
  'reflect.factual': {
    english: ['{name}, you said {q}.', '{name}, in your words: {q}.'],
    spanish: [
      reg('{name}, dices {q}.', '{name}, usted dice {q}.'),
      reg('{name}, con tus palabras: {q}.', '{name}, con sus palabras: {q}.'),
    ],
    french: [
      reg('{name}, tu dis {q}.', '{name}, vous dites {q}.'),
      reg('{name}, avec tes mots : {q}.', '{name}, avec vos mots : {q}.'),
    ],
    german: [
      reg('{name}, du sagst {q}.', '{name}, Sie sagen {q}.'),
      reg('{name}, in deinen Worten: {q}.', '{name}, in Ihren Worten: {q}.'),
    ],
    mandarin: [
      reg('{name}，你说的是{q}。', '{name}，您说的是{q}。'),
      reg('{name}，用你的话说：{q}。', '{name}，用您的话说：{q}。'),
    ],
  },
  'reflect.question': {
    english: ['{name}, you asked {q}.', '{name}, your question was {q}.'],
    spanish: [
      reg('{name}, preguntas {q}.', '{name}, usted pregunta {q}.'),
      reg('{name}, tu pregunta es {q}.', '{name}, su pregunta es {q}.'),
    ],
    french: [
      reg('{name}, tu demandes {q}.', '{name}, vous demandez {q}.'),
      reg('{name}, ta question : {q}.', '{name}, votre question : {q}.'),
    ],
    german: [
      reg('{name}, du fragst {q}.', '{name}, Sie fragen {q}.'),
      reg('{name}, deine Frage lautet {q}.', '{name}, Ihre Frage lautet {q}.'),
    ],
    mandarin: [
      reg('{name}，你问{q}。', '{name}，您问{q}。'),
      reg('{name}，你的问题是{q}。', '{name}，您的问题是{q}。'),
    ],
  },
  'reflect.unsure': {
    english: [
      "{name}, it's okay not to know yet — that's an honest answer, and we can find the words together.",
      '{name}, not knowing yet is fine — we can come back to it together.',
      "{name}, take the time you need, and say whatever comes to mind when you're ready.",
    ],
    spanish: [
      reg(
        '{name}, está bien no saberlo todavía: es una respuesta sincera, y podemos buscar las palabras juntos.',
        '{name}, está bien que usted no lo sepa todavía: es una respuesta sincera, y podemos buscar las palabras juntos.',
      ),
      reg(
        '{name}, no pasa nada por no saberlo aún; podemos volver a ello juntos.',
        '{name}, no pasa nada si aún no lo sabe; podemos volver a ello juntos.',
      ),
      reg(
        '{name}, tómate el tiempo que necesites y cuéntanos lo que te venga cuando quieras.',
        '{name}, tómese el tiempo que necesite y cuéntenos lo que le venga cuando quiera.',
      ),
    ],
    french: [
      reg(
        '{name}, c’est normal de ne pas encore savoir : c’est une réponse honnête, et nous pouvons chercher les mots ensemble.',
        '{name}, il est tout à fait normal que vous ne sachiez pas encore : c’est une réponse honnête, et nous pouvons chercher les mots ensemble.',
      ),
      '{name}, ce n’est pas grave de ne pas encore savoir ; nous pourrons y revenir ensemble.',
      reg(
        '{name}, prends le temps qu’il te faut, et dis-nous ce qui te vient quand tu veux.',
        '{name}, prenez le temps qu’il vous faut, et dites-nous ce qui vous vient quand vous le souhaitez.',
      ),
    ],
    german: [
      reg(
        '{name}, es ist in Ordnung, wenn du es noch nicht weißt – das ist eine ehrliche Antwort, und wir können die Worte gemeinsam finden.',
        '{name}, es ist in Ordnung, wenn Sie es noch nicht wissen – das ist eine ehrliche Antwort, und wir können die Worte gemeinsam finden.',
      ),
      '{name}, es ist nicht schlimm, es noch nicht zu wissen; wir können gemeinsam darauf zurückkommen.',
      reg(
        '{name}, nimm dir die Zeit, die du brauchst, und sag einfach, was dir in den Sinn kommt.',
        '{name}, nehmen Sie sich die Zeit, die Sie brauchen, und sagen Sie einfach, was Ihnen in den Sinn kommt.',
      ),
    ],
    mandarin: [
      reg(
        '{name}，现在还不知道也没关系——这是很真诚的回答，我们可以一起找到合适的表达。',
        '{name}，您现在还不知道也没关系——这是很真诚的回答，我们可以一起找到合适的表达。',
      ),
      '{name}，暂时还不知道没关系，我们可以一起再回到这个问题上。',
      reg('{name}，慢慢来，想到什么就说什么。', '{name}，请慢慢来，想到什么都可以说。'),
    ],
  },
  'reflect.short': {
    english: [
      "{name}, you kept it short ({q}), and that's all right.",
      "{name}, I've noted your {q}.",
      '{name}, {q} — short and to the point.',
    ],
    spanish: [
      reg(
        '{name}, has sido breve ({q}), y está bien.',
        '{name}, usted ha sido breve ({q}), y está bien.',
      ),
      reg('{name}, tomo nota de tu {q}.', '{name}, tomo nota de su {q}.'),
      '{name}, {q}: breve y directo.',
    ],
    french: [
      reg(
        '{name}, tu as fait court ({q}), et c’est très bien ainsi.',
        '{name}, vous avez fait court ({q}), et c’est très bien ainsi.',
      ),
      reg('{name}, je note ton {q}.', '{name}, je note votre {q}.'),
      '{name}, {q} : court et clair.',
    ],
    german: [
      reg(
        '{name}, du hast dich kurz gefasst ({q}), und das ist in Ordnung.',
        '{name}, Sie haben sich kurz gefasst ({q}), und das ist in Ordnung.',
      ),
      reg('{name}, ich notiere dein {q}.', '{name}, ich notiere Ihr {q}.'),
      '{name}, {q} – kurz und klar.',
    ],
    mandarin: [
      reg(
        '{name}，你回答得很简短（{q}），这也没关系。',
        '{name}，您回答得很简短（{q}），这也没关系。',
      ),
      reg('{name}，我记下了你的{q}。', '{name}，我记下了您的{q}。'),
      '{name}，{q}——简短明了。',
    ],
  },
  'reflect.yes': {
    english: [
      "{name}, I'll take your {q} as a yes.",
      "{name}, {q} — thank you, that's clear.",
      '{name}, I hear a yes in {q}.',
    ],
    spanish: [
      reg('{name}, tomo tu {q} como un sí.', '{name}, tomo su {q} como un sí.'),
      '{name}, {q}: gracias, queda claro.',
      reg('{name}, en tu {q} leo un sí.', '{name}, en su {q} leo un sí.'),
    ],
    french: [
      reg('{name}, je prends ton {q} pour un oui.', '{name}, je prends votre {q} pour un oui.'),
      '{name}, {q} : merci, c’est clair.',
      reg('{name}, j’entends un oui dans ton {q}.', '{name}, j’entends un oui dans votre {q}.'),
    ],
    german: [
      reg('{name}, ich nehme dein {q} als Ja.', '{name}, ich nehme Ihr {q} als Ja.'),
      '{name}, {q} – danke, das ist klar.',
      reg('{name}, in deinem {q} höre ich ein Ja.', '{name}, in Ihrem {q} höre ich ein Ja.'),
    ],
    mandarin: [
      reg('{name}，我把你的{q}当作同意。', '{name}，我把您的{q}当作同意。'),
      '{name}，{q}——谢谢，很清楚。',
      reg('{name}，从你的{q}里我听到了同意。', '{name}，从您的{q}里我听到了同意。'),
    ],
  },
  'reflect.greeting': {
    english: [
      '{name}, hello, and welcome.',
      '{name}, good to have you here.',
      "{name}, hello again — glad you're with us.",
    ],
    spanish: [
      reg(
        '{name}, hola, y gracias por estar aquí.',
        '{name}, le saludo, y gracias por estar aquí.',
      ),
      reg('{name}, qué bien tenerte aquí.', '{name}, qué bien tenerle aquí.'),
      reg(
        '{name}, hola de nuevo; me alegra que estés con nosotros.',
        '{name}, hola de nuevo; me alegra que esté con nosotros.',
      ),
    ],
    french: [
      reg('{name}, bonjour, et merci d’être là.', '{name}, bonjour, et merci de votre présence.'),
      reg('{name}, c’est bien de t’avoir ici.', '{name}, c’est bien de vous avoir ici.'),
      '{name}, rebonjour, et merci d’être avec nous.',
    ],
    german: [
      reg('{name}, hallo und willkommen.', '{name}, guten Tag und herzlich willkommen.'),
      reg('{name}, schön, dass du da bist.', '{name}, schön, dass Sie da sind.'),
      reg(
        '{name}, hallo noch einmal – gut, dass du dabei bist.',
        '{name}, hallo noch einmal – gut, dass Sie dabei sind.',
      ),
    ],
    mandarin: [
      reg('{name}，你好，欢迎。', '{name}，您好，欢迎。'),
      reg('{name}，很高兴你在这里。', '{name}，很高兴您在这里。'),
      reg('{name}，又见面了，欢迎你。', '{name}，又见面了，欢迎您。'),
    ],
  },
  'reflect.greetingBoth': {
    english: [
      'Hello {a} and {b}, and welcome — thank you both for being here.',
      'Good to see you both, {a} and {b}.',
    ],
    spanish: [
      reg(
        'Hola, {a} y {b}: gracias a los dos por estar aquí.',
        'Hola, {a} y {b}: gracias a ambos por estar aquí.',
      ),
      reg('{a} y {b}, qué bien veros a los dos.', '{a} y {b}, qué bien verles a ambos.'),
    ],
    french: [
      reg(
        'Bonjour {a} et {b}, et merci à tous les deux d’être là.',
        'Bonjour {a} et {b}, et merci à vous deux de votre présence.',
      ),
      '{a} et {b}, c’est bien de vous retrouver tous les deux.',
    ],
    german: [
      reg(
        'Hallo {a} und {b}, willkommen – schön, dass ihr beide da seid.',
        'Guten Tag, {a} und {b}, herzlich willkommen – schön, dass Sie beide da sind.',
      ),
      reg('{a} und {b}, schön, euch beide zu sehen.', '{a} und {b}, schön, Sie beide zu sehen.'),
    ],
    mandarin: [
      reg(
        '{a}、{b}，你们好，欢迎——谢谢你们俩来到这里。',
        '{a}、{b}，二位好，欢迎——感谢二位来到这里。',
      ),
      reg('{a}、{b}，很高兴见到你们俩。', '{a}、{b}，很高兴见到二位。'),
    ],
  },
  'answer.normal': {
    english: [
      "It's more common than you might think: many couples go through exactly this, and it's something you can work on together.",
      "Many couples know this moment well; it's a common place to get stuck, and a workable one.",
      "You're far from alone in this — it's one of the most common things couples bring here.",
    ],
    spanish: [
      reg(
        'Es más común de lo que podríais pensar: muchas parejas pasan exactamente por esto, y es algo que podéis trabajar juntos.',
        'Es más común de lo que podrían pensar: muchas parejas pasan exactamente por esto, y es algo que pueden trabajar juntos.',
      ),
      'Muchas parejas conocen bien este momento: es un atasco frecuente, y se puede trabajar.',
      reg(
        'No sois los únicos, ni mucho menos: es de lo más habitual que traen las parejas.',
        'No son los únicos, ni mucho menos: es de lo más habitual que traen las parejas.',
      ),
    ],
    french: [
      'C’est plus courant qu’on ne le pense : beaucoup de couples traversent exactement cela, et c’est quelque chose sur quoi vous pouvez travailler ensemble.',
      'Beaucoup de couples connaissent bien ce moment : c’est un blocage fréquent, et on peut le travailler.',
      'Vous êtes loin d’être les seuls : c’est l’une des choses que les couples apportent le plus souvent ici.',
    ],
    german: [
      reg(
        'Das ist häufiger, als man denkt: Viele Paare erleben genau das, und ihr könnt gemeinsam daran arbeiten.',
        'Das ist häufiger, als man denkt: Viele Paare erleben genau das, und Sie können gemeinsam daran arbeiten.',
      ),
      'Viele Paare kennen diesen Moment gut: Man bleibt hier oft hängen, und man kann daran arbeiten.',
      reg(
        'Ihr seid damit bei Weitem nicht allein – das gehört zu dem, was Paare am häufigsten mitbringen.',
        'Sie sind damit bei Weitem nicht allein – das gehört zu dem, was Paare am häufigsten mitbringen.',
      ),
    ],
    mandarin: [
      reg(
        '这比你们想象的更常见：很多伴侣都经历过同样的事情，这是你们可以一起努力改善的。',
        '这比二位想象的更常见：很多伴侣都经历过同样的事情，这是二位可以一起努力改善的。',
      ),
      '很多伴侣都很熟悉这样的时刻：这是常见的卡点，也是可以改善的。',
      reg(
        '你们远不是唯一遇到这种情况的——这是伴侣们最常带来的问题之一。',
        '二位远不是唯一遇到这种情况的——这是伴侣们最常带来的问题之一。',
      ),
    ],
  },
  'answer.advice': {
    english: [
      "I won't hand you a verdict from the outside, but the next question is a concrete place to start.",
      "Rather than a ready-made answer, let's work it out together — the question below is where to begin.",
      'The answer will fit better if it comes from you two; the next question helps you find it.',
    ],
    spanish: [
      reg(
        'No voy a daros un veredicto desde fuera, pero la siguiente pregunta es un buen punto de partida.',
        'No voy a darles un veredicto desde fuera, pero la siguiente pregunta es un buen punto de partida.',
      ),
      'En lugar de una respuesta hecha, busquémosla juntos: la pregunta que sigue es por donde empezar.',
      reg(
        'La respuesta os encajará mejor si sale de vosotros; la siguiente pregunta os ayuda a encontrarla.',
        'La respuesta les encajará mejor si sale de ustedes; la siguiente pregunta les ayuda a encontrarla.',
      ),
    ],
    french: [
      'Je ne vais pas vous donner un verdict de l’extérieur, mais la question suivante est un bon point de départ.',
      'Plutôt qu’une réponse toute faite, cherchons-la ensemble : la question qui suit est un bon début.',
      'La réponse vous ira mieux si elle vient de vous deux ; la question suivante aide à la trouver.',
    ],
    german: [
      reg(
        'Ich werde euch kein Urteil von außen geben, aber die nächste Frage ist ein konkreter Anfang.',
        'Ich werde Ihnen kein Urteil von außen geben, aber die nächste Frage ist ein konkreter Anfang.',
      ),
      'Statt einer fertigen Antwort suchen wir sie gemeinsam – die folgende Frage ist ein guter Anfang.',
      reg(
        'Die Antwort passt besser, wenn sie von euch beiden kommt; die nächste Frage hilft, sie zu finden.',
        'Die Antwort passt besser, wenn sie von Ihnen beiden kommt; die nächste Frage hilft, sie zu finden.',
      ),
    ],
    mandarin: [
      reg(
        '我不会从外部给你们下结论，但下一个问题就是一个具体的起点。',
        '我不会从外部给二位下结论，但下一个问题就是一个具体的起点。',
      ),
      '与其给一个现成的答案，不如我们一起来找——下面这个问题就是起点。',
      reg(
        '答案由你们俩自己找到会更合适；下一个问题能帮你们找到它。',
        '答案由二位自己找到会更合适；下一个问题能帮二位找到它。',
      ),
    ],
  },
  'answer.ai': {
    english: [
      "I'm {therapist}, an AI facilitator, not a person — my job is to help you two hear each other and find your own next steps.",
      "To be clear, I'm an AI, not a human; what I can do is help you listen to each other and take your own next steps.",
      "I'm not a person but an AI that guides the conversation — the insight and the decisions stay yours.",
    ],
    spanish: [
      reg(
        'Soy {therapist}, una inteligencia artificial que facilita la conversación, no una persona: mi tarea es ayudaros a escucharos y a encontrar vuestros propios pasos.',
        'Soy {therapist}, una inteligencia artificial que facilita la conversación, no una persona: mi tarea es ayudarles a escucharse y a encontrar sus propios pasos.',
      ),
      reg(
        'Para que quede claro: soy una inteligencia artificial, no una persona; lo que puedo hacer es ayudaros a escucharos y a dar vuestros propios pasos.',
        'Para que quede claro: soy una inteligencia artificial, no una persona; lo que puedo hacer es ayudarles a escucharse y a dar sus propios pasos.',
      ),
      reg(
        'No soy una persona, sino una IA que guía la conversación; las conclusiones y las decisiones son vuestras.',
        'No soy una persona, sino una IA que guía la conversación; las conclusiones y las decisiones son suyas.',
      ),
    ],
    french: [
      'Je suis {therapist}, une intelligence artificielle qui anime la conversation, pas une personne : mon rôle est de vous aider à vous entendre et à trouver vos propres prochains pas.',
      'Pour être clair : je suis une IA, pas un être humain ; je peux vous aider à vous écouter et à faire vos propres pas.',
      'Je ne suis pas une personne mais une IA qui guide la conversation — les idées et les décisions restent les vôtres.',
    ],
    german: [
      reg(
        'Ich bin {therapist}, eine KI, die das Gespräch begleitet, kein Mensch – meine Aufgabe ist es, euch zu helfen, einander zu hören und eure eigenen nächsten Schritte zu finden.',
        'Ich bin {therapist}, eine KI, die das Gespräch begleitet, kein Mensch – meine Aufgabe ist es, Ihnen zu helfen, einander zu hören und Ihre eigenen nächsten Schritte zu finden.',
      ),
      reg(
        'Um es klar zu sagen: Ich bin eine KI, kein Mensch; ich kann euch helfen, einander zuzuhören und eure eigenen Schritte zu gehen.',
        'Um es klar zu sagen: Ich bin eine KI, kein Mensch; ich kann Ihnen helfen, einander zuzuhören und Ihre eigenen Schritte zu gehen.',
      ),
      reg(
        'Ich bin keine Person, sondern eine KI, die das Gespräch leitet – die Einsichten und Entscheidungen bleiben eure.',
        'Ich bin keine Person, sondern eine KI, die das Gespräch leitet – die Einsichten und Entscheidungen bleiben Ihre.',
      ),
    ],
    mandarin: [
      reg(
        '我是{therapist}，一个人工智能引导者，不是真人——我的任务是帮助你们听见彼此，找到你们自己的下一步。',
        '我是{therapist}，一个人工智能引导者，不是真人——我的任务是帮助二位听见彼此，找到二位自己的下一步。',
      ),
      reg(
        '说清楚一点：我是人工智能，不是真人；我能做的是帮助你们倾听彼此，迈出你们自己的步子。',
        '说清楚一点：我是人工智能，不是真人；我能做的是帮助二位倾听彼此，迈出二位自己的步子。',
      ),
      reg(
        '我不是真人，而是引导对话的人工智能——领悟和决定都属于你们自己。',
        '我不是真人，而是引导对话的人工智能——领悟和决定都属于二位自己。',
      ),
    ],
  },
  'answer.other': {
    english: [
      "That's a fair question; let's keep it in mind as we go.",
      "Good question — let's hold on to it.",
      "Let's keep that question with us; it may answer itself as we go.",
    ],
    spanish: [
      'Es una pregunta justa; tengámosla presente mientras avanzamos.',
      'Buena pregunta; no la perdamos de vista.',
      'Guardemos esa pregunta; quizá se responda sola por el camino.',
    ],
    french: [
      'C’est une question légitime ; gardons-la en tête au fil de la séance.',
      'Bonne question — gardons-la de côté.',
      'Gardons cette question avec nous ; elle trouvera peut-être sa réponse en chemin.',
    ],
    german: [
      'Das ist eine berechtigte Frage; behalten wir sie im Hinterkopf.',
      'Gute Frage – halten wir sie fest.',
      'Nehmen wir die Frage mit; vielleicht beantwortet sie sich unterwegs.',
    ],
    mandarin: [
      '这是个好问题，我们在接下来的过程中记着它。',
      '好问题——我们先把它记下来。',
      '我们先带着这个问题，也许在过程中它自己就有了答案。',
    ],
  },
  'link.topic': {
    english: [
      "You're both talking about {topic}, each from your own side.",
      'Both of you bring up {topic}, from two different sides.',
    ],
    spanish: [
      reg(
        'Los dos habláis de {topic}, cada uno desde su lado.',
        'Ambos hablan de {topic}, cada uno desde su lado.',
      ),
      reg(
        'Los dos mencionáis {topic}, desde dos lados distintos.',
        'Ambos mencionan {topic}, desde dos lados distintos.',
      ),
    ],
    french: [
      'Vous parlez tous les deux de {topic}, chacun de votre côté.',
      'Vous évoquez tous les deux {topic}, sous deux angles différents.',
    ],
    german: [
      reg(
        'Ihr sprecht beide über {topic}, jeder von seiner Seite.',
        'Sie sprechen beide über {topic}, jeder von seiner Seite.',
      ),
      reg(
        'Ihr bringt beide {topic} zur Sprache, von zwei Seiten.',
        'Sie bringen beide {topic} zur Sprache, von zwei Seiten.',
      ),
    ],
    mandarin: [
      reg(
        '你们都谈到了{topic}，只是各自站在不同的角度。',
        '二位都谈到了{topic}，只是各自站在不同的角度。',
      ),
      reg('你们俩都提到了{topic}，只是角度不同。', '二位都提到了{topic}，只是角度不同。'),
    ],
  },
  'validate.high': {
    english: [
      'Both of your experiences are real, and neither cancels the other out.',
      "It makes sense that this matters so much to you both — and it says a lot that you're here, working on it together.",
      "Thank you both for being this honest; that isn't easy.",
    ],
    spanish: [
      reg(
        'Las experiencias de los dos son reales, y una no anula la otra.',
        'Las experiencias de ambos son reales, y una no anula la otra.',
      ),
      reg(
        'Tiene sentido que os importe tanto, y dice mucho que estéis aquí, trabajando en ello juntos.',
        'Tiene sentido que les importe tanto, y dice mucho que estén aquí, trabajando en ello juntos.',
      ),
      reg(
        'Gracias a los dos por ser tan sinceros; no es fácil.',
        'Gracias a ambos por ser tan sinceros; no es fácil.',
      ),
    ],
    french: [
      'Vos deux vécus sont réels, et l’un n’annule pas l’autre.',
      'C’est compréhensible que cela compte autant pour vous deux, et cela en dit long que vous soyez là, à y travailler ensemble.',
      'Merci à vous deux pour cette franchise ; ce n’est pas facile.',
    ],
    german: [
      reg(
        'Eure Erfahrungen sind beide echt, und die eine hebt die andere nicht auf.',
        'Ihre Erfahrungen sind beide echt, und die eine hebt die andere nicht auf.',
      ),
      reg(
        'Es ist verständlich, dass euch das so wichtig ist – und es sagt viel, dass ihr hier seid und gemeinsam daran arbeitet.',
        'Es ist verständlich, dass Ihnen das so wichtig ist – und es sagt viel, dass Sie hier sind und gemeinsam daran arbeiten.',
      ),
      reg(
        'Danke euch beiden für so viel Offenheit; das ist nicht leicht.',
        'Danke Ihnen beiden für so viel Offenheit; das ist nicht leicht.',
      ),
    ],
    mandarin: [
      reg(
        '你们俩的感受都是真实的，一方的感受并不会抵消另一方的。',
        '二位的感受都是真实的，一方的感受并不会抵消另一方的。',
      ),
      reg(
        '你们都这么在意，这很可以理解——你们愿意一起来面对，这本身就说明了很多。',
        '二位都这么在意，这很可以理解——二位愿意一起来面对，这本身就说明了很多。',
      ),
      reg('谢谢你们这么坦诚，这并不容易。', '谢谢二位这么坦诚，这并不容易。'),
    ],
  },
  'validate.warm': {
    english: [
      'Moments like these are what a relationship is built on — thank you for saying them out loud.',
      "It's lovely to hear you say these things to each other.",
    ],
    spanish: [
      'Momentos así son los que construyen una relación; gracias por decirlos en voz alta.',
      reg(
        'Qué bonito es oíros decir estas cosas el uno al otro.',
        'Qué bonito es oírles decir estas cosas el uno al otro.',
      ),
    ],
    french: [
      'Ce sont des moments comme ceux-là qui construisent une relation — merci de les dire à voix haute.',
      'C’est beau de vous entendre vous dire ces choses.',
    ],
    german: [
      reg(
        'Genau solche Momente tragen eine Beziehung – danke, dass ihr sie aussprecht.',
        'Genau solche Momente tragen eine Beziehung – danke, dass Sie sie aussprechen.',
      ),
      reg(
        'Wie schön, euch so etwas zueinander sagen zu hören.',
        'Wie schön, Sie so etwas zueinander sagen zu hören.',
      ),
    ],
    mandarin: [
      reg(
        '正是这样的时刻让一段关系更牢固——谢谢你们把它说出来。',
        '正是这样的时刻让一段关系更牢固——谢谢二位把它说出来。',
      ),
      reg('听到你们这样对彼此说话，真好。', '听到二位这样对彼此说话，真好。'),
    ],
  },
  'validate.tense': {
    english: [
      "This is clearly a tense moment for both of you — and that's okay; it's exactly what we're here to work on.",
      "Things are heated right now, and that's workable — let's slow it down together.",
      "There's a lot of strain in this; we'll take it one step at a time.",
    ],
    spanish: [
      reg(
        'Está claro que es un momento tenso para los dos, y está bien: es justo lo que estamos aquí para trabajar.',
        'Está claro que es un momento tenso para ambos, y está bien: es justo lo que estamos aquí para trabajar.',
      ),
      'Ahora mismo hay mucha tensión, y se puede trabajar: vamos a bajar el ritmo juntos.',
      'Hay mucha carga en esto; iremos paso a paso.',
    ],
    french: [
      'C’est clairement un moment tendu pour vous deux — et c’est normal : c’est précisément ce sur quoi nous sommes là pour travailler.',
      'La tension est forte en ce moment, et on peut travailler avec : ralentissons ensemble.',
      'Il y a beaucoup de poids dans tout cela ; nous irons pas à pas.',
    ],
    german: [
      reg(
        'Das ist gerade spürbar ein angespannter Moment für euch beide – und das ist in Ordnung: Genau daran arbeiten wir hier.',
        'Das ist gerade spürbar ein angespannter Moment für Sie beide – und das ist in Ordnung: Genau daran arbeiten wir hier.',
      ),
      reg(
        'Gerade ist viel Spannung da, und damit lässt sich arbeiten – lasst uns gemeinsam langsamer werden.',
        'Gerade ist viel Spannung da, und damit lässt sich arbeiten – lassen Sie uns gemeinsam langsamer werden.',
      ),
      'Da steckt viel Anspannung drin; wir gehen Schritt für Schritt vor.',
    ],
    mandarin: [
      reg(
        '这显然是你们俩都很紧张的时刻——这没关系，这正是我们在这里要一起面对的。',
        '这显然是二位都很紧张的时刻——这没关系，这正是我们在这里要一起面对的。',
      ),
      '现在气氛很紧张，这是可以处理的——我们一起放慢一点。',
      '这里面有很多压力，我们一步一步来。',
    ],
  },
  'validate.moderate': {
    english: [
      'Thank you both for putting that into words.',
      "That isn't easy to say; thank you both.",
      'I can hear how much this matters to each of you.',
      "It helps that you're both saying this openly.",
    ],
    spanish: [
      reg('Gracias a los dos por ponerlo en palabras.', 'Gracias a ambos por ponerlo en palabras.'),
      reg('No es fácil decir esto; gracias a los dos.', 'No es fácil decir esto; gracias a ambos.'),
      reg(
        'Se nota cuánto os importa esto a cada uno.',
        'Se nota cuánto les importa esto a cada uno.',
      ),
      reg('Ayuda que los dos lo digáis abiertamente.', 'Ayuda que ambos lo digan abiertamente.'),
    ],
    french: [
      'Merci à vous deux d’avoir mis cela en mots.',
      'Ce n’est pas facile à dire ; merci à vous deux.',
      'J’entends à quel point cela compte pour chacun de vous.',
      'Cela aide que vous le disiez ouvertement, tous les deux.',
    ],
    german: [
      reg(
        'Danke euch beiden, dass ihr das in Worte gefasst habt.',
        'Danke Ihnen beiden, dass Sie das in Worte gefasst haben.',
      ),
      reg(
        'Das ist nicht leicht zu sagen; danke euch beiden.',
        'Das ist nicht leicht zu sagen; danke Ihnen beiden.',
      ),
      reg(
        'Ich höre, wie wichtig das jedem von euch ist.',
        'Ich höre, wie wichtig das jedem von Ihnen ist.',
      ),
      reg(
        'Es hilft, dass ihr das beide offen aussprecht.',
        'Es hilft, dass Sie das beide offen aussprechen.',
      ),
    ],
    mandarin: [
      reg('谢谢你们把这些说出来。', '谢谢二位把这些说出来。'),
      reg('这些话不容易说出口，谢谢你们俩。', '这些话不容易说出口，谢谢二位。'),
      reg('我能听出这对你们每个人有多重要。', '我能听出这对二位各自有多重要。'),
      reg('你们俩都能坦率地说出来，这很有帮助。', '二位都能坦率地说出来，这很有帮助。'),
    ],
  },
  'horseman.note': {
    english: [
      "{name}, I'd like to gently point something out: {q} is an example of {horseman}, one of the Four Horsemen that tend to wear a relationship down. The antidote is {antidote}.",
      '{name}, {q} has the sound of {horseman}, one of the Four Horsemen; what helps is {antidote}.',
    ],
    spanish: [
      reg(
        '{name}, quiero señalar algo con cuidado: {q} es un ejemplo de {horseman}, uno de los Cuatro Jinetes que suelen desgastar una relación. El antídoto es {antidote}.',
        '{name}, quisiera señalarle algo con cuidado: {q} es un ejemplo de {horseman}, uno de los Cuatro Jinetes que suelen desgastar una relación. El antídoto es {antidote}.',
      ),
      '{name}, {q} suena a {horseman}, uno de los Cuatro Jinetes; lo que ayuda es {antidote}.',
    ],
    french: [
      reg(
        '{name}, j’aimerais souligner quelque chose avec douceur : {q} est un exemple de ce qu’on appelle {horseman}, l’un des Quatre Cavaliers qui usent une relation. L’antidote, c’est {antidote}.',
        '{name}, permettez-moi de souligner quelque chose avec douceur : {q} est un exemple de ce qu’on appelle {horseman}, l’un des Quatre Cavaliers qui usent une relation. L’antidote, c’est {antidote}.',
      ),
      '{name}, {q} ressemble à ce qu’on appelle {horseman}, l’un des Quatre Cavaliers ; ce qui aide, c’est {antidote}.',
    ],
    german: [
      reg(
        '{name}, ich möchte behutsam auf etwas hinweisen: {q} ist ein Beispiel für {horseman}, einen der vier apokalyptischen Reiter, die eine Beziehung zermürben. Das Gegenmittel ist {antidote}.',
        '{name}, ich möchte Sie behutsam auf etwas hinweisen: {q} ist ein Beispiel für {horseman}, einen der vier apokalyptischen Reiter, die eine Beziehung zermürben. Das Gegenmittel ist {antidote}.',
      ),
      '{name}, {q} klingt nach {horseman}, einem der vier apokalyptischen Reiter; was hilft, ist {antidote}.',
    ],
    mandarin: [
      reg(
        '{name}，我想温和地指出一点：{q}是{horseman}的一个例子，它是会慢慢消耗感情的“末日四骑士”之一。它的解药是{antidote}。',
        '{name}，请允许我温和地指出一点：{q}是{horseman}的一个例子，它是会慢慢消耗感情的“末日四骑士”之一。它的解药是{antidote}。',
      ),
      '{name}，{q}听起来像是{horseman}，“末日四骑士”之一；有帮助的是{antidote}。',
    ],
  },
  'horseman.noteAgain': {
    english: [
      '{name}, something similar on your side: {q} is an example of {horseman}, another of the Four Horsemen. The antidote is {antidote}.',
      '{name}, on your side {q} shows {horseman}, another of the Four Horsemen; its antidote is {antidote}.',
    ],
    spanish: [
      reg(
        '{name}, algo parecido por tu parte: {q} es un ejemplo de {horseman}, otro de los Cuatro Jinetes. El antídoto es {antidote}.',
        '{name}, algo parecido por su parte: {q} es un ejemplo de {horseman}, otro de los Cuatro Jinetes. El antídoto es {antidote}.',
      ),
      reg(
        '{name}, por tu parte, {q} muestra {horseman}, otro de los Cuatro Jinetes; su antídoto es {antidote}.',
        '{name}, por su parte, {q} muestra {horseman}, otro de los Cuatro Jinetes; su antídoto es {antidote}.',
      ),
    ],
    french: [
      reg(
        '{name}, quelque chose de semblable de ton côté : {q} est un exemple de ce qu’on appelle {horseman}, un autre des Quatre Cavaliers. L’antidote, c’est {antidote}.',
        '{name}, quelque chose de semblable de votre côté : {q} est un exemple de ce qu’on appelle {horseman}, un autre des Quatre Cavaliers. L’antidote, c’est {antidote}.',
      ),
      reg(
        '{name}, de ton côté, {q} montre {horseman}, un autre des Quatre Cavaliers ; son antidote, c’est {antidote}.',
        '{name}, de votre côté, {q} montre {horseman}, un autre des Quatre Cavaliers ; son antidote, c’est {antidote}.',
      ),
    ],
    german: [
      reg(
        '{name}, etwas Ähnliches auf deiner Seite: {q} ist ein Beispiel für {horseman}, einen weiteren der vier Reiter. Das Gegenmittel ist {antidote}.',
        '{name}, etwas Ähnliches auf Ihrer Seite: {q} ist ein Beispiel für {horseman}, einen weiteren der vier Reiter. Das Gegenmittel ist {antidote}.',
      ),
      reg(
        '{name}, bei dir zeigt {q} {horseman}, einen weiteren der vier Reiter; das Gegenmittel ist {antidote}.',
        '{name}, bei Ihnen zeigt {q} {horseman}, einen weiteren der vier Reiter; das Gegenmittel ist {antidote}.',
      ),
    ],
    mandarin: [
      reg(
        '{name}，你这边也有类似的情况：{q}是{horseman}的一个例子，也是“末日四骑士”之一。它的解药是{antidote}。',
        '{name}，您这边也有类似的情况：{q}是{horseman}的一个例子，也是“末日四骑士”之一。它的解药是{antidote}。',
      ),
      reg(
        '{name}，你这边的{q}体现了{horseman}，也是“末日四骑士”之一；它的解药是{antidote}。',
        '{name}，您这边的{q}体现了{horseman}，也是“末日四骑士”之一；它的解药是{antidote}。',
      ),
    ],
  },
  'horseman.noteSame': {
    english: [
      '{name}, I notice the same pattern on your side: {q}. The same antidote applies.',
      '{name}, the same pattern shows on your side in {q}, and the same antidote helps.',
    ],
    spanish: [
      reg(
        '{name}, noto el mismo patrón por tu parte: {q}. Sirve el mismo antídoto.',
        '{name}, noto el mismo patrón por su parte: {q}. Sirve el mismo antídoto.',
      ),
      reg(
        '{name}, el mismo patrón aparece por tu parte en {q}, y ayuda el mismo antídoto.',
        '{name}, el mismo patrón aparece por su parte en {q}, y ayuda el mismo antídoto.',
      ),
    ],
    french: [
      reg(
        '{name}, je remarque le même schéma de ton côté : {q}. Le même antidote s’applique.',
        '{name}, je remarque le même schéma de votre côté : {q}. Le même antidote s’applique.',
      ),
      reg(
        '{name}, le même schéma apparaît de ton côté dans {q}, et le même antidote aide.',
        '{name}, le même schéma apparaît de votre côté dans {q}, et le même antidote aide.',
      ),
    ],
    german: [
      reg(
        '{name}, ich bemerke dasselbe Muster auf deiner Seite: {q}. Es hilft dasselbe Gegenmittel.',
        '{name}, ich bemerke dasselbe Muster auf Ihrer Seite: {q}. Es hilft dasselbe Gegenmittel.',
      ),
      reg(
        '{name}, dasselbe Muster zeigt sich bei dir in {q}, und dasselbe Gegenmittel hilft.',
        '{name}, dasselbe Muster zeigt sich bei Ihnen in {q}, und dasselbe Gegenmittel hilft.',
      ),
    ],
    mandarin: [
      reg(
        '{name}，我注意到你这边也有同样的模式：{q}。同样的解药也适用。',
        '{name}，我注意到您这边也有同样的模式：{q}。同样的解药也适用。',
      ),
      reg(
        '{name}，同样的模式也出现在你的{q}里，同样的解药也有帮助。',
        '{name}，同样的模式也出现在您的{q}里，同样的解药也有帮助。',
      ),
    ],
  },
  'horseman.brief': {
    english: ['{name}, {q} is {horseman}; the antidote is {antidote}.'],
    spanish: ['{name}: {q} es {horseman}; el antídoto es {antidote}.'],
    french: ['{name} : {q}, c’est {horseman} ; l’antidote, c’est {antidote}.'],
    german: ['{name}: {q} ist {horseman}; das Gegenmittel ist {antidote}.'],
    mandarin: ['{name}：{q}属于{horseman}；解药是{antidote}。'],
  },
  'horseman.try': {
    english: ['You could try something like: {example}'],
    spanish: [reg('Podrías probar algo así: {example}', 'Podría probar algo así: {example}')],
    french: [
      reg(
        'Tu pourrais essayer quelque chose comme : {example}',
        'Vous pourriez essayer quelque chose comme : {example}',
      ),
    ],
    german: [
      reg(
        'Du könntest es etwa so versuchen: {example}',
        'Sie könnten es etwa so versuchen: {example}',
      ),
    ],
    mandarin: [reg('你可以试着这样说：{example}', '您可以试着这样说：{example}')],
  },
  joke: {
    english: [
      "And I noticed {phrase} made an appearance — your shorthand for {meaning}. It's good to see that shared humour is still there.",
      'I see {phrase} is back — your way of saying {meaning}. That kind of private humour is worth keeping.',
    ],
    spanish: [
      reg(
        'Y he visto que ha aparecido {phrase}, vuestra forma de referiros a {meaning}. Me alegra ver que ese humor compartido sigue ahí.',
        'Y he visto que ha aparecido {phrase}, su forma de referirse a {meaning}. Me alegra ver que ese humor compartido sigue ahí.',
      ),
      reg(
        'Veo que ha vuelto {phrase}, vuestra manera de decir {meaning}. Ese humor compartido vale la pena cuidarlo.',
        'Veo que ha vuelto {phrase}, su manera de decir {meaning}. Ese humor compartido vale la pena cuidarlo.',
      ),
    ],
    french: [
      'Et j’ai remarqué que {phrase} a fait son apparition — votre façon de parler de {meaning}. C’est bon de voir que cet humour partagé est toujours là.',
      'Je vois que {phrase} est de retour — votre façon de dire {meaning}. Ce genre d’humour complice mérite d’être préservé.',
    ],
    german: [
      reg(
        'Und mir ist aufgefallen, dass {phrase} aufgetaucht ist – euer Kürzel für {meaning}. Schön zu sehen, dass dieser gemeinsame Humor noch da ist.',
        'Und mir ist aufgefallen, dass {phrase} aufgetaucht ist – Ihr Kürzel für {meaning}. Schön zu sehen, dass dieser gemeinsame Humor noch da ist.',
      ),
      reg(
        'Wie ich sehe, ist {phrase} wieder da – eure Art, {meaning} zu sagen. Diesen gemeinsamen Humor lohnt es sich zu pflegen.',
        'Wie ich sehe, ist {phrase} wieder da – Ihre Art, {meaning} zu sagen. Diesen gemeinsamen Humor lohnt es sich zu pflegen.',
      ),
    ],
    mandarin: [
      reg(
        '我还注意到{phrase}出现了——这是你们用来指{meaning}的暗号。很高兴看到你们之间的那份幽默还在。',
        '我还注意到{phrase}出现了——这是二位用来指{meaning}的暗号。很高兴看到二位之间的那份幽默还在。',
      ),
      reg(
        '我看到{phrase}又出现了——这是你们说{meaning}的方式。这种只属于你们的幽默值得好好珍惜。',
        '我看到{phrase}又出现了——这是二位说{meaning}的方式。这种只属于二位的幽默值得好好珍惜。',
      ),
    ],
  },
  'nudge.blunt.horseman': {
    english: [
      "I'll be direct: how you say things is hurting you as much as what you disagree about, and that's the first thing to change.",
    ],
    spanish: [
      reg(
        'Os lo digo claramente: la forma en que os habláis os está haciendo tanto daño como aquello en lo que no estáis de acuerdo, y es lo primero que hay que cambiar.',
        'Se lo digo claramente: la forma en que se hablan les está haciendo tanto daño como aquello en lo que no están de acuerdo, y es lo primero que hay que cambiar.',
      ),
    ],
    french: [
      'Je vous le dis franchement : la façon dont vous vous parlez vous fait autant de mal que vos désaccords eux-mêmes, et c’est la première chose à changer.',
    ],
    german: [
      reg(
        'Ich sage es direkt: Wie ihr miteinander redet, schadet euch genauso wie das, worüber ihr streitet – und das ist das Erste, was sich ändern muss.',
        'Ich sage es direkt: Wie Sie miteinander reden, schadet Ihnen genauso wie das, worüber Sie streiten – und das ist das Erste, was sich ändern muss.',
      ),
    ],
    mandarin: [
      reg(
        '我直说吧：你们说话的方式和你们争论的内容一样在伤害你们，这是首先要改变的。',
        '我直说吧：二位说话的方式和争论的内容一样在伤害二位，这是首先要改变的。',
      ),
    ],
  },
  'nudge.blunt.short': {
    english: [
      "I'll be direct: short answers keep this conversation on the surface. Give me a full sentence or two.",
      "Plainly put: one-word answers won't get us far. Tell me what's really going on.",
    ],
    spanish: [
      reg(
        'Os lo digo claramente: las respuestas cortas mantienen la conversación en la superficie. Dadme una o dos frases completas.',
        'Se lo digo claramente: las respuestas cortas mantienen la conversación en la superficie. Denme una o dos frases completas.',
      ),
      reg(
        'Dicho sin rodeos: con respuestas de una palabra no llegaremos lejos. Contadme qué está pasando de verdad.',
        'Dicho sin rodeos: con respuestas de una palabra no llegaremos lejos. Cuéntenme qué está pasando de verdad.',
      ),
    ],
    french: [
      'Je vous le dis franchement : les réponses courtes maintiennent la conversation en surface. Donnez-moi une phrase ou deux complètes.',
      'Sans détour : des réponses d’un mot ne nous mèneront pas loin. Dites-moi ce qui se passe vraiment.',
    ],
    german: [
      reg(
        'Ich sage es direkt: Kurze Antworten halten das Gespräch an der Oberfläche. Gebt mir ein, zwei ganze Sätze.',
        'Ich sage es direkt: Kurze Antworten halten das Gespräch an der Oberfläche. Geben Sie mir ein, zwei ganze Sätze.',
      ),
      reg(
        'Ohne Umschweife: Mit Ein-Wort-Antworten kommen wir nicht weit. Erzählt mir, was wirklich los ist.',
        'Ohne Umschweife: Mit Ein-Wort-Antworten kommen wir nicht weit. Erzählen Sie mir, was wirklich los ist.',
      ),
    ],
    mandarin: [
      reg(
        '我直说吧：简短的回答会让对话停留在表面。请多写一两句完整的话。',
        '我直说吧：简短的回答会让对话停留在表面。请二位多写一两句完整的话。',
      ),
      reg(
        '说得直接些：一两个字的回答走不远。告诉我真正发生了什么。',
        '说得直接些：一两个字的回答走不远。请告诉我真正发生了什么。',
      ),
    ],
  },
  'nudge.blunt.overlap': {
    english: [
      "I'll be direct: you're describing the same problem from opposite sides, and waiting for the other to change first won't get either of you what you want.",
    ],
    spanish: [
      reg(
        'Os lo digo claramente: describís el mismo problema desde lados opuestos, y esperar a que el otro cambie primero no os dará lo que queréis.',
        'Se lo digo claramente: describen el mismo problema desde lados opuestos, y esperar a que el otro cambie primero no les dará lo que quieren.',
      ),
    ],
    french: [
      'Je vous le dis franchement : vous décrivez le même problème depuis deux côtés opposés, et attendre que l’autre change en premier ne vous donnera pas ce que vous voulez.',
    ],
    german: [
      reg(
        'Ich sage es direkt: Ihr beschreibt dasselbe Problem von entgegengesetzten Seiten, und darauf zu warten, dass der andere sich zuerst ändert, bringt keinem von euch, was ihr wollt.',
        'Ich sage es direkt: Sie beschreiben dasselbe Problem von entgegengesetzten Seiten, und darauf zu warten, dass der andere sich zuerst ändert, bringt keinem von Ihnen, was Sie wollen.',
      ),
    ],
    mandarin: [
      reg(
        '我直说吧：你们在从相反的两边描述同一个问题，等对方先改变，谁都得不到自己想要的。',
        '我直说吧：二位在从相反的两边描述同一个问题，等对方先改变，谁都得不到自己想要的。',
      ),
    ],
  },
  'nudge.blunt.generic': {
    english: [
      "I'll be direct: understanding the pattern is the easy part — what counts is what each of you does differently the next time things get tense.",
    ],
    spanish: [
      reg(
        'Os lo digo claramente: entender el patrón es la parte fácil; lo que cuenta es qué hará distinto cada uno la próxima vez que haya tensión.',
        'Se lo digo claramente: entender el patrón es la parte fácil; lo que cuenta es qué hará distinto cada uno la próxima vez que haya tensión.',
      ),
    ],
    french: [
      'Je vous le dis franchement : comprendre le schéma, c’est la partie facile ; ce qui compte, c’est ce que chacun de vous fera différemment la prochaine fois que la tension montera.',
    ],
    german: [
      reg(
        'Ich sage es direkt: Das Muster zu verstehen ist der leichte Teil – entscheidend ist, was jeder von euch beim nächsten Mal anders macht, wenn es angespannt wird.',
        'Ich sage es direkt: Das Muster zu verstehen ist der leichte Teil – entscheidend ist, was jeder von Ihnen beim nächsten Mal anders macht, wenn es angespannt wird.',
      ),
    ],
    mandarin: [
      reg(
        '我直说吧：理解模式是容易的部分——真正重要的是下次气氛紧张时，你们每个人会做出什么不同的行动。',
        '我直说吧：理解模式是容易的部分——真正重要的是下次气氛紧张时，二位各自会做出什么不同的行动。',
      ),
    ],
  },
  'nudge.blunt.positive': {
    english: [
      "I'll be direct: say things like this at home, out loud, every week — it matters more than you might think.",
    ],
    spanish: [
      reg(
        'Os lo digo claramente: decid cosas así en casa, en voz alta, cada semana; importa más de lo que creéis.',
        'Se lo digo claramente: digan cosas así en casa, en voz alta, cada semana; importa más de lo que creen.',
      ),
    ],
    french: [
      'Je vous le dis franchement : dites ce genre de choses à la maison, à voix haute, chaque semaine — cela compte plus que vous ne le pensez.',
    ],
    german: [
      reg(
        'Ich sage es direkt: Sagt euch so etwas auch zu Hause, laut, jede Woche – es zählt mehr, als ihr denkt.',
        'Ich sage es direkt: Sagen Sie sich so etwas auch zu Hause, laut, jede Woche – es zählt mehr, als Sie denken.',
      ),
    ],
    mandarin: [
      reg(
        '我直说吧：在家里也要把这样的话大声说出来，每周都说——它比你们想象的更重要。',
        '我直说吧：在家里也请把这样的话大声说出来，每周都说——它比二位想象的更重要。',
      ),
    ],
  },
  'nudge.mild.positive': {
    english: ['It can help to say these things at home too, not only here.'],
    spanish: [
      reg(
        'Puede ayudar deciros estas cosas también en casa, no solo aquí.',
        'Puede ayudar decirse estas cosas también en casa, no solo aquí.',
      ),
    ],
    french: ['Il peut être utile de vous dire ces choses à la maison aussi, pas seulement ici.'],
    german: [
      reg(
        'Es kann helfen, euch so etwas auch zu Hause zu sagen, nicht nur hier.',
        'Es kann helfen, sich so etwas auch zu Hause zu sagen, nicht nur hier.',
      ),
    ],
    mandarin: ['在家里也说这些话，而不只是在这里说，会很有帮助。'],
  },
  'nudge.mild.horseman': {
    english: [
      'It may help to slow down a little and notice how things are being said, not only what.',
    ],
    spanish: [
      'Puede ayudar ir un poco más despacio y fijarse en cómo se dicen las cosas, no solo en qué se dice.',
    ],
    french: [
      'Il peut être utile de ralentir un peu et de remarquer comment les choses sont dites, pas seulement ce qui est dit.',
    ],
    german: [
      'Es kann helfen, etwas langsamer zu werden und darauf zu achten, wie etwas gesagt wird, nicht nur was.',
    ],
    mandarin: ['放慢一点、留意话是怎么说的，而不只是说了什么，可能会有帮助。'],
  },
  'nudge.mild.short': {
    english: [
      'If you can, add a sentence or two more — it really helps me understand you.',
      'A little more detail from each of you would help — even one more sentence.',
    ],
    spanish: [
      reg(
        'Si podéis, añadid una o dos frases más: me ayuda mucho a entenderos.',
        'Si pueden, añadan una o dos frases más: me ayuda mucho a entenderles.',
      ),
      'Un poco más de detalle por parte de cada uno ayudaría, aunque sea una frase más.',
    ],
    french: [
      'Si vous le pouvez, ajoutez une phrase ou deux : cela m’aide vraiment à vous comprendre.',
      'Un peu plus de détails de la part de chacun aiderait — même une phrase de plus.',
    ],
    german: [
      reg(
        'Wenn ihr könnt, schreibt noch ein, zwei Sätze mehr – das hilft mir sehr, euch zu verstehen.',
        'Wenn Sie können, schreiben Sie noch ein, zwei Sätze mehr – das hilft mir sehr, Sie zu verstehen.',
      ),
      reg(
        'Ein bisschen mehr von jedem von euch würde helfen – auch nur ein Satz mehr.',
        'Ein bisschen mehr von jedem von Ihnen würde helfen – auch nur ein Satz mehr.',
      ),
    ],
    mandarin: [
      reg(
        '如果可以的话，再多写一两句——这能帮助我更好地理解你们。',
        '如果可以的话，请再多写一两句——这能帮助我更好地理解二位。',
      ),
      reg(
        '你们每个人再多说一点细节会有帮助——哪怕只多一句。',
        '二位各自再多说一点细节会有帮助——哪怕只多一句。',
      ),
    ],
  },
  'nudge.mild.overlap': {
    english: [
      "It might help to treat this as a shared problem you're solving together, rather than a question of who's right.",
    ],
    spanish: [
      reg(
        'Quizá os ayude verlo como un problema compartido que resolvéis juntos, y no como una cuestión de quién tiene razón.',
        'Quizá les ayude verlo como un problema compartido que resuelven juntos, y no como una cuestión de quién tiene razón.',
      ),
    ],
    french: [
      'Il pourrait être utile de voir cela comme un problème commun que vous résolvez ensemble, plutôt que comme une question de qui a raison.',
    ],
    german: [
      reg(
        'Vielleicht hilft es, das als gemeinsames Problem zu sehen, das ihr zusammen löst, statt als Frage, wer recht hat.',
        'Vielleicht hilft es, das als gemeinsames Problem zu sehen, das Sie zusammen lösen, statt als Frage, wer recht hat.',
      ),
    ],
    mandarin: [
      reg(
        '把它当作你们一起解决的共同问题，而不是谁对谁错的问题，可能会有帮助。',
        '把它当作二位一起解决的共同问题，而不是谁对谁错的问题，可能会有帮助。',
      ),
    ],
  },
  'nudge.mild.generic': {
    english: [
      'It can help to stay specific: one concrete moment tells us more than a general impression.',
    ],
    spanish: [
      'Puede ayudar ser concretos: un momento específico dice más que una impresión general.',
    ],
    french: [
      'Il peut être utile de rester concrets : un moment précis en dit plus qu’une impression générale.',
    ],
    german: [
      'Es kann helfen, konkret zu bleiben: Ein bestimmter Moment sagt mehr als ein allgemeiner Eindruck.',
    ],
    mandarin: ['具体一点可能会有帮助：一个具体的时刻比笼统的印象更能说明问题。'],
  },
  'intro.assessment': {
    english: [
      "I'm {therapist}, your AI facilitator, and I'll guide you through today one question at a time. Today is about getting to know you as a couple — what brings you here, what works, what's hard — and setting a goal each.",
    ],
    spanish: [
      reg(
        'Soy {therapist}, la inteligencia artificial que os acompaña, y os guiaré hoy pregunta a pregunta. Hoy se trata de conoceros como pareja (qué os trae aquí, qué funciona, qué cuesta) y de fijar un objetivo para cada uno.',
        'Soy {therapist}, la inteligencia artificial que les acompaña, y les guiaré hoy pregunta a pregunta. Hoy se trata de conocerles como pareja (qué les trae aquí, qué funciona, qué cuesta) y de fijar un objetivo para cada uno.',
      ),
    ],
    french: [
      'Je suis {therapist}, l’intelligence artificielle qui vous accompagne, et je vais vous guider aujourd’hui une question à la fois. Il s’agit de mieux vous connaître en tant que couple — ce qui vous amène, ce qui fonctionne, ce qui est difficile — et de fixer un objectif pour chacun.',
    ],
    german: [
      reg(
        'Ich bin {therapist}, die KI, die euch begleitet, und führe euch heute Frage für Frage durch die Sitzung. Heute geht es darum, euch als Paar kennenzulernen – was euch herführt, was gut läuft, was schwer ist – und für jeden ein Ziel festzulegen.',
        'Ich bin {therapist}, die KI, die Sie begleitet, und führe Sie heute Frage für Frage durch die Sitzung. Heute geht es darum, Sie als Paar kennenzulernen – was Sie herführt, was gut läuft, was schwer ist – und für jeden ein Ziel festzulegen.',
      ),
    ],
    mandarin: [
      reg(
        '我是{therapist}，陪伴你们的人工智能引导者，今天我会一次一个问题地引导你们。今天我们要了解你们作为一对伴侣的情况——是什么让你们来到这里，哪些顺利，哪些困难——并为每个人定一个目标。',
        '我是{therapist}，陪伴二位的人工智能引导者，今天我会一次一个问题地引导二位。今天我们要了解二位作为一对伴侣的情况——是什么让二位来到这里，哪些顺利，哪些困难——并为每个人定一个目标。',
      ),
    ],
  },
  'intro.communication': {
    english: [
      'Today is about how you talk to each other when things get tense: the Four Horsemen and their antidotes.',
    ],
    spanish: [
      reg(
        'Hoy hablaremos de cómo os habláis cuando las cosas se ponen tensas: los Cuatro Jinetes y sus antídotos.',
        'Hoy hablaremos de cómo se hablan cuando las cosas se ponen tensas: los Cuatro Jinetes y sus antídotos.',
      ),
    ],
    french: [
      'Aujourd’hui, nous parlons de la façon dont vous vous parlez quand la tension monte : les Quatre Cavaliers et leurs antidotes.',
    ],
    german: [
      reg(
        'Heute geht es darum, wie ihr miteinander redet, wenn es angespannt wird: die vier apokalyptischen Reiter und ihre Gegenmittel.',
        'Heute geht es darum, wie Sie miteinander reden, wenn es angespannt wird: die vier apokalyptischen Reiter und ihre Gegenmittel.',
      ),
    ],
    mandarin: [
      reg(
        '今天我们要谈谈在气氛紧张时你们如何和对方说话：“末日四骑士”和它们的解药。',
        '今天我们要谈谈在气氛紧张时二位如何和对方说话：“末日四骑士”和它们的解药。',
      ),
    ],
  },
  'intro.generic': {
    english: [
      "Today we'll build on the goals you set before: look back, choose what matters most now, and agree on one small next step.",
    ],
    spanish: [
      reg(
        'Hoy construiremos sobre los objetivos que os pusisteis: mirar atrás, elegir lo que más importa ahora y acordar un pequeño paso.',
        'Hoy construiremos sobre los objetivos que se pusieron: mirar atrás, elegir lo que más importa ahora y acordar un pequeño paso.',
      ),
    ],
    french: [
      'Aujourd’hui, nous allons nous appuyer sur les objectifs que vous vous étiez fixés : regarder en arrière, choisir ce qui compte le plus maintenant et convenir d’un petit pas.',
    ],
    german: [
      reg(
        'Heute bauen wir auf den Zielen auf, die ihr euch gesetzt habt: zurückschauen, auswählen, was jetzt am wichtigsten ist, und einen kleinen nächsten Schritt vereinbaren.',
        'Heute bauen wir auf den Zielen auf, die Sie sich gesetzt haben: zurückschauen, auswählen, was jetzt am wichtigsten ist, und einen kleinen nächsten Schritt vereinbaren.',
      ),
    ],
    mandarin: [
      reg(
        '今天我们会在你们之前定下的目标基础上继续：回顾一下，选出现在最重要的事，并约定一个小小的下一步。',
        '今天我们会在二位之前定下的目标基础上继续：回顾一下，选出现在最重要的事，并约定一个小小的下一步。',
      ),
    ],
  },
  'intro.genericAfter': {
    english: [
      "Today we'll build on what you worked on in session {n}: look back, choose what matters most now, and agree on one small next step.",
    ],
    spanish: [
      reg(
        'Hoy construiremos sobre lo que trabajasteis en la sesión {n}: mirar atrás, elegir lo que más importa ahora y acordar un pequeño paso.',
        'Hoy construiremos sobre lo que trabajaron en la sesión {n}: mirar atrás, elegir lo que más importa ahora y acordar un pequeño paso.',
      ),
    ],
    french: [
      'Aujourd’hui, nous allons nous appuyer sur ce que vous avez travaillé lors de la séance {n} : regarder en arrière, choisir ce qui compte le plus maintenant et convenir d’un petit pas.',
    ],
    german: [
      reg(
        'Heute bauen wir auf dem auf, woran ihr in Sitzung {n} gearbeitet habt: zurückschauen, auswählen, was jetzt am wichtigsten ist, und einen kleinen nächsten Schritt vereinbaren.',
        'Heute bauen wir auf dem auf, woran Sie in Sitzung {n} gearbeitet haben: zurückschauen, auswählen, was jetzt am wichtigsten ist, und einen kleinen nächsten Schritt vereinbaren.',
      ),
    ],
    mandarin: [
      reg(
        '今天我们会在你们第{n}次会谈的内容基础上继续：回顾一下，选出现在最重要的事，并约定一个小小的下一步。',
        '今天我们会在二位第{n}次会谈的内容基础上继续：回顾一下，选出现在最重要的事，并约定一个小小的下一步。',
      ),
    ],
  },
  'first.normal': {
    english: [
      '{first}, would you like to start? Then {second}.',
      '{first}, would you like to go first this time, with {second} after you?',
      "Let's hear from {first} first, and then from {second}.",
    ],
    spanish: [
      reg(
        '{first}, ¿quieres empezar tú? Luego {second}.',
        '{first}, ¿quiere empezar usted? Luego {second}.',
      ),
      reg(
        '{first}, ¿te parece empezar tú esta vez, y después {second}?',
        '{first}, ¿le parece empezar usted esta vez, y después {second}?',
      ),
      'Escuchemos primero a {first} y después a {second}.',
    ],
    french: [
      reg(
        '{first}, veux-tu commencer ? Ensuite {second}.',
        '{first}, voulez-vous commencer ? Ensuite {second}.',
      ),
      reg(
        '{first}, veux-tu ouvrir cette fois, et {second} à ta suite ?',
        '{first}, voulez-vous ouvrir cette fois, et {second} à votre suite ?',
      ),
      'Écoutons d’abord {first}, puis {second}.',
    ],
    german: [
      reg(
        '{first}, magst du anfangen? Dann {second}.',
        '{first}, möchten Sie anfangen? Dann {second}.',
      ),
      reg(
        '{first}, möchtest du diesmal beginnen, und {second} nach dir?',
        '{first}, möchten Sie diesmal beginnen, und {second} nach Ihnen?',
      ),
      'Hören wir zuerst {first} und dann {second}.',
    ],
    mandarin: [
      reg('{first}，你想先说吗？然后是{second}。', '{first}，您愿意先说吗？然后请{second}。'),
      reg(
        '{first}，这次你愿意先说吗？{second}接着说。',
        '{first}，这次您愿意先说吗？{second}接着说。',
      ),
      '我们先听{first}说，再听{second}说。',
    ],
  },
  'first.direct': {
    english: [
      '{first}, you go first this time; then {second}.',
      "{first}, please start; {second}, you're next.",
      '{first} first this time, then {second}.',
    ],
    spanish: [
      reg(
        '{first}, esta vez empiezas tú; luego {second}.',
        '{first}, esta vez empieza usted; luego {second}.',
      ),
      reg(
        '{first}, empieza tú, por favor; {second}, después vas tú.',
        '{first}, empiece usted, por favor; {second}, después va usted.',
      ),
      'Esta vez primero {first}, luego {second}.',
    ],
    french: [
      reg(
        '{first}, cette fois, tu commences ; ensuite {second}.',
        '{first}, cette fois, vous commencez ; ensuite {second}.',
      ),
      reg(
        '{first}, commence, s’il te plaît ; {second}, tu suis.',
        '{first}, commencez, s’il vous plaît ; {second}, vous suivez.',
      ),
      'Cette fois, d’abord {first}, puis {second}.',
    ],
    german: [
      reg(
        '{first}, diesmal fängst du an; danach {second}.',
        '{first}, diesmal fangen Sie an; danach {second}.',
      ),
      reg(
        '{first}, fang bitte an; {second}, du bist danach dran.',
        '{first}, fangen Sie bitte an; {second}, Sie sind danach dran.',
      ),
      'Diesmal zuerst {first}, dann {second}.',
    ],
    mandarin: [
      reg('{first}，这次你先说；然后是{second}。', '{first}，这次请您先说；然后请{second}。'),
      reg('{first}，请你先说；{second}，接下来是你。', '{first}，请您先说；{second}，接下来是您。'),
      '这次先请{first}，再请{second}。',
    ],
  },
  'first.gentle': {
    english: [
      "{first}, if you'd like to start, please do — and then {second}, whenever you're ready.",
      "{first}, whenever you feel ready, you could begin — {second}, there's no rush for you either.",
      'If it suits you both, {first} might start, and {second} can follow in their own time.',
    ],
    spanish: [
      reg(
        '{first}, si te apetece empezar, adelante; y luego {second}, cuando quieras.',
        '{first}, si desea empezar, adelante; y luego {second}, cuando quiera.',
      ),
      reg(
        '{first}, cuando te sientas con ganas, podrías empezar; {second}, tampoco hay prisa para ti.',
        '{first}, cuando se sienta con ganas, podría empezar; {second}, tampoco hay prisa para usted.',
      ),
      reg(
        'Si os parece bien, {first} podría empezar y {second} seguir a su ritmo.',
        'Si les parece bien, {first} podría empezar y {second} seguir a su ritmo.',
      ),
    ],
    french: [
      reg(
        '{first}, si tu as envie de commencer, vas-y — puis {second}, quand tu le souhaites.',
        '{first}, si vous souhaitez commencer, je vous en prie — puis {second}, quand vous le souhaitez.',
      ),
      reg(
        '{first}, quand tu le sens, tu pourrais commencer — {second}, rien ne presse pour toi non plus.',
        '{first}, quand vous le sentez, vous pourriez commencer — {second}, rien ne presse pour vous non plus.',
      ),
      'Si cela vous convient, {first} pourrait commencer, et {second} suivre à son rythme.',
    ],
    german: [
      reg(
        '{first}, wenn du magst, fang gern an – und dann {second}, wann immer du so weit bist.',
        '{first}, wenn Sie möchten, fangen Sie gern an – und dann {second}, wann immer Sie so weit sind.',
      ),
      reg(
        '{first}, wenn es für dich passt, könntest du beginnen – {second}, auch für dich gibt es keine Eile.',
        '{first}, wenn es für Sie passt, könnten Sie beginnen – {second}, auch für Sie gibt es keine Eile.',
      ),
      reg(
        'Wenn es euch recht ist, könnte {first} anfangen und {second} im eigenen Tempo folgen.',
        'Wenn es Ihnen recht ist, könnte {first} anfangen und {second} im eigenen Tempo folgen.',
      ),
    ],
    mandarin: [
      reg(
        '{first}，如果你愿意，可以先说——然后{second}，等你准备好了再说。',
        '{first}，如果您愿意，可以先说——然后{second}，等您准备好了再说。',
      ),
      reg(
        '{first}，等你觉得准备好了，可以先开始——{second}，你也不用着急。',
        '{first}，等您觉得准备好了，可以先开始——{second}，您也不用着急。',
      ),
      reg(
        '如果你们觉得合适，可以由{first}先开始，{second}按自己的节奏接着说。',
        '如果二位觉得合适，可以由{first}先开始，{second}按自己的节奏接着说。',
      ),
    ],
  },
  'first.waiting': {
    english: [
      "{first}, would you like to start? {second}, take your time and join in whenever you're ready.",
      "{first}, could you begin? {second}, there's no hurry — add your part when you're ready.",
      "Let's start with {first}; {second}, jump in whenever it feels right.",
    ],
    spanish: [
      reg(
        '{first}, ¿quieres empezar tú? {second}, tómate tu tiempo y súmate cuando quieras.',
        '{first}, ¿quiere empezar usted? {second}, tómese su tiempo y súmese cuando quiera.',
      ),
      reg(
        '{first}, ¿podrías empezar tú? {second}, sin prisa: añade lo tuyo cuando quieras.',
        '{first}, ¿podría empezar usted? {second}, sin prisa: añada lo suyo cuando quiera.',
      ),
      reg(
        'Empecemos por {first}; {second}, súmate cuando lo sientas.',
        'Empecemos por {first}; {second}, súmese cuando lo sienta.',
      ),
    ],
    french: [
      reg(
        '{first}, veux-tu commencer ? {second}, prends ton temps et rejoins-nous quand tu veux.',
        '{first}, voulez-vous commencer ? {second}, prenez votre temps et rejoignez-nous quand vous le souhaitez.',
      ),
      reg(
        '{first}, pourrais-tu commencer ? {second}, rien ne presse : ajoute ta part quand tu veux.',
        '{first}, pourriez-vous commencer ? {second}, rien ne presse : ajoutez votre part quand vous le souhaitez.',
      ),
      reg(
        'Commençons par {first} ; {second}, rejoins-nous quand tu le sens.',
        'Commençons par {first} ; {second}, rejoignez-nous quand vous le sentez.',
      ),
    ],
    german: [
      reg(
        '{first}, magst du anfangen? {second}, lass dir Zeit und steig ein, wann du magst.',
        '{first}, möchten Sie anfangen? {second}, lassen Sie sich Zeit und steigen Sie ein, wann Sie möchten.',
      ),
      reg(
        '{first}, kannst du beginnen? {second}, keine Eile – ergänze deinen Teil, wenn du so weit bist.',
        '{first}, können Sie beginnen? {second}, keine Eile – ergänzen Sie Ihren Teil, wenn Sie so weit sind.',
      ),
      reg(
        'Fangen wir mit {first} an; {second}, steig ein, wann es sich richtig anfühlt.',
        'Fangen wir mit {first} an; {second}, steigen Sie ein, wann es sich richtig anfühlt.',
      ),
    ],
    mandarin: [
      reg(
        '{first}，你想先说吗？{second}，不着急，准备好了随时加入。',
        '{first}，您愿意先说吗？{second}，请不必着急，准备好了随时加入。',
      ),
      reg(
        '{first}，你能先开始吗？{second}，不着急，准备好了再补充你的部分。',
        '{first}，您能先开始吗？{second}，不着急，准备好了再补充您的部分。',
      ),
      reg(
        '我们先从{first}开始；{second}，觉得合适时随时加入。',
        '我们先从{first}开始；{second}，觉得合适时请随时加入。',
      ),
    ],
  },
  'summary.open': {
    english: ['Let me bring today together.'],
    spanish: [reg('Dejadme resumir lo de hoy.', 'Permítanme resumir lo de hoy.')],
    french: ['Laissez-moi rassembler ce que nous avons vu aujourd’hui.'],
    german: [
      reg(
        'Lasst mich den heutigen Tag zusammenfassen.',
        'Lassen Sie mich den heutigen Tag zusammenfassen.',
      ),
    ],
    mandarin: ['让我把今天的内容总结一下。'],
  },
  'summary.difficulty': {
    english: ['You each named what keeps coming back: {a} — {qa}; {b} — {qb}.'],
    spanish: ['Cada uno nombró lo que vuelve una y otra vez: {a}, {qa}; {b}, {qb}.'],
    french: ['Chacun de vous a nommé ce qui revient sans cesse : {a} — {qa} ; {b} — {qb}.'],
    german: [
      reg(
        'Jeder von euch hat benannt, was immer wiederkehrt: {a} – {qa}; {b} – {qb}.',
        'Jeder von Ihnen hat benannt, was immer wiederkehrt: {a} – {qa}; {b} – {qb}.',
      ),
    ],
    mandarin: [
      reg(
        '你们各自说出了反复出现的问题：{a}——{qa}；{b}——{qb}。',
        '二位各自说出了反复出现的问题：{a}——{qa}；{b}——{qb}。',
      ),
    ],
  },
  'summary.difficultyOne': {
    english: ['{name} named what keeps coming back: {q}.'],
    spanish: ['{name} nombró lo que vuelve una y otra vez: {q}.'],
    french: ['{name} a nommé ce qui revient sans cesse : {q}.'],
    german: ['{name} hat benannt, was immer wiederkehrt: {q}.'],
    mandarin: ['{name}说出了反复出现的问题：{q}。'],
  },
  'summary.goals': {
    english: ["And you've each set a goal: {a} — {qa}; {b} — {qb}."],
    spanish: ['Y cada uno tiene ya un objetivo: {a}, {qa}; {b}, {qb}.'],
    french: ['Et chacun de vous s’est fixé un objectif : {a} — {qa} ; {b} — {qb}.'],
    german: [
      reg(
        'Und jeder von euch hat ein Ziel: {a} – {qa}; {b} – {qb}.',
        'Und jeder von Ihnen hat ein Ziel: {a} – {qa}; {b} – {qb}.',
      ),
    ],
    mandarin: [
      reg(
        '你们也各自定下了目标：{a}——{qa}；{b}——{qb}。',
        '二位也各自定下了目标：{a}——{qa}；{b}——{qb}。',
      ),
    ],
  },
  'summary.communication': {
    english: [
      'Today you met the Four Horsemen and practised their antidotes: a gentle start-up, appreciation, taking responsibility, and a break to self-soothe.',
    ],
    spanish: [
      reg(
        'Hoy habéis conocido a los Cuatro Jinetes y practicado sus antídotos: un planteamiento suave, el aprecio, asumir responsabilidad y una pausa para calmaros.',
        'Hoy han conocido a los Cuatro Jinetes y practicado sus antídotos: un planteamiento suave, el aprecio, asumir responsabilidad y una pausa para calmarse.',
      ),
    ],
    french: [
      'Aujourd’hui, vous avez fait connaissance avec les Quatre Cavaliers et pratiqué leurs antidotes : le démarrage en douceur, l’appréciation, la prise de responsabilité et la pause pour s’apaiser.',
    ],
    german: [
      reg(
        'Heute habt ihr die vier apokalyptischen Reiter kennengelernt und ihre Gegenmittel geübt: den sanften Einstieg, Wertschätzung, Verantwortung übernehmen und eine Pause zur Selbstberuhigung.',
        'Heute haben Sie die vier apokalyptischen Reiter kennengelernt und ihre Gegenmittel geübt: den sanften Einstieg, Wertschätzung, Verantwortung übernehmen und eine Pause zur Selbstberuhigung.',
      ),
    ],
    mandarin: [
      reg(
        '今天你们认识了“末日四骑士”，并练习了它们的解药：温和地开启话题、欣赏、承担责任，以及暂停下来让自己平静。',
        '今天二位认识了“末日四骑士”，并练习了它们的解药：温和地开启话题、欣赏、承担责任，以及暂停下来让自己平静。',
      ),
    ],
  },
  'summary.break': {
    english: ['Your signals for a break: {a} — {qa}; {b} — {qb}.'],
    spanish: [
      reg(
        'Vuestras señales para pedir una pausa: {a}, {qa}; {b}, {qb}.',
        'Sus señales para pedir una pausa: {a}, {qa}; {b}, {qb}.',
      ),
    ],
    french: ['Vos signaux pour demander une pause : {a} — {qa} ; {b} — {qb}.'],
    german: [
      reg(
        'Eure Signale für eine Pause: {a} – {qa}; {b} – {qb}.',
        'Ihre Signale für eine Pause: {a} – {qa}; {b} – {qb}.',
      ),
    ],
    mandarin: [
      reg(
        '你们示意需要暂停的方式：{a}——{qa}；{b}——{qb}。',
        '二位示意需要暂停的方式：{a}——{qa}；{b}——{qb}。',
      ),
    ],
  },
  'summary.topic': {
    english: ["On today's topic, {a} said {qa} and {b} said {qb}."],
    spanish: ['Sobre el tema de hoy, {a} dijo {qa} y {b} dijo {qb}.'],
    french: ['Sur le sujet du jour, {a} a dit {qa} et {b} a dit {qb}.'],
    german: ['Zum heutigen Thema hat {a} {qa} gesagt und {b} {qb}.'],
    mandarin: ['关于今天的话题，{a}说{qa}，{b}说{qb}。'],
  },
  'summary.topicOne': {
    english: ["On today's topic, {name} said {q}."],
    spanish: ['Sobre el tema de hoy, {name} dijo {q}.'],
    french: ['Sur le sujet du jour, {name} a dit {q}.'],
    german: ['Zum heutigen Thema hat {name} {q} gesagt.'],
    mandarin: ['关于今天的话题，{name}说{q}。'],
  },
  'summary.steps': {
    english: ["Your next steps: {a} — {qa}; {b} — {qb}. We'll check in on them next time."],
    spanish: [
      reg(
        'Vuestros próximos pasos: {a}, {qa}; {b}, {qb}. Los revisaremos la próxima vez.',
        'Sus próximos pasos: {a}, {qa}; {b}, {qb}. Los revisaremos la próxima vez.',
      ),
    ],
    french: [
      'Vos prochains pas : {a} — {qa} ; {b} — {qb}. Nous ferons le point la prochaine fois.',
    ],
    german: [
      reg(
        'Eure nächsten Schritte: {a} – {qa}; {b} – {qb}. Nächstes Mal schauen wir, wie es gelaufen ist.',
        'Ihre nächsten Schritte: {a} – {qa}; {b} – {qb}. Nächstes Mal schauen wir, wie es gelaufen ist.',
      ),
    ],
    mandarin: [
      reg(
        '你们的下一步：{a}——{qa}；{b}——{qb}。下次我们会一起看看进展。',
        '二位的下一步：{a}——{qa}；{b}——{qb}。下次我们会一起看看进展。',
      ),
    ],
  },
  stillOpen: {
    english: ['still to be decided'],
    spanish: ['por decidir'],
    french: ['à définir'],
    german: ['noch offen'],
    mandarin: ['待定'],
  },
  wrapup: {
    english: [
      "We've covered today's program. If there's anything else you'd like to say, go ahead — otherwise you can end the session whenever you're ready. Thank you both for the work you did today.",
      "That's everything on today's program. You're welcome to keep talking here, or to end the session when it suits you both. Thank you for the care you both brought today.",
      "We've reached the end of what I had planned for today. Anything you still want to say to each other is welcome. When you're ready, either of you can end the session.",
    ],
    spanish: [
      reg(
        'Hemos completado el programa de hoy. Si queréis añadir algo, adelante; si no, podéis terminar la sesión cuando queráis. Gracias a los dos por el trabajo de hoy.',
        'Hemos completado el programa de hoy. Si quieren añadir algo, adelante; si no, pueden terminar la sesión cuando quieran. Gracias a ambos por el trabajo de hoy.',
      ),
      reg(
        'Eso es todo el programa de hoy. Podéis seguir hablando aquí o terminar la sesión cuando os venga bien a los dos. Gracias por el cuidado que habéis puesto hoy.',
        'Eso es todo el programa de hoy. Pueden seguir hablando aquí o terminar la sesión cuando les venga bien a ambos. Gracias por el cuidado que han puesto hoy.',
      ),
      reg(
        'Hemos llegado al final de lo que tenía previsto para hoy. Cualquier cosa que aún queráis deciros es bienvenida. Cuando estéis listos, cualquiera de los dos puede terminar la sesión.',
        'Hemos llegado al final de lo que tenía previsto para hoy. Cualquier cosa que aún quieran decirse es bienvenida. Cuando estén listos, cualquiera de los dos puede terminar la sesión.',
      ),
    ],
    french: [
      'Nous avons terminé le programme d’aujourd’hui. Si vous souhaitez ajouter quelque chose, allez-y ; sinon, vous pouvez terminer la séance quand vous le souhaitez. Merci à vous deux pour le travail accompli aujourd’hui.',
      'C’est tout pour le programme d’aujourd’hui. Vous pouvez continuer à échanger ici, ou terminer la séance quand cela vous convient à tous les deux. Merci pour l’attention que vous y avez mise aujourd’hui.',
      'Nous sommes arrivés au bout de ce que j’avais prévu pour aujourd’hui. Tout ce que vous voulez encore vous dire est le bienvenu. Quand vous serez prêts, l’un ou l’autre peut terminer la séance.',
    ],
    german: [
      reg(
        'Wir haben das heutige Programm geschafft. Wenn ihr noch etwas sagen möchtet, nur zu – sonst könnt ihr die Sitzung beenden, wann immer ihr bereit seid. Danke euch beiden für eure Arbeit heute.',
        'Wir haben das heutige Programm geschafft. Wenn Sie noch etwas sagen möchten, nur zu – sonst können Sie die Sitzung beenden, wann immer Sie bereit sind. Danke Ihnen beiden für Ihre Arbeit heute.',
      ),
      reg(
        'Das war das ganze Programm für heute. Ihr könnt hier gern weiterreden oder die Sitzung beenden, wann es euch beiden passt. Danke für die Sorgfalt, die ihr heute mitgebracht habt.',
        'Das war das ganze Programm für heute. Sie können hier gern weiterreden oder die Sitzung beenden, wann es Ihnen beiden passt. Danke für die Sorgfalt, die Sie heute mitgebracht haben.',
      ),
      reg(
        'Wir sind am Ende dessen, was ich für heute geplant hatte. Alles, was ihr euch noch sagen möchtet, ist willkommen. Wenn ihr so weit seid, kann einer von euch die Sitzung beenden.',
        'Wir sind am Ende dessen, was ich für heute geplant hatte. Alles, was Sie sich noch sagen möchten, ist willkommen. Wenn Sie so weit sind, kann einer von Ihnen die Sitzung beenden.',
      ),
    ],
    mandarin: [
      reg(
        '今天的内容我们已经完成了。如果还有想说的，请说——否则你们可以在准备好时结束会谈。谢谢你们今天的努力。',
        '今天的内容我们已经完成了。如果还有想说的，请说——否则二位可以在准备好时结束会谈。谢谢二位今天的努力。',
      ),
      reg(
        '今天的课程内容就到这里。你们可以在这里继续聊，也可以在你们俩都方便时结束会谈。谢谢你们今天的用心。',
        '今天的课程内容就到这里。二位可以在这里继续聊，也可以在方便时结束会谈。谢谢二位今天的用心。',
      ),
      reg(
        '我为今天准备的内容已经结束了。还有什么想对彼此说的，都欢迎说出来。准备好了，你们任何一方都可以结束会谈。',
        '我为今天准备的内容已经结束了。还有什么想对彼此说的，都欢迎说出来。准备好了，二位任何一方都可以结束会谈。',
      ),
    ],
  },
  /** One partner asked for a reply alone: the other is invited to the question still open. */
  'alone.invite': {
    english: [
      '{other}, the question is still open for you, whenever you are ready.',
      '{other}, when you have a moment, your answer to the question is still welcome.',
    ],
    spanish: [
      reg(
        '{other}, esta pregunta sigue abierta para ti, cuando estés listo o lista.',
        '{other}, esta pregunta sigue abierta para usted, cuando esté listo o lista.',
      ),
      reg(
        '{other}, cuando tengas un momento, tu respuesta a la pregunta sigue siendo bienvenida.',
        '{other}, cuando tenga un momento, su respuesta a la pregunta sigue siendo bienvenida.',
      ),
    ],
    french: [
      reg(
        '{other}, cette question reste ouverte pour toi, quand tu le souhaites.',
        '{other}, cette question reste ouverte pour vous, quand vous le souhaitez.',
      ),
      reg(
        '{other}, quand tu auras un moment, ta réponse à la question est toujours la bienvenue.',
        '{other}, quand vous aurez un moment, votre réponse à la question est toujours la bienvenue.',
      ),
    ],
    german: [
      reg(
        '{other}, diese Frage ist für dich noch offen, wann immer du so weit bist.',
        '{other}, diese Frage ist für Sie noch offen, wann immer Sie so weit sind.',
      ),
      reg(
        '{other}, wenn du einen Moment hast, ist deine Antwort auf die Frage weiterhin willkommen.',
        '{other}, wenn Sie einen Moment haben, ist Ihre Antwort auf die Frage weiterhin willkommen.',
      ),
    ],
    mandarin: [
      reg(
        '{other}，这个问题还在等你，准备好了随时回答。',
        '{other}，这个问题还在等您，准备好了随时回答。',
      ),
      reg(
        '{other}，等你有空时，也欢迎你来回答这个问题。',
        '{other}，等您有空时，也欢迎您来回答这个问题。',
      ),
    ],
  },
  /** One partner asked for a reply alone and no question is open: the other is invited in. */
  'alone.hear': {
    english: [
      '{other}, we would love to hear your side too when you have a moment.',
      '{other}, your view matters here as well; join in whenever you can.',
      "{other}, there's room for your words too, whenever you're ready.",
    ],
    spanish: [
      reg(
        '{other}, nos encantaría escuchar también tu parte cuando puedas.',
        '{other}, nos encantaría escuchar también su parte cuando pueda.',
      ),
      reg(
        '{other}, tu punto de vista también importa aquí; súmate cuando puedas.',
        '{other}, su punto de vista también importa aquí; súmese cuando pueda.',
      ),
      reg(
        '{other}, aquí también hay sitio para tus palabras, cuando quieras.',
        '{other}, aquí también hay sitio para sus palabras, cuando quiera.',
      ),
    ],
    french: [
      reg(
        '{other}, nous aimerions aussi entendre ton point de vue quand tu auras un moment.',
        '{other}, nous aimerions aussi entendre votre point de vue quand vous aurez un moment.',
      ),
      reg(
        '{other}, ton point de vue compte aussi ; rejoins-nous dès que tu peux.',
        '{other}, votre point de vue compte aussi ; rejoignez-nous dès que vous pouvez.',
      ),
      reg(
        '{other}, il y a de la place pour tes mots aussi, quand tu veux.',
        '{other}, il y a de la place pour vos mots aussi, quand vous le souhaitez.',
      ),
    ],
    german: [
      reg(
        '{other}, wir würden gern auch deine Sicht hören, wenn du einen Moment hast.',
        '{other}, wir würden gern auch Ihre Sicht hören, wenn Sie einen Moment haben.',
      ),
      reg(
        '{other}, deine Sicht zählt hier genauso; steig ein, sobald du kannst.',
        '{other}, Ihre Sicht zählt hier genauso; steigen Sie ein, sobald Sie können.',
      ),
      reg(
        '{other}, hier ist auch Platz für deine Worte, wann immer du magst.',
        '{other}, hier ist auch Platz für Ihre Worte, wann immer Sie möchten.',
      ),
    ],
    mandarin: [
      reg('{other}，有空的时候，也很想听听你的想法。', '{other}，有空的时候，也很想听听您的想法。'),
      reg(
        '{other}，你的看法在这里同样重要，方便时随时加入。',
        '{other}，您的看法在这里同样重要，方便时请随时加入。',
      ),
      reg(
        '{other}，这里也留着你说话的位置，什么时候都可以。',
        '{other}，这里也留着您说话的位置，什么时候都可以。',
      ),
    ],
  },
  /** Session 2 onward, first reply: the goals the couple set last time, in their own words. */
  'memory.goals': {
    english: ['Last time you each set a goal: {goals}. Keep them in mind today.'],
    spanish: [
      reg(
        'La última vez cada uno se puso un objetivo: {goals}. Tenedlos presentes hoy.',
        'La última vez cada uno se puso un objetivo: {goals}. Ténganlos presentes hoy.',
      ),
    ],
    french: [
      reg(
        'La dernière fois, chacun s’est fixé un objectif : {goals}. Gardez-les en tête aujourd’hui.',
        'La dernière fois, chacun s’est fixé un objectif : {goals}. Gardez-les à l’esprit aujourd’hui.',
      ),
    ],
    german: [
      reg(
        'Letztes Mal hat sich jeder ein Ziel gesetzt: {goals}. Behaltet sie heute im Blick.',
        'Letztes Mal hat sich jeder ein Ziel gesetzt: {goals}. Behalten Sie sie heute im Blick.',
      ),
    ],
    mandarin: [
      reg(
        '上次你们各自定了一个目标：{goals}。今天也请记着它们。',
        '上次二位各自定了一个目标：{goals}。今天也请记着它们。',
      ),
    ],
  },
  /** The therapist's first words in a session (spec §4), in the couple's language. */
  welcome: {
    english: ["Welcome to Session {number} of the program. Let's begin."],
    spanish: [
      reg(
        'Bienvenidos a la sesión {number} del programa. Empecemos.',
        'Bienvenidos a la sesión {number} del programa. Comencemos.',
      ),
    ],
    french: ['Bienvenue dans la séance {number} du programme. Commençons.'],
    german: [
      reg(
        'Willkommen zu Sitzung {number} des Programms. Lasst uns beginnen.',
        'Willkommen zu Sitzung {number} des Programms. Lassen Sie uns beginnen.',
      ),
    ],
    mandarin: ['欢迎来到课程的第 {number} 次会谈。我们开始吧。'],
  },
} satisfies Record<string, LocalizedVariants>;

export type PhraseKey = keyof typeof PHRASE_TABLE;
export const PHRASES: Readonly<Record<PhraseKey, LocalizedVariants>> = PHRASE_TABLE;

// ---------------------------------------------------------------------------------------------
// Rendering.

const CONTRACTIONS: Readonly<Record<string, string>> = {
  "i'm": 'I am',
  "i've": 'I have',
  "i'd": 'I would',
  "i'll": 'I will',
  "you're": 'you are',
  "you've": 'you have',
  "you'd": 'you would',
  "you'll": 'you will',
  "it's": 'it is',
  "that's": 'that is',
  "there's": 'there is',
  "here's": 'here is',
  "what's": 'what is',
  "who's": 'who is',
  "let's": 'let us',
  "don't": 'do not',
  "doesn't": 'does not',
  "didn't": 'did not',
  "can't": 'cannot',
  "won't": 'will not',
  "isn't": 'is not',
  "aren't": 'are not',
  "wasn't": 'was not',
  "weren't": 'were not',
  "couldn't": 'could not',
  "wouldn't": 'would not',
  "shouldn't": 'should not',
  "haven't": 'have not',
  "hasn't": 'has not',
  "we're": 'we are',
  "we've": 'we have',
  "we'll": 'we will',
  "they're": 'they are',
  "it'll": 'it will',
};
const CONTRACTION_PATTERN = new RegExp(
  `\\b(?:${Object.keys(CONTRACTIONS)
    .map((c) => c.replace("'", "['\u2019]"))
    .join('|')})(?![\\w'\u2019])`,
  'gi',
);

/** English formal register: "you're" → "you are", "Let's" → "Let us" (not possessives). */
export function decontract(text: string): string {
  return text.replace(CONTRACTION_PATTERN, (word) => {
    const expanded = CONTRACTIONS[word.toLowerCase().replace('\u2019', "'")] ?? word;
    if (word === word.toUpperCase() && word.length > 1 && /[A-Z]{2}/.test(word))
      return expanded.toUpperCase();
    return word[0] === word[0]!.toUpperCase()
      ? expanded[0]!.toUpperCase() + expanded.slice(1)
      : expanded;
  });
}

/** Words that belong to the sentence's grammar; substituted before the language's contractions. */
const GRAMMAR_VARS = new Set(['feeling', 'topic', 'horseman', 'antidote', 'n']);

/**
 * A preposition before a grammar word contracts with its article: es "de el" → "del",
 * "a el" → "al"; fr "de le" → "du", "de les" → "des", "à le" → "au". Only at that junction,
 * so the facilitator's other words and the partners' quotes are never touched.
 */
function joinPreposition(language: TherapistLanguage, preposition: string, value: string): string {
  if (language === 'spanish' && value.startsWith('el '))
    return `${preposition === 'de' ? 'del' : preposition === 'a' ? 'al' : preposition + ' el'} ${value.slice(3)}`;
  if (language === 'french') {
    if (value.startsWith('le ') && (preposition === 'de' || preposition === 'à'))
      return `${preposition === 'de' ? 'du' : 'au'} ${value.slice(3)}`;
    if (value.startsWith('les ') && (preposition === 'de' || preposition === 'à'))
      return `${preposition === 'de' ? 'des' : 'aux'} ${value.slice(4)}`;
  }
  return `${preposition} ${value}`;
}

/** « » inside a partner's quote, in the marks a quote within a quote takes in each language. */
const INNER_QUOTE: Readonly<Record<TherapistLanguage, string>> = {
  english: '‘$1’',
  spanish: '“$1”',
  french: '“$1”',
  german: '‚$1‘',
  mandarin: '‘$1’',
};

const pickRegister = (text: Text, formal: boolean) =>
  typeof text === 'string' ? text : formal ? text.formal : text.informal;

/** The facilitator's phrases in one language and register. */
export class Phrasebook {
  constructor(
    readonly language: TherapistLanguage,
    readonly formal: boolean,
  ) {}

  /** How many variants a phrase has (for a deterministic choice among them). */
  variants(key: PhraseKey): number {
    return PHRASES[key][this.language].length;
  }

  /** One phrase with its placeholders filled; `pick` chooses among variants (modulo). */
  t(key: PhraseKey, vars: Readonly<Record<string, string>> = {}, pick = 0): string {
    const variants = PHRASES[key][this.language];
    return this.render(variants[pick % variants.length]!, vars);
  }

  /** Any localized text (program question, explanation) in this register. */
  render(text: Text, vars: Readonly<Record<string, string>> = {}): string {
    let out = pickRegister(text, this.formal);
    if (this.formal && this.language === 'english') out = decontract(out);
    if (this.language === 'french') out = out.replaceAll("'", '’');
    out = out.replace(
      /(?<=^|[\s(])(?:(de|a|à) )?\{(\w+)\}/g,
      (whole, preposition: string | undefined, name: string) => {
        const value = vars[name];
        if (!GRAMMAR_VARS.has(name) || value === undefined) return whole;
        return preposition ? joinPreposition(this.language, preposition, value) : value;
      },
    );
    return out.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
  }

  /** A text given in every language (program question, explanation), in this language. */
  localized(entry: Localized, vars: Readonly<Record<string, string>> = {}): string {
    return this.render(entry[this.language], vars);
  }

  /** A partner's words, in the language's quotation marks. */
  quote(words: string): string {
    // Quotation marks inside a quote become single ones (or the other kind, for « »).
    const text = words
      .replace(/"([^"\n]*)"/g, '‘$1’')
      .replace(/«\s?([^«»\n]*?)\s?»/g, INNER_QUOTE[this.language]);
    switch (this.language) {
      case 'spanish':
        return `«${text}»`;
      case 'french':
        return `« ${text} »`;
      case 'german':
        return `„${text}“`;
      case 'mandarin':
        return `“${text}”`;
      default:
        return `“${text}”`;
    }
  }

  /** French sets the typographic apostrophe, in the words slotted in as in the sentences. */
  private word(text: string): string {
    return this.language === 'french' ? text.replaceAll("'", '’') : text;
  }

  feeling(id: FeelingId): string {
    return this.word(FEELINGS[id][this.language]);
  }

  topic(id: TopicId): string {
    return this.word(TOPICS[id][this.language]);
  }

  horseman(id: HorsemanId): string {
    return this.word(HORSEMAN_NAMES[id][this.language]);
  }

  antidote(id: HorsemanId, form: 'long' | 'short'): string {
    return this.word(ANTIDOTES[id][this.language][form]);
  }

  example(id: ExampleId): string {
    const text = EXAMPLES[id][this.language];
    return this.quote(this.formal && this.language === 'english' ? decontract(text) : text);
  }

  /** Sentences of one paragraph: Mandarin runs them together, the others use a space. */
  sentences(parts: readonly string[]): string {
    return parts.filter((p) => p.length > 0).join(this.language === 'mandarin' ? '' : ' ');
  }
}
