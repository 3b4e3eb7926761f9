import { ArrowLeft, House } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { LogoMark } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);

  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh flex-1 flex-col items-center justify-center px-6 py-16 text-center outline-none"
    >
      <LogoMark className="size-12" />
      <h1 className="mt-8 font-serif text-7xl font-semibold tracking-tight text-primary sm:text-8xl">
        404
      </h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">
        Oops! The page you're looking for doesn't exist.
      </p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:max-w-none sm:w-auto sm:flex-row">
        <Button
          variant="outline"
          size="lg"
          // The first page of a visit has the key 'default': there is no in-app page to go back
          // to, so go home instead of leaving the site.
          onClick={() =>
            void (location.key === 'default' ? navigate(paths.home.getHref()) : navigate(-1))
          }
        >
          <ArrowLeft aria-hidden />
          Go Back
        </Button>
        <Button size="lg" onClick={() => void navigate(paths.home.getHref())}>
          <House aria-hidden />
          Return to Home
        </Button>
      </div>
    </main>
  );
}
