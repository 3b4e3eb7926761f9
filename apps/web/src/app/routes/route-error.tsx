import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { ErrorScreen } from '@/components/layout/error-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * The router's error element: 'Something went wrong' with the message for a thrown Error, the
 * router's generic 'Unexpected Application Error!' for anything else.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  if (error instanceof Error) return <ErrorScreen message={error.message} />;
  if (isRouteErrorResponse(error)) {
    return (
      <ErrorScreen
        title="Unexpected Application Error!"
        message={`${error.status} ${error.statusText}`.trim()}
      />
    );
  }
  return (
    <ErrorScreen
      title="Unexpected Application Error!"
      message={typeof error === 'string' ? error : undefined}
    />
  );
}
