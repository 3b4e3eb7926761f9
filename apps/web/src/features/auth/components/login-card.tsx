import { ArrowLeft, LogIn, MailOpen } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { Logo } from '@/components/layout/logo';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { navigateToUrl } from '@/lib/browser';
import { getPendingInviteCode } from '@/lib/pending-invite';

import { usePublicConfig } from '../api/get-config';

// After sign-in the server returns to /register, which decides between the dashboard and
// onboarding; a pending invitation wins over both through the routing rules.
const RETURN_TO_AFTER_SIGN_IN = paths.register.getHref();

export function LoginCard() {
  const config = usePublicConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [hasPendingInvite] = useState(() => getPendingInviteCode() !== null);
  const reportedError = useRef(false);

  const providerName = config.data?.providerName;
  const signInError = searchParams.get('error');

  // ?error=… from a failed sign-in: say so once, then take it out of the address bar.
  useEffect(() => {
    if (signInError === null || config.isPending || reportedError.current) return;
    reportedError.current = true;
    toast.error(`Failed to sign in with ${providerName ?? 'the provider'}`, {
      id: 'sign-in-error',
    });
    setBusy(false);
    setSearchParams(
      (params) => {
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  }, [signInError, config.isPending, providerName, setSearchParams]);

  // Coming back with the browser's Back button restores this page from the cache, still busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  function signIn() {
    setBusy(true);
    navigateToUrl(paths.server.signIn(RETURN_TO_AFTER_SIGN_IN));
  }

  return (
    <div className="w-full max-w-md">
      <Card className="shadow-lg shadow-primary/5">
        <CardContent className="flex flex-col items-center gap-6 px-6 py-10 text-center sm:px-10">
          <Logo size="lg" withText={false} />
          <div className="flex flex-col gap-2">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
              Welcome to Kindred
            </h1>
            <p className="text-muted-foreground">
              {hasPendingInvite
                ? 'Sign in to accept your invitation'
                : 'Sign in to continue to your therapy sessions'}
            </p>
          </div>

          {hasPendingInvite ? (
            <Alert variant="info" className="text-left">
              <MailOpen aria-hidden />
              <AlertDescription>
                You have a pending invitation. After you sign in, you'll be redirected to accept the
                invitation.
              </AlertDescription>
            </Alert>
          ) : null}

          <div className="flex w-full flex-col gap-3">
            {config.isPending ? (
              <Button size="lg" className="w-full" disabled>
                <Spinner />
                Loading sign-in options...
              </Button>
            ) : (
              <Button size="lg" className="w-full" onClick={signIn} disabled={busy}>
                {busy ? <Spinner /> : <LogIn aria-hidden />}
                {busy
                  ? 'Connecting...'
                  : providerName
                    ? `Continue with ${providerName}`
                    : 'Continue to sign in'}
              </Button>
            )}
            {config.isError ? (
              <p role="alert" className="text-sm text-destructive">
                We couldn't reach Kindred just now. You can still try to sign in, or reload the
                page.
              </p>
            ) : null}
            {config.data?.builtInSignIn ? (
              <p className="text-xs text-muted-foreground">
                Development sign-in is in use: no real account or password is needed.
              </p>
            ) : null}
          </div>

          <p className="text-xs leading-relaxed text-muted-foreground">
            By continuing, you agree to Kindred's Terms of Service and acknowledge our Privacy
            Policy. Your conversations are private to you and your partner.
          </p>
        </CardContent>
      </Card>
      <div className="mt-6 text-center">
        <Link
          to={paths.home.getHref()}
          className="inline-flex items-center gap-2 rounded-lg px-2 py-1 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Back to homepage
        </Link>
      </div>
    </div>
  );
}
