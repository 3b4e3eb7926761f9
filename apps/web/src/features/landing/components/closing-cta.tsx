import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { LANDING_CTA } from '../strings';

export function ClosingCta({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="closing-title" className="px-4 pb-16 sm:px-6 lg:pb-24">
      <div className="mx-auto flex w-full max-w-6xl flex-col items-center gap-6 overflow-hidden rounded-3xl bg-gradient-to-br from-primary to-[#5a1838] px-6 py-14 text-center text-primary-foreground shadow-xl shadow-primary/20 sm:px-12 lg:py-20">
        <h2
          id="closing-title"
          className="font-serif text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          Begin your next chapter together
        </h2>
        <p className="max-w-xl text-lg text-white/90">
          Free to start, no credit card. Invite your partner whenever you're both ready.
        </p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {signedIn ? (
            <Button asChild size="lg" className="bg-card text-primary hover:bg-secondary">
              <Link to={paths.dashboard.getHref()}>{LANDING_CTA.goToDashboard}</Link>
            </Button>
          ) : (
            <>
              <Button asChild size="lg" className="bg-card text-primary hover:bg-secondary">
                <Link to={paths.register.getHref()}>{LANDING_CTA.startFreeClosing}</Link>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
              >
                <Link to={paths.login.getHref()}>{LANDING_CTA.logInClosing}</Link>
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
