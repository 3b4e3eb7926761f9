import { ClosingCta } from './closing-cta';

import { FeatureCards } from './feature-cards';

import { Hero } from './hero';

import { HowItWorks } from './how-it-works';

import { LandingFooter } from './landing-footer';

import { LandingHeader } from './landing-header';

import { SuccessStories } from './success-stories';

/** The public landing page, in its signed-out and signed-in variants. */
export function LandingPage({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(80rem_40rem_at_70%_-10%,#f9e6ec_0%,transparent_60%),radial-gradient(50rem_30rem_at_-10%_10%,#fde7dc_0%,transparent_55%)]">
      <LandingHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Hero signedIn={signedIn} />
        <FeatureCards />
        <HowItWorks />
        <SuccessStories />
        <ClosingCta signedIn={signedIn} />
      </main>
      <LandingFooter />
    </div>
  );
}
