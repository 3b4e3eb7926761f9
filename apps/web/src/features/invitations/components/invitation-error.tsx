import { MailX } from 'lucide-react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

import { INVITE_STRINGS as S } from '../strings';

type InvitationErrorProps = {
  message: string;
  /** Offered when asking again may help (the check failed, not the invitation). */
  onRetry?: () => void;
};

/** 'Invitation Error' with the reason and a 'Go Home' button. */
export function InvitationError({ message, onRetry }: InvitationErrorProps) {
  const navigate = useNavigate();
  return (
    <Card className="w-full max-w-md">
      <CardContent className="flex flex-col items-center gap-4 px-6 py-10 text-center">
        <div className="flex size-12 items-center justify-center rounded-2xl bg-destructive-soft text-destructive">
          <MailX className="size-6" aria-hidden />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">{S.errorTitle}</h1>
        <p role="alert" className="text-muted-foreground">
          {message}
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {onRetry ? (
            <Button variant="outline" onClick={onRetry}>
              {S.tryAgain}
            </Button>
          ) : null}
          <Button onClick={() => void navigate(paths.home.getHref())}>{S.goHome}</Button>
        </div>
      </CardContent>
    </Card>
  );
}
