import { describe, expect, it } from 'vitest';

import { welcomeMessage } from '@kindred/shared/sessions';
import { DEFAULT_THERAPIST_STYLE, type TherapistLanguage } from '@kindred/shared/therapist-style';

import type { Horseman } from '@/therapist/horsemen';
import { Phrasebook, STEP_LEARN, STEP_QUESTIONS } from '@/therapist/phrases';

import { coupleMetrics, sessionMetrics, totals } from './metrics';
import type { CoupleRecord, SessionRecord, StoredMessage } from './records';
import { sentencesOf } from './text';

type Item =
  | { t: string }
  | { a: string; e: number; h?: Horseman; quick?: boolean }
  | { b: string; e: number; h?: Horseman; quick?: boolean };

const english = new Phrasebook('english', false);
const Q = (id: keyof typeof STEP_QUESTIONS) => english.localized(STEP_QUESTIONS[id]);

/** A session as a run records it, from its messages in server order. */
function session(number: number, items: Item[], answers?: string[]): SessionRecord {
  const messages: StoredMessage[] = [];
  const lines: SessionRecord['lines'] = [];
  items.forEach((item, i) => {
    const id = `m${number}-${i}`;
    const timestamp = new Date(1_000_000 + i * 1000).toISOString();
    if ('t' in item) {
      messages.push({ id, author: 'therapist', content: item.t, timestamp });
      return;
    }
    const author = 'a' in item ? 'partnerA' : 'partnerB';
    const text = 'a' in item ? item.a : item.b;
    messages.push({ id, author, content: text, timestamp });
    lines.push({
      exchange: item.e,
      author,
      text,
      messageId: id,
      held: false,
      quick: item.quick ?? false,
      ...(item.h ? { horseman: item.h } : {}),
    });
  });
  const count = Math.max(...lines.map((l) => l.exchange)) + 1;
  return {
    number,
    sessionId: `s${number}`,
    lines,
    messages,
    detail: {},
    exchanges: Array.from({ length: count }, (_, e) => ({
      answers: answers?.[e] ?? 'welcome',
      invited: 'partnerA' as const,
      invitedFrom: 'therapist' as const,
      pattern: 'in-turn' as const,
      order: [],
      postMs: [],
      firstSignMs: null,
      settleMs: 0,
      timedOut: false,
    })),
  };
}

function couple(sessions: SessionRecord[], language: TherapistLanguage = 'english'): CoupleRecord {
  return {
    key: 'test',
    title: 'Test',
    names: { partnerA: 'Alex', partnerB: 'Blake' },
    style: { ...DEFAULT_THERAPIST_STYLE, language },
    replyDelayMs: 400,
    sessions,
  };
}

describe('sentencesOf', () => {
  it('splits on sentence ends, closing quotes, line breaks and CJK full stops', () => {
    expect(sentencesOf('Alex, you said “I feel alone.” Thank you! 🌱\n\nWhat now?')).toEqual([
      'Alex, you said “I feel alone.”',
      'Thank you!',
      'What now?',
    ]);
    expect(sentencesOf('谢谢你们。你们怎么看？好的')).toEqual([
      '谢谢你们。',
      '你们怎么看？',
      '好的',
    ]);
  });
});

describe('sessionMetrics', () => {
  it('places replies: after an exchange, in the middle of one, or early', () => {
    const s = session(1, [
      { t: welcomeMessage(1) },
      { a: 'Hi.', e: 0 },
      { b: 'Hello.', e: 0 },
      { t: 'Welcome, Alex and Blake.' }, // after exchange 0
      { a: 'First part.', e: 1 },
      { t: 'Alex, thanks.' }, // only Alex had written: mid-exchange
      { b: 'My part.', e: 1 },
      { t: 'Blake, thanks.' }, // both had written, Alex's second line still to come: early
      { a: 'Second part.', e: 1 },
      { t: 'Alex and Blake, thank you.' }, // after exchange 1
    ]);
    const m = sessionMetrics(couple([s]), s);
    expect(m.replies).toBe(4);
    expect(m.exchanges).toBe(2);
    expect(m.midExchange).toBe(1);
    expect(m.early).toBe(1);
    expect(m.oneReplyExchanges).toBe(1);
    expect(m.welcome).toEqual({ text: welcomeMessage(1), localized: null });
  });

  it('counts a reply sooner after an exchange began than the delay allows as the previous one’s', () => {
    const s = session(1, [
      { t: welcomeMessage(1) },
      { a: 'Hi.', e: 0 },
      { b: 'Hello.', e: 0 },
      { a: 'First part.', e: 1 }, // at 3 s
      { t: 'Alex and Blake, welcome.' }, // at 4 s: 1 s after exchange 1 began, delay 0.4 s
      { b: 'My part.', e: 1 },
      { t: 'Thank you.' },
    ]);
    const early = sessionMetrics(couple([s]), s);
    expect(early).toMatchObject({ midExchange: 1, late: 0, oneReplyExchanges: 0 });
    const slow = { ...couple([s]), replyDelayMs: 1500 };
    expect(sessionMetrics(slow, s)).toMatchObject({
      midExchange: 0,
      late: 1,
      oneReplyExchanges: 2,
    });
  });

  it('checks that second messages in a row reached the server within the reply delay', () => {
    // Messages are one second apart: within a delay of 1.5 s, not of 0.4 s.
    const s = session(1, [
      { t: welcomeMessage(1) },
      { a: 'Hi.', e: 0 },
      { a: 'Me again.', e: 0, quick: true },
      { b: 'Hello.', e: 0 },
    ]);
    expect(sessionMetrics(couple([s]), s).quickLines).toEqual({ of: 1, withinDelay: 0 });
    const slow = { ...couple([s]), replyDelayMs: 1500 };
    expect(sessionMetrics(slow, s).quickLines).toEqual({ of: 1, withinDelay: 1 });
  });

  it('counts sentences repeated within the session, however they are punctuated', () => {
    const s = session(1, [
      { t: welcomeMessage(1) },
      { a: 'Hi.', e: 0 },
      { b: 'Hello.', e: 0 },
      { t: 'Thank you both for putting that into words. What next?' },
      { a: 'This.', e: 1 },
      { b: 'That.', e: 1 },
      { t: 'Thank you both for putting that into words! 💛 Something else.' },
      { a: 'More.', e: 2 },
      { b: 'Also.', e: 2 },
      { t: 'thank you both for putting that into words' },
    ]);
    const m = sessionMetrics(couple([s]), s);
    expect(m.repeated.extra).toBe(2);
    expect(m.repeated.top).toEqual([
      { sentence: 'Thank you both for putting that into words.', count: 3 },
    ]);
  });

  it('reads the step each reply asks, whether every step is reached in order and on pace', () => {
    const french = new Phrasebook('french', false);
    const s = session(1, [
      { t: welcomeMessage(1) },
      { a: 'Hi.', e: 0 },
      { b: 'Hello.', e: 0 },
      { t: `Alex, Blake. ${Q('s1-hopes')} Alex first?` },
      { a: 'Hope.', e: 1 },
      { t: `Thanks. ${Q('s1-strengths')}` }, // mid-exchange, one step ahead
      { b: 'Hope too.', e: 1 },
      // The formal register and another language are recognised too.
      { t: new Phrasebook('english', true).localized(STEP_QUESTIONS['s1-difficulty']) },
      { a: 'Good.', e: 2 },
      { b: 'Good too.', e: 2 },
      { t: french.localized(STEP_QUESTIONS['s1-strengths']) }, // back to an earlier step
    ]);
    const m = sessionMetrics(couple([s]), s);
    expect(m.steps.asked).toEqual(['s1-hopes', 's1-strengths', 's1-difficulty', 's1-strengths']);
    expect(m.steps.reached).toBe(3);
    expect(m.steps.inOrder).toBe(false);
    // Exchange 0's last reply asks step 1 (on pace); exchange 1's asks step 3 instead of 2.
    expect(m.steps.onPace).toBe(1);
  });

  it('checks each labelled horseman against the next reply, outside the program’s own texts', () => {
    const s = session(2, [
      { t: welcomeMessage(2) },
      { a: 'Hi.', e: 0 },
      { b: 'Hello.', e: 0 },
      // The program's question names all four: none of them counts as a naming.
      { t: `Thanks. ${Q('s2-horsemen')}` },
      { a: 'You never listen to me.', e: 1, h: 'criticism' },
      { b: 'Stonewalling is mine.', e: 1 },
      {
        t: `Alex, that sounds like criticism. Blake, you named stonewalling. ${english.localized(STEP_LEARN['s2-horsemen'])}`,
      },
      { a: 'Fine.', e: 2 },
      { b: 'It is not my fault.', e: 2, h: 'defensiveness' },
      // A partner's words quoted back are not a naming; contempt named here is not justified.
      { t: 'Blake, you said “Stonewalling is mine”. I notice some contempt here.' },
      { a: 'Okay.', e: 3 },
      { b: 'Sure.', e: 3 },
      // Exchange 3 and 2 hold no criticism: naming it is not justified any more.
      { t: 'That is criticism.' },
    ]);
    const m = sessionMetrics(couple([s]), s);
    expect(m.horsemen.labelled).toBe(2);
    expect(m.horsemen.named).toBe(1);
    expect(m.horsemen.missed).toEqual([
      { author: 'partnerB', horseman: 'defensiveness', text: 'It is not my fault.' },
    ]);
    // criticism (labelled) and stonewalling (the partner named it) are justified; contempt and
    // the late criticism are not.
    expect(m.horsemen.namings).toBe(4);
    expect(m.horsemen.justified).toBe(2);
    expect(m.horsemen.unjustified.map((u) => u.horseman)).toEqual(['contempt', 'criticism']);
  });

  it('counts replies that name both partners and those that name whoever wrote', () => {
    const s = session(1, [
      { t: welcomeMessage(1) },
      { a: 'Hi.', e: 0 },
      { t: 'Hello alex.' }, // answers Alex, names Alex
      { b: 'Hello.', e: 0 },
      { t: 'Hello Blake.' }, // answers Blake, names Blake
      { a: 'One.', e: 1 },
      { b: 'Two.', e: 1 },
      { t: 'Thank you, Blake.' }, // answers both, names one
      { a: 'Three.', e: 2 },
      { b: 'Four.', e: 2 },
      { t: 'Alex and Blake, thank you.' },
    ]);
    const m = sessionMetrics(couple([s]), s);
    expect(m.names).toEqual({ both: 1, answering: 4, speakers: 3 });
  });

  it('tells a localized welcome from the English one', () => {
    const english1 = session(1, [{ t: welcomeMessage(1) }, { a: 'Hola.', e: 0 }]);
    const spanish1 = session(1, [
      { t: 'Bienvenidos a la sesión 1 del programa.' },
      { a: 'Hola.', e: 0 },
    ]);
    expect(sessionMetrics(couple([english1], 'spanish'), english1).welcome.localized).toBe(false);
    expect(sessionMetrics(couple([spanish1], 'spanish'), spanish1).welcome.localized).toBe(true);
  });

  it('finds session-1 goals taken up in session 2, not when the partners repeat them', () => {
    // Keys stay within a clause, at most two stopwords apart: not “conversation … feeling”.
    const spread = session(2, [
      { t: welcomeMessage(2) },
      { a: 'Hi.', e: 0 },
      { b: 'Hello.', e: 0 },
      { t: 'Come back to the conversation. You could say: I am feeling flooded.' },
    ]);
    const first = session(
      1,
      [
        { t: welcomeMessage(1) },
        { a: 'Hi.', e: 0 },
        { b: 'Hello.', e: 0 },
        { t: Q('s1-goals') },
        { a: 'My goal is a monthly budget evening together.', e: 1 },
        { b: 'Mine is to call before buying anything big.', e: 1 },
        { b: 'And one honest conversation a week about how I am feeling.', e: 1 },
      ],
      ['welcome', 's1-goals'],
    );
    const remembered = session(2, [
      { t: welcomeMessage(2) },
      { a: 'Hi.', e: 0 },
      { b: 'Hello.', e: 0 },
      { t: 'Last time you chose goals: a monthly budget evening, and a call first.' },
    ]);
    const quoted = session(2, [
      { t: welcomeMessage(2) },
      { a: 'We had our monthly budget evening.', e: 0 },
      { b: 'Hello.', e: 0 },
      { t: 'Alex, “We had our monthly budget evening.” Lovely.' },
    ]);
    const forgot = session(2, [
      { t: welcomeMessage(2) },
      { a: 'Hi.', e: 0 },
      { b: 'Hello.', e: 0 },
      { t: 'Let us talk about the Four Horsemen. What would you like to do this evening?' },
    ]);
    const used = (s: SessionRecord) => sessionMetrics(couple([first, s]), s).goals?.used;
    expect(used(remembered)).toEqual(['monthly budget', 'budget evening']);
    expect(used(quoted)).toEqual([]);
    expect(used(forgot)).toEqual([]);
    expect(used(spread)).toEqual([]);
    expect(sessionMetrics(couple([first]), first).goals).toBeNull();
  });

  it('keys Mandarin goals on runs of Han characters', () => {
    const first = session(
      1,
      [{ t: welcomeMessage(1) }, { a: '我的目标是每周一起散步两次。', e: 0 }, { b: '好。', e: 0 }],
      ['s1-goals'],
    );
    const second = session(2, [
      { t: welcomeMessage(2) },
      { a: '你好。', e: 0 },
      { b: '你好！', e: 0 },
      { t: '上次你们说要一起散步，进展如何？' },
    ]);
    expect(sessionMetrics(couple([first, second], 'mandarin'), second).goals?.used).toEqual([
      '一起散',
      '起散步',
    ]);
  });
});

describe('totals', () => {
  it('adds the sessions up and finds the sentences most replies share, whoever they name', () => {
    const s = session(1, [
      { t: welcomeMessage(1) },
      { a: 'Hi.', e: 0 },
      { b: 'Hello.', e: 0 },
      { t: 'Alex, welcome. Thank you both.' },
      { a: 'One.', e: 1 },
      { t: 'Alex, welcome. Thank you both.' },
      { b: 'Two.', e: 1 },
      { t: 'Blake, welcome. Something new.' },
    ]);
    const record = couple([s]);
    const t = totals([record], [coupleMetrics(record)]);
    expect(t.replies).toBe(3);
    expect(t.exchanges).toBe(2);
    expect(t.repliesPerExchange).toBe(1.5);
    expect(t.midExchange).toBe(1);
    expect(t.commonSentences[0]).toEqual({ sentence: '{partner}, welcome.', replies: 3, share: 1 });
    expect(t.commonSentences[1]).toEqual({
      sentence: 'Thank you both.',
      replies: 2,
      share: 2 / 3,
    });
  });
});
