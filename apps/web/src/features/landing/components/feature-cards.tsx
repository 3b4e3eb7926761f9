import { HeartHandshake, MessagesSquare, Sprout, type LucideIcon } from 'lucide-react';

import { cn } from '@/lib/cn';

type Feature = { title: string; text: string; icon: LucideIcon; tint: string };

const FEATURES: Feature[] = [
  {
    title: 'AI-Guided Conversations',
    text: 'A shared chat for you, your partner and an AI therapist that listens to both of you and keeps the conversation kind and constructive.',
    icon: MessagesSquare,
    tint: 'bg-secondary text-secondary-foreground',
  },
  {
    title: 'Deeper Understanding',
    text: "Structured sessions help you name the patterns you fall into, hear each other's needs and talk about what really matters.",
    icon: HeartHandshake,
    tint: 'bg-accent-peach text-[#7a3414]',
  },
  {
    title: 'Relationship Growth',
    text: 'Personalised insights and exercises between sessions turn good conversations into habits that last.',
    icon: Sprout,
    tint: 'bg-accent-sage text-success',
  },
];

export function FeatureCards() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-6 py-16 lg:py-24">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="features-title"
            className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
          >
            Everything you need to grow closer
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            Thoughtful guidance for the conversations that are hardest to start.
          </p>
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {FEATURES.map(({ title, text, icon: Icon, tint }) => (
            <li
              key={title}
              className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className={cn('flex size-12 items-center justify-center rounded-2xl', tint)}>
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
