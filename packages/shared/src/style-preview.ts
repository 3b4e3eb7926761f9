import type { TherapistLanguage, TherapistStyle } from './therapist-style';

// The style-preview rules: the sample message on the personalization page, so a couple sees what
// their settings do before saving them.

export const PREVIEW_TEXT = {
  highEmpathy:
    "I can really hear how much this matters to both of you, and it's completely understandable to feel hurt. Let's take a moment to understand what each of you needs.",
  moderateEmpathy:
    "I understand this is important to you both. Let's look at what each of you needs.",
  factual: "Let's look at what happened and what each of you needs.",
  bluntAddition:
    ' To be direct: you keep interrupting each other, and that has to stop if you want to be heard.',
  mildAddition: ' It might help to let each other finish before responding.',
  extendedParagraph:
    " When each of you reflects back what the other said before answering, the conversation slows down and both of you feel understood. It's a small habit, but couples who practise it regularly argue less and repair faster.",
} as const;

type PreviewTexts = { [K in keyof typeof PREVIEW_TEXT]: string };

/**
 * The sample in each of the therapist's languages. Where the language marks formality in the
 * words themselves (Spanish vosotros/ustedes, German ihr/Sie) a formal version is written out;
 * French and Mandarin already address the couple politely (vous, 你们) and keep one version.
 */
const TRANSLATIONS: Record<
  Exclude<TherapistLanguage, 'english'>,
  { informal: PreviewTexts; formal?: PreviewTexts }
> = {
  spanish: {
    informal: {
      highEmpathy:
        'Puedo sentir de verdad lo mucho que esto os importa a los dos, y es completamente comprensible que os sintáis heridos. Tomémonos un momento para entender qué necesita cada uno.',
      moderateEmpathy:
        'Entiendo que esto es importante para los dos. Veamos qué necesita cada uno.',
      factual: 'Veamos qué pasó y qué necesita cada uno.',
      bluntAddition:
        ' Para ser directo: os interrumpís constantemente, y eso tiene que parar si queréis que os escuchen.',
      mildAddition: ' Podría ayudar dejar que el otro termine antes de responder.',
      extendedParagraph:
        ' Cuando cada uno repite lo que ha dicho el otro antes de responder, la conversación se calma y los dos os sentís comprendidos. Es un hábito pequeño, pero las parejas que lo practican discuten menos y se reconcilian antes.',
    },
    formal: {
      highEmpathy:
        'Puedo sentir de verdad lo mucho que esto les importa a ustedes dos, y es completamente comprensible que se sientan heridos. Tomémonos un momento para entender qué necesita cada uno de ustedes.',
      moderateEmpathy:
        'Entiendo que esto es importante para ustedes dos. Veamos qué necesita cada uno de ustedes.',
      factual: 'Veamos qué ocurrió y qué necesita cada uno de ustedes.',
      bluntAddition:
        ' Para ser directo: ustedes se interrumpen constantemente, y eso tiene que cesar si desean ser escuchados.',
      mildAddition: ' Podría ayudarles dejar que el otro termine antes de responder.',
      extendedParagraph:
        ' Cuando cada uno de ustedes repite lo que ha dicho el otro antes de responder, la conversación se calma y ambos se sienten comprendidos. Es un hábito pequeño, pero las parejas que lo practican discuten menos y se reconcilian antes.',
    },
  },
  french: {
    informal: {
      highEmpathy:
        "J'entends vraiment à quel point cela compte pour vous deux, et il est tout à fait compréhensible de vous sentir blessés. Prenons un moment pour comprendre ce dont chacun de vous a besoin.",
      moderateEmpathy:
        'Je comprends que c’est important pour vous deux. Voyons ce dont chacun de vous a besoin.',
      factual: 'Voyons ce qui s’est passé et ce dont chacun de vous a besoin.',
      bluntAddition:
        ' Pour être direct : vous vous coupez sans cesse la parole, et cela doit cesser si vous voulez être entendus.',
      mildAddition: ' Il pourrait être utile de laisser l’autre finir avant de répondre.',
      extendedParagraph:
        ' Quand chacun reformule ce que l’autre a dit avant de répondre, la conversation ralentit et vous vous sentez compris tous les deux. C’est une petite habitude, mais les couples qui la pratiquent se disputent moins et se réconcilient plus vite.',
    },
  },
  german: {
    informal: {
      highEmpathy:
        'Ich höre wirklich, wie viel euch beiden das bedeutet, und es ist völlig verständlich, dass ihr euch verletzt fühlt. Nehmen wir uns einen Moment, um zu verstehen, was jeder von euch braucht.',
      moderateEmpathy:
        'Ich verstehe, dass euch beiden das wichtig ist. Schauen wir, was jeder von euch braucht.',
      factual: 'Schauen wir, was passiert ist und was jeder von euch braucht.',
      bluntAddition:
        ' Um es direkt zu sagen: Ihr unterbrecht euch ständig, und das muss aufhören, wenn ihr gehört werden wollt.',
      mildAddition: ' Es könnte helfen, den anderen ausreden zu lassen, bevor ihr antwortet.',
      extendedParagraph:
        ' Wenn jeder von euch wiedergibt, was der andere gesagt hat, bevor er antwortet, wird das Gespräch ruhiger und ihr fühlt euch beide verstanden. Es ist eine kleine Gewohnheit, aber Paare, die sie üben, streiten weniger und versöhnen sich schneller.',
    },
    formal: {
      highEmpathy:
        'Ich höre wirklich, wie viel Ihnen beiden das bedeutet, und es ist völlig verständlich, dass Sie sich verletzt fühlen. Nehmen wir uns einen Moment, um zu verstehen, was jeder von Ihnen braucht.',
      moderateEmpathy:
        'Ich verstehe, dass Ihnen beiden das wichtig ist. Schauen wir, was jeder von Ihnen braucht.',
      factual: 'Schauen wir, was geschehen ist und was jeder von Ihnen braucht.',
      bluntAddition:
        ' Um es direkt zu sagen: Sie unterbrechen sich ständig, und das muss aufhören, wenn Sie gehört werden wollen.',
      mildAddition: ' Es könnte helfen, den anderen ausreden zu lassen, bevor Sie antworten.',
      extendedParagraph:
        ' Wenn jeder von Ihnen wiedergibt, was der andere gesagt hat, bevor er antwortet, wird das Gespräch ruhiger und Sie fühlen sich beide verstanden. Es ist eine kleine Gewohnheit, aber Paare, die sie üben, streiten weniger und versöhnen sich schneller.',
    },
  },
  mandarin: {
    informal: {
      highEmpathy:
        '我真切地感受到这件事对你们两位有多重要，感到受伤是完全可以理解的。让我们花一点时间，弄清楚你们各自需要什么。',
      moderateEmpathy: '我理解这对你们两位都很重要。让我们看看你们各自需要什么。',
      factual: '让我们看看发生了什么，以及你们各自需要什么。',
      bluntAddition: '直说吧：你们总是打断对方，如果想被听见，这必须停止。',
      mildAddition: '在回应之前先让对方说完，可能会有帮助。',
      extendedParagraph:
        '当你们在回应之前先复述对方说的话，对话会慢下来，两个人都会感到被理解。这是一个小习惯，但经常练习的伴侣争吵更少，和好更快。',
    },
  },
};

/** The sample texts in `language`, formal or not. */
export function previewTexts(language: TherapistLanguage, formal: boolean): PreviewTexts {
  if (language === 'english') return PREVIEW_TEXT;
  const texts = TRANSLATIONS[language];
  return formal && texts.formal ? texts.formal : texts.informal;
}

const FORMAL_REWRITES: [RegExp, string][] = [
  [/\bLet's\b/g, 'Let us'],
  [/\blet's\b/g, 'let us'],
  [/\bit's\b/g, 'it is'],
  [/\bIt's\b/g, 'It is'],
  [/\byou're\b/g, 'you are'],
  [/\bdon't\b/g, 'do not'],
  [/\bcan't\b/g, 'cannot'],
  [/\bI'm\b/g, 'I am'],
];

// A sentence ends at . ! ? before a space (or the end), or at Mandarin's 。！？.
const firstSentence = (text: string) => {
  const match = /^.*?(?:[.!?](?=\s|$)|[。！？])/.exec(text.trim());
  return match ? match[0] : text.trim();
};

/**
 * Empathy > 7 highly empathetic, > 4 moderate, otherwise factual; directness > 7 adds a blunt
 * addition, > 4 a mild one; length < 4 keeps the first sentence, > 7 adds an extended paragraph;
 * then the formal rewrite and the emojis when toggled. Written in the chosen language (English
 * when none is given).
 */
export function buildStylePreview(
  style: Pick<
    TherapistStyle,
    'empathy' | 'directness' | 'messageLength' | 'usesEmojis' | 'formalLanguage'
  > &
    Partial<Pick<TherapistStyle, 'language'>>,
): string {
  const language = style.language ?? 'english';
  const t = previewTexts(language, style.formalLanguage);
  let text: string =
    style.empathy > 7 ? t.highEmpathy : style.empathy > 4 ? t.moderateEmpathy : t.factual;
  if (style.directness > 7) text += t.bluntAddition;
  else if (style.directness > 4) text += t.mildAddition;
  if (style.messageLength < 4) text = firstSentence(text);
  else if (style.messageLength > 7) text += t.extendedParagraph;
  // English marks formality with its contractions; the others have their formal version above.
  if (style.formalLanguage && language === 'english') {
    for (const [pattern, replacement] of FORMAL_REWRITES) text = text.replace(pattern, replacement);
  }
  if (style.usesEmojis) text = `${text} 💬❤️`;
  return text;
}
