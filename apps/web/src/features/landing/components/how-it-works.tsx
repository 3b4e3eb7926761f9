const STEPS = [
  {
    title: 'Create your account and invite your partner',
    text: 'Sign up for free, then share a private invitation link with your partner.',
  },
  {
    title: 'Start guided conversations',
    text: 'Talk things through together with an AI therapist, at your own pace and whenever suits you both.',
  },
  {
    title: 'Get personalised insights',
    text: 'Receive insights and exercises tailored to your relationship, so you keep growing between sessions.',
  },
];

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="scroll-mt-6 border-y border-border bg-card py-16 lg:py-24"
    >
      <div className="mx-auto w-full max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="how-it-works-title"
            className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
          >
            How it works
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">Three steps, a few minutes to start.</p>
        </div>
        <ol className="relative mt-12 grid gap-8 md:grid-cols-3 md:gap-6">
          {STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-4 md:flex-col md:items-center md:text-center">
              <span
                aria-hidden
                className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary font-serif text-xl font-semibold text-primary-foreground shadow-md shadow-primary/20"
              >
                {index + 1}
              </span>
              <div className="flex flex-col gap-2">
                <h3 className="text-lg font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="leading-relaxed text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
