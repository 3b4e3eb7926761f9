import { Logo } from '@/components/layout/logo';

import { AI_DISCLOSURE } from '../strings';

export function LandingFooter() {
  return (
    <footer className="border-t border-border bg-card">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 pb-[max(2.5rem,env(safe-area-inset-bottom))] sm:px-6 md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-2">
          <Logo size="sm" />
          <p className="text-sm text-muted-foreground">Guided conversations for couples.</p>
        </div>
        <div className="flex max-w-xl flex-col gap-2 text-sm leading-relaxed text-muted-foreground">
          <p>
            <strong className="font-semibold text-foreground">Important:</strong> {AI_DISCLOSURE} It
            does not diagnose or treat, and it is not a substitute for professional care.
          </p>
          <p>
            In an emergency, or if you or someone else is in danger, call your local emergency
            number. In the US you can call or text 988 (Suicide &amp; Crisis Lifeline) or call
            1-800-799-7233 (National Domestic Violence Hotline).
          </p>
          <p>© {new Date().getFullYear()} Kindred</p>
        </div>
      </div>
    </footer>
  );
}
