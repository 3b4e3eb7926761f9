import { AlertTriangle } from 'lucide-react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

import { SESSION_STRINGS as S } from '../strings';

/** The page's name for assistive technology while no session is shown. */
function PageHeading() {
  return <h1 className="sr-only">{S.pageTitle}</h1>;
}

export function SessionLoading() {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <PageHeading />
      <div role="status" className="flex items-center gap-3 text-muted-foreground">
        <Spinner className="text-primary" />
        <p className="text-base font-medium">{S.loading}</p>
      </div>
    </div>
  );
}

/** 'Session Error': missing, someone else's, or unreadable. */
export function SessionError() {
  const navigate = useNavigate();
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-16 text-center">
      <PageHeading />
      <div className="flex size-14 items-center justify-center rounded-2xl bg-destructive-soft text-destructive">
        <AlertTriangle className="size-7" aria-hidden />
      </div>
      <h2 className="mt-6 text-2xl font-semibold tracking-tight">{S.errorTitle}</h2>
      <p className="mt-3 max-w-md text-muted-foreground">{S.errorText}</p>
      <Button className="mt-8" size="lg" onClick={() => void navigate(paths.dashboard.getHref())}>
        {S.returnToDashboard}
      </Button>
    </div>
  );
}
