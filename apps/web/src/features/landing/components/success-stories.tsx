import { Quote } from 'lucide-react';

const STORIES = [
  {
    quote:
      'We stopped having the same argument on repeat. The sessions gave us words for what we were each feeling, and the patience to listen.',
    couple: 'Maya & Jordan',
    detail: 'together 7 years',
  },
  {
    quote:
      'Doing it at our own pace made all the difference with two busy schedules. We actually look forward to our sessions now.',
    couple: 'Priya & Sam',
    detail: 'married 3 years',
  },
];

export function SuccessStories() {
  return (
    <section id="stories" aria-labelledby="stories-title" className="scroll-mt-6 py-16 lg:py-24">
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <h2
          id="stories-title"
          className="text-center font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          Couples growing together
        </h2>
        <ul className="mt-12 grid gap-5 md:grid-cols-2">
          {STORIES.map((story) => (
            <li key={story.couple}>
              <figure className="flex h-full flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
                <Quote className="size-8 text-primary/40" aria-hidden />
                <blockquote className="font-serif text-lg leading-relaxed sm:text-xl">
                  <p>“{story.quote}”</p>
                </blockquote>
                <figcaption className="mt-auto text-sm">
                  <span className="font-semibold">{story.couple}</span>
                  <span className="text-muted-foreground">, {story.detail}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-muted-foreground">
          Illustrative stories: names and details are changed.
        </p>
      </div>
    </section>
  );
}
