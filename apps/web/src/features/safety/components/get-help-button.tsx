import { LifeBuoy } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

import { navItemClassName, NavItemContent } from '@/components/layout/nav-bar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { SAFETY_UI_STRINGS as S } from '../strings';

// The panel, its tables of help lines in five languages and the dialog primitive load on first
// use (or when the pointer or focus comes near): the button is on every page's first load.
const loadDialog = () => import('./get-help-dialog');
const GetHelpDialog = lazy(() => loadDialog().then((m) => ({ default: m.GetHelpDialog })));

type GetHelpButtonProps = {
  /** `nav`: an entry of the navigation bar; `header`: a button in a page header. */
  variant: 'nav' | 'header';
  className?: string;
};

/**
 * 'Get help': opens the private panel of help lines for the user's country, with Quick exit.
 * Nothing about opening it is told to anyone.
 */
export function GetHelpButton({ variant, className }: GetHelpButtonProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  const preload = () => void loadDialog();
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  const triggerProps = {
    ref: trigger,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onClick: show,
    onPointerEnter: preload,
    onFocus: preload,
  };

  return (
    <>
      {variant === 'nav' ? (
        <button
          {...triggerProps}
          className={cn(navItemClassName(open), 'cursor-pointer', className)}
        >
          <NavItemContent icon={LifeBuoy} label={S.getHelp} isActive={open} />
        </button>
      ) : (
        <Button {...triggerProps} variant="outline" size="sm" className={className}>
          <LifeBuoy aria-hidden />
          {S.getHelp}
        </Button>
      )}
      {mounted ? (
        <Suspense fallback={null}>
          <GetHelpDialog
            open={open}
            onOpenChange={setOpen}
            onClosed={() => trigger.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
