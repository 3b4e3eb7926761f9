import { AlertTriangle } from 'lucide-react';

import { Button } from '@/components/ui/button';

type ErrorScreenProps = {
  title?: string;
  message?: string;
};

/**
 * The top-level error screen, instead of a blank page. 'Go to Home' is a full page load: whatever
 * state broke the app is thrown away.
 */
export function ErrorScreen({ title = 'Something went wrong', message }: ErrorScreenProps) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center justify-center px-6 py-16 text-center outline-none"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-destructive-soft text-destructive">
        <AlertTriangle className="size-7" aria-hidden />
      </div>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      {message ? (
        <p className="mt-3 max-w-md break-words text-muted-foreground">{message}</p>
      ) : null}
      <Button className="mt-8" size="lg" onClick={() => window.location.assign('/')}>
        Go to Home
      </Button>
    </main>
  );
}
