import type { ReactNode } from 'react';

import { Alert, AlertDescription, type AlertProps, AlertTitle } from './alert';
import { Button } from './button';

type RetryAlertProps = Omit<AlertProps, 'title' | 'children'> & {
  title: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** A leading icon (a warning triangle where the rest of the page still works). */
  icon?: ReactNode;
  /** What went wrong, above the button. */
  detail?: ReactNode;
};

/** Something could not be loaded or made: what, and a button to try again. */
export function RetryAlert({
  title,
  retryLabel,
  onRetry,
  icon,
  detail,
  ...props
}: RetryAlertProps) {
  return (
    <Alert {...props}>
      {icon}
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className={detail ? 'mt-2 flex flex-col items-start gap-3' : 'mt-2'}>
        {detail}
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
