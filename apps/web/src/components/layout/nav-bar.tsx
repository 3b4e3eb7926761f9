import { GraduationCap, House, MessagesSquare, Settings, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

import { Logo } from './logo';

type NavItem = { label: string; to: string; icon: LucideIcon };

// Four items; the labels are what users (and outside acceptance tests) look for.
const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: paths.dashboard.getHref(), icon: House },
  { label: 'Chat', to: paths.sessions.getHref(), icon: MessagesSquare },
  { label: 'Training', to: paths.selfTraining.getHref(), icon: GraduationCap },
  { label: 'Settings', to: paths.settings.getHref(), icon: Settings },
];

type NavBarProps = {
  /** Shown on wide screens at the right end (the app passes its 'Sign out' control). */
  actions?: ReactNode;
  /** An extra entry after the items, on phones too (the app passes 'Get help'). */
  extra?: ReactNode;
};

/** The look of one entry of the bar; `NavItemContent` is what goes inside it. */
export function navItemClassName(isActive: boolean): string {
  return cn(
    'group flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-xl px-1 text-xs font-medium transition-colors',
    'md:my-3 md:flex-row md:gap-2 md:px-4 md:text-sm',
    isActive
      ? 'text-primary md:bg-secondary md:text-secondary-foreground'
      : 'text-muted-foreground hover:text-foreground md:hover:bg-muted',
  );
}

export function NavItemContent({
  icon: Icon,
  label,
  isActive,
}: {
  icon: LucideIcon;
  label: string;
  isActive: boolean;
}) {
  return (
    <>
      <span
        className={cn(
          'flex h-7 w-12 items-center justify-center rounded-full transition-colors md:h-auto md:w-auto',
          isActive && 'bg-secondary md:bg-transparent',
        )}
      >
        <Icon className="size-5 md:size-4" aria-hidden strokeWidth={isActive ? 2.4 : 2} />
      </span>
      <span className="whitespace-nowrap">{label}</span>
    </>
  );
}

/**
 * The main navigation: a tab bar fixed at the bottom on phones, a top bar from md up. Both are
 * h-16; AppFrame pads the content to match, so nothing hides behind the bar.
 */
export function NavBar({ actions, extra }: NavBarProps) {
  return (
    <nav
      aria-label="Main"
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-card/85',
        'md:top-0 md:bottom-auto md:border-t-0 md:border-b md:pb-0',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-2 md:px-6">
        <Link
          to={paths.dashboard.getHref()}
          className="hidden shrink-0 rounded-lg md:inline-flex"
          aria-label="Kindred"
        >
          <Logo size="sm" />
        </Link>
        <ul className="flex h-full flex-1 items-stretch justify-around md:justify-center md:gap-1">
          {NAV_ITEMS.map(({ label, to, icon: Icon }) => (
            <li key={to} className="flex flex-1 md:flex-none">
              <NavLink to={to} className={({ isActive }) => navItemClassName(isActive)}>
                {({ isActive }) => <NavItemContent icon={Icon} label={label} isActive={isActive} />}
              </NavLink>
            </li>
          ))}
          {extra ? <li className="flex flex-1 md:flex-none">{extra}</li> : null}
        </ul>
        {actions ? <div className="hidden shrink-0 md:flex">{actions}</div> : null}
      </div>
    </nav>
  );
}
