import { MailX } from 'lucide-react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** 'Invitation Error' with the reason and a 'Go Home' button (product-spec §2, §5). */
export function InvitationError({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <Card className="w-full max-w-md">
      <CardContent className="flex flex-col items-center gap-4 px-6 py-10 text-center">
        <div className="flex size-12 items-center justify-center rounded-2xl bg-destructive-soft text-destructive">
          <MailX className="size-6" aria-hidden />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">Invitation Error</h1>
        <p className="text-muted-foreground">{message}</p>
        <Button className="mt-2" onClick={() => void navigate(paths.home.getHref())}>
          Go Home
        </Button>
      </CardContent>
    </Card>
  );
}
