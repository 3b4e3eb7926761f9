import { LogOut } from 'lucide-react';

import { Button, type ButtonProps } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { useLogout } from '../api/logout';

type SignOutButtonProps = Pick<ButtonProps, 'variant' | 'size' | 'className'>;

export function SignOutButton({ variant = 'ghost', size = 'sm', className }: SignOutButtonProps) {
  const logout = useLogout();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      disabled={logout.isPending}
      onClick={() =>
        logout.mutate(undefined, {
          // sonner is loaded on demand: this button is part of every page's first load.
          onError: (error) =>
            void import('sonner').then(({ toast }) =>
              toast.error(error.message || 'An unexpected error occurred'),
            ),
        })
      }
    >
      {logout.isPending ? <Spinner /> : <LogOut aria-hidden />}
      Sign out
    </Button>
  );
}
