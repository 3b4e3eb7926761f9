import { Logo } from '@/components/layout/logo';

export function LandingHeader() {
  return (
    <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
      <Logo />
      <nav aria-label="Page sections" className="hidden sm:block">
        <ul className="flex items-center gap-1 text-sm font-medium text-muted-foreground">
          <li>
            <a
              className="rounded-lg px-3 py-2 transition-colors hover:text-foreground"
              href="#features"
            >
              Features
            </a>
          </li>
          <li>
            <a
              className="rounded-lg px-3 py-2 transition-colors hover:text-foreground"
              href="#how-it-works"
            >
              How it works
            </a>
          </li>
          <li>
            <a
              className="rounded-lg px-3 py-2 transition-colors hover:text-foreground"
              href="#stories"
            >
              Stories
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
