import { LoginCard } from '@/features/auth/components/login-card';

export default function LoginRoute() {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh flex-1 items-center justify-center bg-[radial-gradient(60rem_30rem_at_50%_-10%,#f9e6ec_0%,transparent_70%)] px-4 py-10 outline-none"
    >
      <LoginCard />
    </main>
  );
}
