import { z } from 'zod';

import { isStorableText, unstorableMessage } from './text';

// The self-training hub's catalogue (five items with fixed ids, under which each user's progress
// is stored, and fixed durations), with real content, and the per-user progress contract.

export const TRAINING_ERRORS = { notFound: 'Training item not found' } as const;

export const TRAINING_TYPES = ['course', 'quiz', 'journal', 'exercise'] as const;
export type TrainingType = (typeof TRAINING_TYPES)[number];

interface Base {
  id: string;
  title: string;
  description: string;
  durationMinutes: number;
}
export interface CourseItem extends Base {
  type: 'course';
  steps: { title: string; body: string }[];
}
export interface QuizItem extends Base {
  type: 'quiz';
  questions: { prompt: string; options: string[]; answer: number; explanation: string }[];
}
export interface JournalItem extends Base {
  type: 'journal';
  prompts: string[];
}
export interface ExerciseItem extends Base {
  type: 'exercise';
  steps: { title: string; body: string; seconds?: number }[];
}
export type TrainingItem = CourseItem | QuizItem | JournalItem | ExerciseItem;

export const TRAINING_ITEMS: readonly TrainingItem[] = [
  {
    id: 'course-1',
    type: 'course',
    title: 'Foundations of Healthy Communication',
    description: 'Learn to speak so your partner can listen, and listen so they feel heard.',
    durationMinutes: 30,
    steps: [
      {
        title: 'Why conversations go wrong',
        body: 'Most painful arguments are not about the dishes or the money. They are about feeling unseen. When one of us feels criticised, the body prepares to defend, and listening stops. The skills in this course keep both of you out of that alarm state long enough to understand each other.',
      },
      {
        title: 'The gentle start-up',
        body: 'How a conversation starts predicts how it ends. Start with "I", describe the situation without blame, and say what you need: "I feel lonely when we are on our phones at dinner. Could we keep dinner phone-free?" instead of "You never pay attention to me."',
      },
      {
        title: 'Listening to understand',
        body: 'While your partner speaks, your only job is to understand. Summarise what you heard ("So you felt dismissed when I…") and ask "Did I get that right?" before you answer. Agreement is not required; understanding is.',
      },
      {
        title: 'Validation',
        body: 'Validating is finding the part of your partner\'s experience that makes sense: "It makes sense you were hurt, given that I promised to call." It is not surrender. It lowers the temperature so that problem-solving becomes possible.',
      },
      {
        title: 'Putting it together',
        body: 'This week, pick one small recurring issue. One of you uses a gentle start-up; the other summarises and validates before responding. Then swap. Notice how it feels different from your usual pattern.',
      },
    ],
  },
  {
    id: 'course-2',
    type: 'course',
    title: 'Navigating Conflict Together',
    description: 'Spot the Four Horsemen in your arguments and replace them with their antidotes.',
    durationMinutes: 25,
    steps: [
      {
        title: 'Conflict is normal',
        body: 'Every couple disagrees; about two thirds of recurring problems never fully go away. What matters is how you handle them: with curiosity and repair, or with attacks and withdrawal.',
      },
      {
        title: 'Criticism → gentle start-up',
        body: 'Criticism attacks the person ("You are so selfish"). Its antidote is a complaint about a specific behaviour with a need attached: "I was upset you did not ask before inviting friends. Please check with me first."',
      },
      {
        title: 'Contempt → appreciation',
        body: 'Contempt (mockery, eye-rolling, name-calling) is the strongest predictor of separation. Its antidote is a daily habit of noticing and saying what you appreciate, so fondness outweighs resentment.',
      },
      {
        title: 'Defensiveness → taking responsibility',
        body: 'Defensiveness ("It is not my fault, you…") escalates. The antidote is to accept even a small part: "You are right, I did forget. I am sorry."',
      },
      {
        title: 'Stonewalling → self-soothing',
        body: 'Stonewalling is shutting down. It usually means you are flooded (heart rate above ~100). Say "I need a 20-minute break, and I will come back", do something calming, then return to the conversation.',
      },
    ],
  },
  {
    id: 'quiz-1',
    type: 'quiz',
    title: 'Love Languages Quiz',
    description: 'How do you and your partner give and receive care? Five quick questions.',
    durationMinutes: 10,
    questions: [
      {
        prompt: 'Your partner had a hard day. What would help them feel most cared for?',
        options: [
          'Hearing "I am proud of you"',
          'Undivided time together',
          'A small surprise',
          'You taking a chore off their list',
          'A long hug',
        ],
        answer: -1,
        explanation:
          'There is no wrong answer: each option is a different love language (words, time, gifts, acts of service, touch). Ask your partner which they would choose.',
      },
      {
        prompt: 'Which of these is a gentle start-up?',
        options: [
          '"You never help with the kids."',
          '"I feel overwhelmed at bedtime. Could you take baths tonight?"',
          '"Why am I always the one who does everything?"',
        ],
        answer: 1,
        explanation: 'It names a feeling and a specific, positive request, without blame.',
      },
      {
        prompt:
          'Your partner says "I felt ignored at the party." The most validating first reply is…',
        options: [
          '"I was just talking to my friends."',
          '"It makes sense you felt alone there; I was gone a long time."',
          '"You could have joined us."',
        ],
        answer: 1,
        explanation:
          'Validation finds the part of their experience that makes sense before explaining your side.',
      },
      {
        prompt: 'In an argument your heart is racing and you cannot think. What helps most?',
        options: [
          'Push through until it is resolved',
          'Leave without a word',
          'Ask for a 20-minute break and agree when to return',
        ],
        answer: 2,
        explanation:
          'Flooding stops listening. A break with a promise to return soothes without stonewalling.',
      },
      {
        prompt: 'Which habit best protects a relationship from contempt?',
        options: [
          'Keeping score of chores',
          'Regularly saying what you appreciate',
          'Avoiding all disagreements',
        ],
        answer: 1,
        explanation: 'A culture of appreciation is the antidote to contempt.',
      },
    ],
  },
  {
    id: 'journal-1',
    type: 'journal',
    title: 'Gratitude Journal',
    description: 'Five minutes of noticing what is good between you. Your entry is private to you.',
    durationMinutes: 5,
    prompts: [
      'What is one thing your partner did recently that you appreciated?',
      'When did you last feel close to each other? What made it feel that way?',
      'How could you tell your partner about this today?',
    ],
  },
  {
    id: 'exercise-1',
    type: 'exercise',
    title: 'Active Listening Exercise',
    description: 'A guided, timed practice of speaking and reflecting, to do together.',
    durationMinutes: 15,
    steps: [
      {
        title: 'Settle in',
        body: 'Sit facing each other, phones away. Decide who speaks first (the Speaker) and who listens (the Listener).',
        seconds: 60,
      },
      {
        title: 'Speaker shares',
        body: 'Speaker: talk about something on your mind (not about your partner) using "I" statements. Listener: only listen, no advice.',
        seconds: 180,
      },
      {
        title: 'Listener reflects',
        body: 'Listener: summarise what you heard, including the feeling: "It sounds like you felt… because…". Ask "Did I get that right?"',
        seconds: 120,
      },
      { title: 'Swap roles', body: 'Change roles and repeat: share, then reflect.', seconds: 300 },
      {
        title: 'Debrief',
        body: 'Tell each other one moment when you felt truly heard. What made the difference?',
        seconds: 180,
      },
    ],
  },
];

export const TRAINING_IDS = TRAINING_ITEMS.map((item) => item.id);

export const trainingProgressSchema = z.strictObject({
  progress: z.number().int().min(0).max(100),
  /** Saved work: quiz answers, journal entries (private to the user), exercise step. */
  data: z
    .strictObject({
      answers: z.array(z.number().int().min(-1).max(10)).max(20).optional(),
      entries: z
        .array(z.string().max(4000).refine(isStorableText, unstorableMessage('A journal entry')))
        .max(10)
        .optional(),
      step: z.number().int().min(0).max(50).optional(),
    })
    .optional(),
});
export type TrainingProgressInput = z.infer<typeof trainingProgressSchema>;

export interface TrainingProgress {
  id: string;
  progress: number;
  completed: boolean;
  data: TrainingProgressInput['data'] | null;
  updated_at: string | null;
}
