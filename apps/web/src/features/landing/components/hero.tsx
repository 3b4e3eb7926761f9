import { ArrowRight, Info, ShieldCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { AI_DISCLOSURE, LANDING_CTA } from '../strings';

import { ConversationPreview } from './conversation-preview';

export function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid w-full max-w-6xl items-center gap-12 px-4 pt-8 pb-16 sm:px-6 md:pt-14 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-16 lg:pb-24"
    >
      <div className="flex flex-col items-start gap-6 motion-safe:animate-rise-in">
        <span className="inline-flex items-center gap-2 rounded-full border border-secondary-border bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground sm:text-sm">
          <Sparkles className="size-4" aria-hidden />
          Free to start · No credit card needed
        </span>
        <h1
          id="hero-title"
          className="font-serif text-4xl leading-[1.1] font-semibold tracking-tight sm:text-5xl"
        >
          Transform your relationship with{' '}
          <span className="text-primary">
            <span className="whitespace-nowrap">AI-guided</span> conversations
          </span>
        </h1>
        <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">
          Kindred gives the two of you a calm, shared space to talk things through, with an AI
          therapist who listens to both sides, asks the right questions and helps you truly
          understand each other.
        </p>

        <div className="flex w-full flex-col gap-2 sm:w-auto sm:items-start">
          {signedIn ? (
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={paths.dashboard.getHref()}>
                {LANDING_CTA.goToDashboard}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          ) : (
            <>
              <Button asChild size="lg" className="w-full sm:w-auto">
                <Link to={paths.register.getHref()}>
                  {LANDING_CTA.startFree}
                  <ArrowRight aria-hidden />
                </Link>
              </Button>
              <Button asChild variant="link" className="w-full sm:w-auto sm:px-1">
                <Link to={paths.login.getHref()}>{LANDING_CTA.logInHero}</Link>
              </Button>
            </>
          )}
        </div>

        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-1.5">
            <ShieldCheck className="size-4 text-success" aria-hidden />
            Private to the two of you
          </li>
          <li className="inline-flex items-center gap-1.5">
            <ShieldCheck className="size-4 text-success" aria-hidden />
            At your own pace
          </li>
        </ul>

        <p className="flex max-w-xl items-start gap-2 rounded-xl bg-muted px-3 py-2.5 text-xs leading-relaxed text-muted-foreground sm:text-sm">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {AI_DISCLOSURE} If you or someone else is in danger, call your local emergency number.
          </span>
        </p>
      </div>

      <ConversationPreview className="mx-auto w-full max-w-md motion-safe:animate-rise-in lg:max-w-none" />
    </section>
  );
}
