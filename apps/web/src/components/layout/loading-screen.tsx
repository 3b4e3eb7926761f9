import { Spinner } from '@/components/ui/spinner';

import { LogoMark } from './logo';

/** Full-screen wait, e.g. 'Loading your session...' while the sign-in state is read. */
export function LoadingScreen({ message }: { message: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <LogoMark className="size-12 opacity-90" />
      <div
        role="status"
        aria-live="polite"
        className="flex items-center gap-3 text-muted-foreground"
      >
        <Spinner className="text-primary" />
        <p className="text-base font-medium">{message}</p>
      </div>
    </div>
  );
}
